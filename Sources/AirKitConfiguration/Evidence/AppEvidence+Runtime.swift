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
    /// executable, project or source text to read, so those checks stay off.
    public static func runningApp(infoDictionary: [String: Any], linkedSDK: OSVersion?, hasRegisteredSource: Bool) -> AppEvidence
    {
        AppEvidence(
            builtInfoPlist: InfoPlistEvidence(plist: InfoPlist(dictionary: infoDictionary), path: "Info.plist"),
            code: .runtime(hasRegisteredSource: hasRegisteredSource),
            sdk: linkedSDK
        )
    }
}
