/// The text of a small `project.pbxproj` with one target, for tests that need a project on disk
/// with particular settings. IDs are fixed, so two projects written from one description are
/// identical.
struct MiniProject {
    var targetName = "App"
    var productType = "com.apple.product-type.application"
    /// Written into the project-level Debug configuration.
    var projectSettings: [String: String] = ["SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"]
    /// Written into the target's Debug configuration.
    var targetSettings: [String: String] = [:]
    /// The `path` of a file-system-synchronized folder the target compiles, if any.
    var synchronizedFolderPath: String?
    /// The `outputPaths` of one Run Script phase, if any.
    var scriptOutputPaths: [String]?

    var text: String {
        let folder =
            synchronizedFolderPath.map { path in
                "\t\tF00000000000000000000001 = {isa = PBXFileSystemSynchronizedRootGroup; path = \(quoted(path)); sourceTree = \"<group>\"; };\n"
            } ?? ""
        let folderList = synchronizedFolderPath == nil ? "" : "fileSystemSynchronizedGroups = (F00000000000000000000001, ); "
        let script =
            scriptOutputPaths.map { outputs in
                "\t\tE00000000000000000000001 = {isa = PBXShellScriptBuildPhase; outputPaths = (\(outputs.map(quoted).joined(separator: ", ")), ); shellScript = \"true\"; };\n"
            } ?? ""
        let phases = scriptOutputPaths == nil ? "" : "E00000000000000000000001, "
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 77;
            \tobjects = {
            \(folder)\(script)\t\tA00000000000000000000001 = {isa = PBXProject; buildConfigurationList = A00000000000000000000002; mainGroup = A00000000000000000000009; targets = (A00000000000000000000003, ); };
            \t\tA00000000000000000000009 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tA00000000000000000000002 = {isa = XCConfigurationList; buildConfigurations = (A00000000000000000000004, ); };
            \t\tA00000000000000000000004 = {isa = XCBuildConfiguration; buildSettings = {\(settings(projectSettings))}; name = Debug; };
            \t\tA00000000000000000000003 = {isa = PBXNativeTarget; buildConfigurationList = A00000000000000000000005; buildPhases = (\(phases)); \(folderList)name = \(quoted(targetName)); productName = \(quoted(targetName)); productType = "\(productType)"; };
            \t\tA00000000000000000000005 = {isa = XCConfigurationList; buildConfigurations = (A00000000000000000000006, ); };
            \t\tA00000000000000000000006 = {isa = XCBuildConfiguration; buildSettings = {\(settings(targetSettings))}; name = Debug; };
            \t};
            \trootObject = A00000000000000000000001;
            }

            """
    }

    private func settings(_ values: [String: String]) -> String {
        values.sorted { $0.key < $1.key }.map { " \(quoted($0.key)) = \(quoted($0.value));" }.joined()
    }

    private func quoted(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
