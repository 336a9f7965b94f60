import Foundation
import TestSupport
import Testing

/// Runs the built `airkit` executable, which sits next to this test bundle.
enum AirkitCommand {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    private final class Marker {}

    static var executable: String {
        get throws {
            try #require(CapturedProcess.executable(named: "airkit", besideBundleOf: Marker.self), "no airkit binary")
        }
    }

    static func run(_ arguments: [String], in folder: String) throws -> Result {
        let result = try CapturedProcess.run(try executable, arguments, in: folder)
        return Result(status: result.status, output: result.standardOutput, errors: result.standardError)
    }

    /// Runs a program from the system (`patch`, `chattr`), returning its status.
    @discardableResult
    static func system(_ path: String, _ arguments: [String], in folder: String? = nil) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
