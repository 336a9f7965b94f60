// What the app imports: the TurboModule, and availability as a subscription.
import { NativeEventEmitter } from 'react-native';
import type { EmitterSubscription } from 'react-native';
import NativeAirKit from './NativeAirKit';
import type { AirKitStatus } from './NativeAirKit';

export type { AirKitStatus };

/** AirKitResult (AirKitC.h): what a command did. */
export const AirKitResult = {
  ok: 0,
  queued: 1,
  refusedOffMainThread: 2,
  invalidArgument: 3,
  notFound: 4,
} as const;

const emitter = new NativeEventEmitter(NativeAirKit);

/** Calls listener with the availability now, then with each change, until the subscription is removed. */
export function addAvailabilityListener(listener: (isAvailable: boolean) => void): EmitterSubscription {
  return emitter.addListener('availabilityChange', (event: { isAvailable: boolean }) => listener(event.isAvailable));
}

export const AirKit = {
  start: (): void => NativeAirKit.start(),
  show: (moduleName: string, initialProperties: object = {}): Promise<number> =>
    NativeAirKit.show(moduleName, initialProperties),
  stop: (): Promise<number> => NativeAirKit.stop(),
  getStatus: (): Promise<AirKitStatus> => NativeAirKit.getStatus(),
};
