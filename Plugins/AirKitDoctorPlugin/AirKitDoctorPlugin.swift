import Foundation
import PackagePlugin

/// `swift package airkit-doctor [PATH…]`: runs `airkit doctor` on the package's folder (or on each
/// PATH, relative to the package) and reports its findings as SwiftPM diagnostics with file and
/// line. The command fails when any finding is an error, as `airkit doctor` exits with 1.
///
/// `--explain ID` prints a finding's long explanation instead. In Xcode the same plugin runs on
/// the project's folder (see `AirKitDoctorPlugin+Xcode.swift`).
@main
struct AirKitDoctorPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let run = DoctorRun(
            tool: try context.tool(named: "airkit").url, workDirectory: context.pluginWorkDirectoryURL,
            folder: context.package.directoryURL, placeInMessage: true)
        try run.perform(arguments: arguments)
    }
}
