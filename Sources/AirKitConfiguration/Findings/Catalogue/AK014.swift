/// AK014: a scene-manifest value has the wrong type.
extension FindingDeclaration {
    static let ak014 = FindingDeclaration(
        .malformedSceneManifest, .error,
        title: "Scene manifest value of the wrong type",
        summary: "A scene-manifest value has the wrong type (e.g. a role that is not an array).",
        verdictClause: "the scene manifest holds a value of the wrong type",
        consequence: """
            UIKit ignores a scene-manifest value of the wrong type, so the
            configurations it should hold do not exist, and the external display mirrors.
            """,
        affects: "iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.",
        background: """
            The expected shape (Apple's Information Property List reference):
            UIApplicationSceneManifest is a dictionary; UISceneConfigurations is a dictionary keyed
            by role; each role holds an array of dictionaries; UISceneConfigurationName,
            UISceneClassName, UISceneDelegateClassName and UISceneStoryboardFile are strings;
            UIApplicationSupportsMultipleScenes is a Boolean.
            """,
        fix: .any(
            "correct the value's type, e.g.",
            code: """
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key>
                    <array>
                        <dict> … </dict>
                    </array>
                </dict>
                """),
        sources: [.sceneManifestReference, .sceneConfigurationsReference]
    )
}

extension Finding {
    /// AK014 for the value at `keyPath` in `plist`, which is `found` where UIKit expects `expected`.
    static func malformedSceneManifest(
        at location: SourceLocation, affecting rows: [CompatibilityRow], keyPath: PlistKeyPath, found: String,
        expected: String, plist: String
    ) -> Finding {
        Finding(
            id: .malformedSceneManifest, location: location, affectedRows: rows,
            message: "\(keyPath) is \(found) in \(plist); UIKit expects \(expected) "
                + "and ignores the value, so the configurations it should hold do not exist for the system.",
            fix: "Make \(keyPath) \(expected), as in Apple's scene-manifest layout."
        )
    }
}
