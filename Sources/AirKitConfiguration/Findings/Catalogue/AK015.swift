/// AK015: `INFOPLIST_FILE` names a file that does not exist.
extension FindingDeclaration {
    static let ak015 = FindingDeclaration(
        .infoPlistFileMissing, .error,
        title: "INFOPLIST_FILE names a file that does not exist",
        summary: "`INFOPLIST_FILE` names a file that does not exist.",
        verdictClause: "INFOPLIST_FILE names a file that does not exist",
        consequence: """
            Xcode cannot find the Info.plist the target names, so the build fails,
            and the doctor cannot check the scene manifest.
            """,
        affects: "every build of that configuration.",
        background: """
            INFOPLIST_FILE is resolved relative to the folder that holds the .xcodeproj
            ($(SRCROOT)); the doctor expands $(SRCROOT), $(PROJECT_DIR) and $(TARGET_NAME) the same
            way.
            """,
        fix: .any("point INFOPLIST_FILE at the target's Info.plist, e.g.", code: "INFOPLIST_FILE = Banner/Info.plist;"),
        sources: [
            .infoPlistValuesArticle,
            .init(
                "Apple, Xcode build settings reference: Info.plist File (INFOPLIST_FILE)",
                "https://developer.apple.com/documentation/xcode/build-settings-reference"),
        ],
        readsFrom: [[.xcodeProject]]
    )
}

extension Finding {
    /// AK015 for the setting `value` of `configuration`, which resolves to the missing `path`.
    static func infoPlistFileMissing(
        at location: SourceLocation, affecting rows: [CompatibilityRow], value: String, configuration: String, path: String
    ) -> Finding {
        Finding(
            id: .infoPlistFileMissing, location: location, affectedRows: rows,
            message: "INFOPLIST_FILE = \(value) (\(configuration)) resolves to \(path), which does not exist; "
                + "the build fails, and the doctor cannot check the scene manifest.",
            fix: "Point INFOPLIST_FILE at the target's Info.plist, relative to the project folder."
        )
    }
}
