/// Rules on the iOS 27 path: a scene accessory must be registered, and the registration kept.
extension Rules {
    /// AK001 (SDK 27 or unknown) and AK018 (an older SDK): nothing registers a scene accessory.
    static func sceneAccessoryMissing(_ context: RuleContext) -> [Finding] {
        guard case .absent(let search) = context.accessory else { return [] }
        let adoptsScenes = context.adoption.status != .notAdopted
        if let sdk = context.sdk, sdk.major < OSVersion.sceneAccessoryRelease.major {
            return [
                .olderSDKWithoutSceneAccessory(
                    at: context.appLocation, sdk: sdk, search: search, audience: context.interface,
                    adoptsScenes: adoptsScenes)
            ]
        }
        return [
            .sdk27WithoutSceneAccessory(
                at: context.appLocation, affecting: affected([.iOS27BuiltWithSDK27], in: context), sdk: context.sdk,
                search: search, audience: context.interface, adoptsScenes: adoptsScenes)
        ]
    }

    /// AK010: a `registerSceneAccessory(_:)` result that is not stored.
    static func registrationsNotKept(_ context: RuleContext) -> [Finding] {
        (context.evidence.code?.accessorySources ?? []).compactMap { source in
            guard case .registration(isKept: false) = source.kind, let location = source.location else { return nil }
            return .registrationNotKept(at: location, affecting: affected([.iOS27BuiltWithSDK27], in: context))
        }
    }
}
