extension AppEvidence {
    /// The evidence a running app has about itself, for AirKit's startup self-check.
    ///
    /// ```swift
    /// let evidence = AppEvidence.runningApp(
    ///     infoDictionary: Bundle.main.infoDictionary ?? [:], linkedSDK: sdk, hasRegisteredSource: true
    /// )
    /// let row = CompatibilityRow(runningOS: os, linkedSDK: sdk)
    /// if let verdict = Rules.diagnose(evidence).verdict(for: row), verdict.outcome == .mirrors {
    ///     logger.warning("External display will mirror: \(verdict.reason)")
    /// }
    /// ```
    ///
    /// The app's own Info.plist is the built product's, so every manifest rule applies; there is no
    /// executable, project or source text to read, so those checks stay off. `runsSceneLifeCycle`
    /// is what the running app sees of the life cycle UIKit launched it in; it decides AK021 in place
    /// of the signals only sources show (a SwiftUI `App`, a configuration provider).
    public static func runningApp(
        infoDictionary: [String: Any], linkedSDK: OSVersion?, hasRegisteredSource: Bool, runsSceneLifeCycle: Bool? = nil
    ) -> AppEvidence {
        AppEvidence(
            builtInfoPlist: InfoPlistEvidence(plist: InfoPlist(dictionary: infoDictionary), path: "Info.plist"),
            code: .runtime(hasRegisteredSource: hasRegisteredSource, runsSceneLifeCycle: runsSceneLifeCycle),
            sdk: linkedSDK
        )
    }
}
