/// AK018: built with an SDK older than 27, and nothing registers a scene accessory yet.
extension FindingDeclaration {
    static let ak018 = FindingDeclaration(
        .olderSDKWithoutSceneAccessory, .note,
        title: "Nothing registers a scene accessory yet (needed once built with the iOS 27 SDK)",
        summary: "Built with an older SDK and nothing registers a scene accessory yet: needed once built with the "
            + "iOS 27 SDK.",
        risk: .willGoWrong,
        consequence: """
            nothing yet. Once the app is built with the iOS 27 SDK, the external
            display will only mirror on iOS 27 (see AK001).
            """,
        affects: "iOS 27, after moving to the iOS 27 SDK.",
        background: """
            The app was built with an SDK older than 27, so iOS 27 still offers the
            external-display scene from the Info.plist by linked-on-or-after compatibility. The
            iOS 27 SDK turns that off: only a registered scene accessory gets the scene.
            """,
        fix: FindingFix(FixSnippet.sceneAccessoryWays, note: "Do it before moving to the iOS 27 SDK."),
        sources: [.releaseNotes27, .connectedDisplayArticle]
    )
}

extension Finding {
    /// AK018 for one app built with `sdk`, older than 27.
    static func olderSDKWithoutSceneAccessory(
        at location: SourceLocation, sdk: OSVersion, search: AccessorySearch, audience: FindingFix.Audience?,
        adoptsScenes: Bool
    ) -> Finding {
        Finding(
            id: .olderSDKWithoutSceneAccessory, location: location, affectedRows: [],
            message: "Built with the iOS \(sdk) SDK, so iOS 27 still offers the external-display scene from the "
                + "Info.plist. But \(search): once built with the iOS 27 SDK, the display will mirror on iOS 27.",
            fix: "Before moving to the iOS 27 SDK, "
                + FindingDeclaration.registeringASceneAccessory(for: audience, adoptsScenes: adoptsScenes)
        )
    }
}
