// The AirKit Capacitor plugin's API, as the web app sees it.
import type { PluginListenerHandle } from '@capacitor/core';

/** What AirKit publishes now. */
export interface AirKitStatus {
  isAvailable: boolean;
  isPlaybackRequested: boolean;
  isShowingContent: boolean;
  /** The AirKitPlaybackEndReason of the last request that ended; 0 when none has. */
  lastPlaybackEnd: number;
}

export interface AirKitPlugin {
  /**
   * Makes the bridge's view controller (the window's root) AirKit's source: required with the iOS 27
   * SDK for a display to become available.
   */
  start(): Promise<void>;
  /** Shows the page at `path` of the app's own web content on the external display. */
  show(options: { path: string }): Promise<void>;
  /** Ends what show started; the display mirrors again. */
  stop(): Promise<void>;
  getStatus(): Promise<AirKitStatus>;
  /** The availability now, then each change. */
  addListener(
    eventName: 'availabilityChange',
    listener: (event: { isAvailable: boolean }) => void,
  ): Promise<PluginListenerHandle>;
  removeAllListeners(): Promise<void>;
}
