// The codegen spec of the AirKit TurboModule (React Native's New Architecture). Codegen reads this file
// (package.json, "codegenConfig") and generates the C++ and Objective-C++ interface that
// ios/RCTAirKit.mm implements: NativeAirKitSpec and NativeAirKitSpecJSI in the AirKitSpec module.
import type { TurboModule } from 'react-native';
import { TurboModuleRegistry } from 'react-native';

/** What AirKitGetStatus fills (AirKitC.h), as the module resolves it. */
export type AirKitStatus = {
  isAvailable: boolean;
  isPlaybackRequested: boolean;
  isShowingContent: boolean;
  /** The AirKitPlaybackEndReason of the last request that ended; 0 when none has. */
  lastPlaybackEnd: number;
};

export interface Spec extends TurboModule {
  /**
   * Makes the window's root view controller AirKit's source (required with the iOS 27 SDK for a display
   * to become available) and starts sending "availabilityChange" events. Call once the app's first
   * screen is mounted: the root view controller exists by then.
   */
  start(): void;
  /**
   * Shows the React component registered under moduleName (AppRegistry.registerComponent) on the
   * external display, as a second React surface of the same React instance. Resolves with the
   * AirKitResult: 0 done.
   */
  show(moduleName: string, initialProperties: Object): Promise<number>;
  /** Ends what show started; the display mirrors again. Resolves with the AirKitResult. */
  stop(): Promise<number>;
  /** What AirKit publishes now. */
  getStatus(): Promise<AirKitStatus>;
  // RCTEventEmitter's two methods, which NativeEventEmitter calls.
  addListener(eventName: string): void;
  removeListeners(count: number): void;
}

export default TurboModuleRegistry.getEnforcing<Spec>('AirKit');
