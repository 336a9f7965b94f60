import Foundation
import TestSupport
import Testing

/// Projects built to make airkit read without end: each is generated here, at the size that
/// showed the defect, and airkit runs under a memory limit (`ulimit -v`), so a reader that is not
/// bounded fails the test by running out of memory rather than by slowing the machine down.
@Suite("airkit bounds what it reads by the bytes and settings read, not by what stat says")
struct ReadBoundTests {
    /// Virtual memory for one run of airkit, in kilobytes: a normal run needs well under half.
    static let memoryLimit = 2_000_000

    /// Runs `airkit arguments…` in `scratch` under ``memoryLimit``.
    static func run(_ arguments: [String], in scratch: Scratch, environment: [String: String] = [:])
        throws -> CapturedProcess.Result
    {
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        return try CapturedProcess.run(
            "/bin/sh", ["-c", "ulimit -v \(memoryLimit); exec \"$AIRKIT\" \(quoted)"], in: scratch.path,
            environment: environment.merging(["PATH": "/usr/bin:/bin", "AIRKIT": try Airkit.executable]) { own, _ in own })
    }

    static let strace = FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") ? "/usr/bin/strace" : nil

    /// How many times `airkit arguments…` opens a file whose path ends in `name`, by strace.
    static func opens(of name: String, running arguments: [String], in scratch: Scratch) throws -> Int {
        let log = scratch.path + "/strace.log"
        _ = try CapturedProcess.run(
            try #require(strace), ["-f", "-qq", "-e", "trace=open,openat", "-o", log, try Airkit.executable] + arguments,
            in: scratch.path, environment: ["PATH": "/usr/bin:/bin"])
        let text = try String(contentsOfFile: log, encoding: .utf8)
        return text.split(separator: "\n").filter { $0.contains(name + "\"") && !$0.contains("ENOENT") }.count
    }

    // MARK: - Files whose stat size is not what reading them gives

    @Test(
        "a --baseline, a --config and a PATH that link to a file stat calls empty are refused after the limit, not read to the end",
        arguments: ["--baseline", "--config", "PATH"])
    func fileWhoseStatSizeIsZero(option: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("App/Info.plist", try Data(contentsOf: URL(fileURLWithPath: HostileInputTests.noDelegate)))
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/endless", withDestinationPath: "/proc/self/pagemap")
        let arguments = option == "PATH" ? ["doctor", "endless"] : ["doctor", "App", option, "endless"]
        let result = try Self.run(arguments, in: scratch)
        #expect(result.status == 2, "\(result.standardError)")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(lines.first?.hasPrefix("airkit: error: endless: file is too large (more than ") == true, "\(lines)")
    }

    // MARK: - Includes

