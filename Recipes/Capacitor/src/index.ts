import { registerPlugin } from '@capacitor/core';

import type { AirKitPlugin } from './definitions';

/** The plugin's native half is AirKitPlugin.swift, registered under the jsName "AirKit". */
const AirKit = registerPlugin<AirKitPlugin>('AirKit');

export * from './definitions';
export { AirKit };
