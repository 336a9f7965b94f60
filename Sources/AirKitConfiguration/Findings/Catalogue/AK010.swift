/// AK010: the result of `registerSceneAccessory(_:)` is not kept.
extension FindingDeclaration {
    static let ak010 = FindingDeclaration(
        .registrationNotKept, .warning,
        title: "Scene accessory registration is not kept",
        summary: "The result of `registerSceneAccessory(_:)` is not kept in a stored property.",
        risk: .mayGoWrong,
        consequence: """
            the accessory may stop being offered, and the app cannot unregister
            it or read its availability.
            """,
        affects: "iOS 27 and later, for apps built with the iOS 27 SDK.",
        background: """
            registerSceneAccessory(_:) returns a UISceneAccessoryRegistration. Apple's sample stores
            it in a property (`var displayRegistration: UISceneAccessoryRegistration?`) and later
            passes it to unregisterSceneAccessory(_:); its isAvailable and isEnabled are how the app
            observes and controls the display. Whether releasing the last reference ends the
            registration is not documented.
            """,
        fix: FindingFix(
            [
                .way(.uiKitInSwift, "keep the registration in a stored property", code: FixSnippet.keptRegistration),
                .way(.objectiveC, "keep the registration in a stored property", code: FixSnippet.keptRegistrationObjectiveC),
            ], note: "AirKit's .airPlaySource() keeps the registration for you."),
        sources: [.connectedDisplayArticle, .uiKitHeader("UISceneAccessoryRegistration.h")],
        readsFrom: [[.sources]]
    )
}

extension Finding {
    /// AK010 for the registration at `location`.
    static func registrationNotKept(at location: SourceLocation, affecting rows: [CompatibilityRow]) -> Finding {
        Finding(
            id: .registrationNotKept, location: location, affectedRows: rows,
            message: "The result of registerSceneAccessory(_:) is not stored in a property. Whether dropping it ends "
                + "the registration is undocumented, and without it the app can neither unregister nor read isAvailable.",
            fix: "Keep the registration in a stored property, as Apple's sample does:\n" + FixSnippet.keptRegistration
        )
    }
}