    /// A project whose only app target compiles `App/Main.swift` and is based on `App.xcconfig`.
    static func project(baseConfiguration: String = "App.xcconfig", frameworkSources: [String] = [], dependencyCount: Int = 0)
        -> String
    {
        let dependencies = String(repeating: "D00000000000000000000001, ", count: dependencyCount)
        let framework =
            frameworkSources.isEmpty
            ? ""
            : """
            \t\tD00000000000000000000001 = {isa = PBXTargetDependency; target = F00000000000000000000003; };
            \t\tF00000000000000000000003 = {isa = PBXNativeTarget; buildConfigurationList = A00000000000000000000005; buildPhases = (F00000000000000000000004, ); name = Kit; productName = Kit; productType = "com.apple.product-type.framework"; };
            \t\tF00000000000000000000004 = {isa = PBXSourcesBuildPhase; files = (\(frameworkSources.indices.map { "F1000000000000000000000\($0), " }.joined())); };
            \(frameworkSources.enumerated().map { index, path in
                "\t\tF1000000000000000000000\(index) = {isa = PBXBuildFile; fileRef = F2000000000000000000000\(index); };\n\t\tF2000000000000000000000\(index) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = SOURCE_ROOT; };"
            }.joined(separator: "\n"))

            """
        let targets =
            frameworkSources.isEmpty ? "A00000000000000000000003, " : "A00000000000000000000003, F00000000000000000000003, "
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \(framework)\t\tA00000000000000000000001 = {isa = PBXProject; buildConfigurationList = A00000000000000000000002; mainGroup = A00000000000000000000009; targets = (\(targets)); };
            \t\tA0000000000000000000000B = {isa = PBXSourcesBuildPhase; files = (A0000000000000000000000C, ); };
            \t\tA0000000000000000000000C = {isa = PBXBuildFile; fileRef = A0000000000000000000000D; };
            \t\tA0000000000000000000000D = {isa = PBXFileReference; path = App/Main.swift; sourceTree = SOURCE_ROOT; };
            \t\tA00000000000000000000009 = {isa = PBXGroup; children = (A00000000000000000000008, ); sourceTree = "<group>"; };
            \t\tA00000000000000000000008 = {isa = PBXFileReference; path = "\(baseConfiguration)"; sourceTree = "<group>"; };
            \t\tA00000000000000000000002 = {isa = XCConfigurationList; buildConfigurations = (A00000000000000000000004, ); };
            \t\tA00000000000000000000004 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Debug; };
            \t\tA00000000000000000000003 = {isa = PBXNativeTarget; buildConfigurationList = A00000000000000000000005; buildPhases = (A0000000000000000000000B, ); dependencies = (\(dependencies)); name = App; productName = App; productType = "com.apple.product-type.application"; };
            \t\tA00000000000000000000005 = {isa = XCConfigurationList; buildConfigurations = (A00000000000000000000006, ); };
            \t\tA00000000000000000000006 = {isa = XCBuildConfiguration; baseConfigurationReference = A00000000000000000000008; buildSettings = {INFOPLIST_FILE = App/Info.plist; }; name = Debug; };
            \t};
            \trootObject = A00000000000000000000001;
            }

            """
    }

    /// The app's Info.plist and its one source file.
    static func writeApp(in scratch: Scratch) throws {
        try scratch.write("App/Info.plist", try Data(contentsOf: URL(fileURLWithPath: HostileInputTests.noDelegate)))
        try scratch.write("App/Main.swift", Data("import UIKit\n".utf8))
    }

    /// The issue's input: `App.xcconfig` includes a 4 MB file of settings 255 times.
    static func writeRepeatedInclude(in scratch: Scratch) throws {
        try writeApp(in: scratch)
        try scratch.write("App.xcodeproj/project.pbxproj", Data(project().utf8))
        var settings = ""
        var index = 0
        while settings.utf8.count < (4 << 20) - 32 {
            settings += "S\(index) = 1\n"
            index += 1
        }
        try scratch.write("Big.xcconfig", Data(settings.utf8))
        try scratch.write("App.xcconfig", Data(String(repeating: "#include \"Big.xcconfig\"\n", count: 255).utf8))
    }

    @Test("an .xcconfig that includes a 4 MB file 255 times stops the doctor with one line and exit status 2")
    func repeatedIncludeStopsTheDoctor() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Self.writeRepeatedInclude(in: scratch)
        let result = try Self.run(["doctor", ".", "--write-baseline", "baseline.json"], in: scratch)
        #expect(result.status == 2, "\(result.standardError)")
        let lines = result.standardError.split(separator: "\n")
        #expect(
            lines.contains { $0.contains("Big.xcconfig: more than 200,000 settings read through .xcconfig files") }, "\(lines)")
        #expect(lines.count == 2, "the budget's line and the baseline's: \(lines)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/baseline.json"))
        #expect(!result.standardOutput.contains("Verdicts"), "no app is judged on part of its settings")
    }

    @Test("an .xcconfig that includes a 4 MB file 255 times stops setup with one line, exit status 2 and nothing written")
    func repeatedIncludeStopsSetup() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Self.writeRepeatedInclude(in: scratch)
        let before = try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/App/Info.plist"))
        let result = try Self.run(["setup", "."], in: scratch)
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(result.standardError.contains("settings read through .xcconfig files"), "\(result.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/App/Info.plist")) == before)
    }

    @Test(
        "a file included again, by one .xcconfig or by several, is read from disk once",
        .enabled(if: strace != nil, "strace is not installed"))
    func fileIncludedAgainIsReadOnce() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Self.writeApp(in: scratch)
        try scratch.write("App.xcodeproj/project.pbxproj", Data(Self.project().utf8))
        try scratch.write("Shared.xcconfig", Data("SHARED = 1\n".utf8))
        try scratch.write("Middle.xcconfig", Data("#include \"Shared.xcconfig\"\n".utf8))
        try scratch.write("App.xcconfig", Data(String(repeating: "#include \"Middle.xcconfig\"\n", count: 20).utf8))
        #expect(try Self.opens(of: "Shared.xcconfig", running: ["doctor", "."], in: scratch) == 1)
    }

    // MARK: - Linked modules

    /// An app target that depends on the framework target `Kit` `count` times; `Kit` compiles
    /// `Kit/Screens.swift`, which observes screen connections.
    static func writeRepeatedDependency(count: Int, in scratch: Scratch) throws {
        try writeApp(in: scratch)
        try scratch.write("App.xcconfig", Data("PRODUCT_NAME = App\n".utf8))
        try scratch.write(
            "App.xcodeproj/project.pbxproj",
            Data(Self.project(frameworkSources: ["Kit/Screens.swift"], dependencyCount: count).utf8))
        try scratch.write(
            "Kit/Screens.swift",
            Data(
                "import UIKit\nlet observer = NotificationCenter.default.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: nil) { _ in }\n"
                    .utf8))
    }

    @Test("a framework the app target lists 400 times is one module with one signal")
    func repeatedDependencyIsOneModule() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Self.writeRepeatedDependency(count: 400, in: scratch)
        let result = try Self.run(["doctor", ".", "--format", "json"], in: scratch)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let apps = try #require(json["apps"] as? [[String: Any]])
        let signals = try #require((apps.first?["intent"] as? [String: Any])?["signals"] as? [[String: Any]])
        #expect(signals.filter { ($0["path"] as? String) == "Kit/Screens.swift" }.count == 1, "\(signals)")
    }

    @Test(
        "a framework the app target lists 400 times is read from disk once",
        .enabled(if: strace != nil, "strace is not installed"))
    func repeatedDependencyIsReadOnce() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Self.writeRepeatedDependency(count: 400, in: scratch)
        #expect(try Self.opens(of: "Kit/Screens.swift", running: ["doctor", "."], in: scratch) == 1)
    }
}
