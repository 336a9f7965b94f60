#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// In Xcode: right-click the project in the navigator and choose the doctor. It runs on the
/// project's folder, so every app target and its Info.plists and sources are checked, and the
/// findings appear in the issue navigator. Targets chosen in Xcode's dialog do not narrow the
/// check: the doctor reads the project as a whole.
extension AirKitDoctorPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        let run = DoctorRun(
            tool: try context.tool(named: "airkit").url, workDirectory: context.pluginWorkDirectoryURL,
            folder: context.xcodeProject.directoryURL)
        try run.perform(arguments: extractor.remainingArguments)
    }
}
#endif
