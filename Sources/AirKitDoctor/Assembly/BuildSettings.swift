import AirKitConfiguration

/// One target configuration's build settings as Xcode resolves the few the doctor needs.
///
/// Settings come from the target's configuration, then the project's configuration of the same
/// name. `.xcconfig` files are not read; `$(inherited)` contributes nothing.
struct BuildSettings {
    let project: XcodeProject
    let target: XcodeProject.Target
    let configuration: XcodeProject.BuildConfiguration

    /// The setting as written, with its line in `project.pbxproj`.
    func value(_ name: String) -> BuildSettingValue? {
        guard let setting = project.setting(name, target: target, configuration: configuration) else { return nil }
        let value = setting.values.filter { $0 != "$(inherited)" }.joined(separator: " ")
        return BuildSettingValue(value, location: SourceLocation(path: project.path, line: setting.line))
    }

    /// The variables a source Info.plist or `INFOPLIST_FILE` may reference, expanded, with Xcode's
    /// defaults for the names a target does not set.
    var variables: [String: String] {
        let projectName = FilePaths.stem(of: FilePaths.parent(of: project.path))
        var raw: [String: String] = [
            "TARGET_NAME": target.name, "PROJECT_NAME": projectName,
            "SRCROOT": project.sourceRoot, "PROJECT_DIR": project.sourceRoot, "SOURCE_ROOT": project.sourceRoot,
            "PRODUCT_NAME": "$(TARGET_NAME)", "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
            "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)", "CONFIGURATION": configuration.name,
        ]
        for name in [
            "PRODUCT_NAME", "EXECUTABLE_NAME", "PRODUCT_MODULE_NAME", "PRODUCT_BUNDLE_IDENTIFIER", "MARKETING_VERSION",
            "CURRENT_PROJECT_VERSION",
        ] {
            if let written = value(name)?.value, !written.isEmpty { raw[name] = written }
        }
        return raw.mapValues { BuildVariables.expand($0, values: raw) }
    }

    /// `PRODUCT_MODULE_NAME` resolved, located at its own line or, when derived, at the target.
    func productModuleName(in variables: [String: String], targetLocation: SourceLocation) -> BuildSettingValue? {
        guard let name = variables["PRODUCT_MODULE_NAME"] else { return nil }
        return BuildSettingValue(name, location: value("PRODUCT_MODULE_NAME")?.location ?? targetLocation)
    }
}
