/// Rules on the iOS 27 path: a scene accessory must be registered, and the registration kept.
extension Rules {
    /// AK001 (SDK 27 or unknown) and AK018 (an older SDK): nothing registers a scene accessory.
    static func sceneAccessoryMissing(_ context: RuleContext) -> [Finding] {
        guard case .absent(let basis) = context.accessory else { return [] }
        if let sdk = context.sdk, sdk.major < OSVersion.sceneAccessoryRelease.major {
            return [
                Finding(
                    id: .olderSDKWithoutSceneAccessory, location: context.appLocation, affectedRows: [],
                    message: "Built with the iOS \(sdk) SDK, so iOS 27 still offers the external-display scene from the "
                        + "Info.plist. But \(basis): once built with the iOS 27 SDK, the display will mirror on iOS 27.",
                    fix: "Before moving to the iOS 27 SDK, "
                        + FixSnippet.accessorySource(
                            for: context.interface, adoptsScenes: context.adoption.status != .notAdopted)
                )
            ]
        }
        let built = context.sdk.map { "The app was built with the iOS \($0) SDK" } ?? "Built with the iOS 27 SDK, the app"
        let consequence =
            context.sdk == nil
            ? " gets no external-display scene on iOS 27 unless it registers a scene accessory, and "
            : "; on iOS 27 the system offers the external-display scene only to a registered scene accessory, and "
        return [
            Finding(
                id: .sdk27WithoutSceneAccessory, location: context.appLocation,
                affectedRows: affected([.iOS27BuiltWithSDK27], in: context),
                message: "\(built)\(consequence)\(basis). The display mirrors whatever the Info.plist declares.",
                fix: FixSnippet.accessoryFix(for: context.interface, adoptsScenes: context.adoption.status != .notAdopted)
            )
        ]
    }

    /// AK010: a `registerSceneAccessory(_:)` result that is not stored.
    static func registrationsNotKept(_ context: RuleContext) -> [Finding] {
        (context.evidence.code?.accessorySources ?? []).compactMap { source in
            guard case .registration(isKept: false) = source.kind, let location = source.location else { return nil }
            return Finding(
                id: .registrationNotKept, location: location, affectedRows: affected([.iOS27BuiltWithSDK27], in: context),
                message: "The result of registerSceneAccessory(_:) is not stored in a property. Whether dropping it ends "
                    + "the registration is undocumented, and without it the app can neither unregister nor read isAvailable.",
                fix: "Keep the registration in a stored property, as Apple's sample does:\n" + FixSnippet.keptRegistration
            )
        }
    }
}
