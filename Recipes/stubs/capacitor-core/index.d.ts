// Stand-in for @capacitor/core's declarations: only what Recipes/Capacitor uses (see ../README.md).
export interface PluginListenerHandle {
  remove: () => Promise<void>;
}

export declare function registerPlugin<T>(pluginName: string, implementations?: object): T;
