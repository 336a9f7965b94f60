// Stand-in for react-native's declarations: only what Recipes/ReactNative uses (see ../README.md).
export interface TurboModule {
  getConstants?(): {};
}

export const TurboModuleRegistry: {
  get<T extends TurboModule>(name: string): T | null;
  getEnforcing<T extends TurboModule>(name: string): T;
};

export interface EmitterSubscription {
  remove(): void;
}

interface NativeModuleWithListeners {
  addListener(eventType: string): void;
  removeListeners(count: number): void;
}

export class NativeEventEmitter {
  constructor(nativeModule?: NativeModuleWithListeners | null);
  addListener(eventType: string, listener: (event: any) => void, context?: object): EmitterSubscription;
  removeAllListeners(eventType?: string): void;
}
