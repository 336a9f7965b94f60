import AirKitDoctor
import Foundation
import TestSupport
import Testing

@testable import AirKitSetup

#if canImport(Glibc)
import Glibc
#endif

/// The disk as a process killed after `limit` changes leaves it: every call after that does
/// nothing (and reports success, as the process is gone and cannot see it fail).
private final class KilledAfter: SetupFileSystem {
    private let real = SystemFileSystem()
    let limit: Int
    private(set) var count = 0

    init(_ limit: Int) {
        self.limit = limit
    }

    private func step<T>(_ call: () -> T, otherwise: T) -> T {
        guard count < limit else { return otherwise }
        count += 1
        return call()
    }

    func create(_ path: String, mode: mode_t) -> Int32 { step({ real.create(path, mode: mode) }, otherwise: 1_000_000) }
    func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        step({ real.write(descriptor, bytes) }, otherwise: bytes.count)
    }
    func synchronize(_ descriptor: Int32) -> Int32 { step({ real.synchronize(descriptor) }, otherwise: 0) }
    func setMode(_ descriptor: Int32, _ mode: mode_t) -> Int32 { step({ real.setMode(descriptor, mode) }, otherwise: 0) }
    func setOwner(_ descriptor: Int32, owner: uid_t, group: gid_t) -> Int32 {
        step({ real.setOwner(descriptor, owner: owner, group: group) }, otherwise: 0)
    }
    func close(_ descriptor: Int32) -> Int32 { descriptor == 1_000_000 ? 0 : real.close(descriptor) }
    func link(_ existing: String, _ new: String) -> Int32 { step({ real.link(existing, new) }, otherwise: 0) }
    func rename(_ old: String, _ new: String) -> Int32 { step({ real.rename(old, new) }, otherwise: 0) }
    func unlink(_ path: String) -> Int32 { step({ real.unlink(path) }, otherwise: 0) }
}

/// The system's calls, with `before` run just ahead of the first `link`: another program acting
/// between setup's last look and its commit.
private struct ActsBeforeFirstLink: ForwardingFileSystem {
    let before: () -> Void
    private final class Flag { var done = false }
    private let flag = Flag()

    init(before: @escaping () -> Void) { self.before = before }

    func link(_ existing: String, _ new: String) -> Int32 {
        if !flag.done {
            flag.done = true
            before()
        }
        return SystemFileSystem().link(existing, new)
    }
}

@Suite("setup: interrupted runs, other programs, and what files keep", .serialized)
struct InterruptedSetupTests {
    /// The files setup leaves: none of its own temporary files or backups.
    static func leftovers(in workspace: Workspace) throws -> [String] {
        try workspace.snapshot().keys.filter { $0.contains(".airkit-setup-") }.sorted()
    }

    /// What a build would trip over in the project as it stands: an `INFOPLIST_FILE` naming a
    /// file that is not there, or an Info.plist in a synchronized folder that the target neither
    /// names nor excludes (Xcode would also copy it as a resource: "Multiple commands produce").
    static func buildBreakers(in workspace: Workspace, app: String) throws -> [String] {
        let pbxproj = try #require(
            try FileManager.default.contentsOfDirectory(atPath: workspace.root).first { $0.hasSuffix(".xcodeproj") })
        let path = workspace.path(pbxproj + "/project.pbxproj")
        let project = try XcodeProjectReader.read(pbxprojAt: path)
        let target = try #require(project.targets.first { $0.name == app })
        var problems: [String] = []
        var named = Set<String>()
        for configuration in target.buildConfigurations {
            guard let file = configuration.settings["INFOPLIST_FILE"]?.value else { continue }
            named.insert(file)
            if !FileManager.default.fileExists(atPath: workspace.path(file)) { problems.append("missing \(file)") }
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for file in try workspace.snapshot().keys where (file as NSString).lastPathComponent == "Info.plist" {
            let folder = (file as NSString).deletingLastPathComponent
            let synchronized = text.contains("PBXFileSystemSynchronizedRootGroup; path = \(folder);")
            let excluded = text.contains("membershipExceptions = (\n\t\t\t\tInfo.plist,\n")
            if synchronized, !excluded { problems.append("\(file) in a synchronized folder, not excluded") }
        }
        return problems
    }

    static let shapes: [(fixture: String, app: String)] = [("Layered", "Layered App"), ("Synchronized", "YOLORealTimeSwiftUI")]

    @Test(
        "killed after any step, setup leaves a project that builds, and running it again finishes the job with nothing left over",
        arguments: shapes.indices)
    func killedAtEveryStep(shape: Int) throws {
        let (fixture, app) = Self.shapes[shape]
        let reference = try Workspace(copying: Workspace.fixtures + "/" + fixture)
        defer { reference.remove() }
        let setup = ProjectSetup()
        let counter = KilledAfter(Int.max)
        try setup.apply(try setup.plan(reference.root), on: counter)
        let finished = try reference.snapshot()
        #expect(counter.count > 5)
        for limit in 0..<counter.count {
            let workspace = try Workspace(copying: Workspace.fixtures + "/" + fixture)
            defer { workspace.remove() }
            _ = try? setup.apply(try setup.plan(workspace.root), on: KilledAfter(limit))
            #expect(try Self.buildBreakers(in: workspace, app: app) == [], "killed after \(limit) changes")
            let rerun = try setup.plan(workspace.root)
            try setup.apply(rerun)
            #expect(try workspace.snapshot() == finished, "killed after \(limit) changes, then run again")
            #expect(try setup.plan(workspace.root).isEmpty, "killed after \(limit) changes: a third run would still write")
        }
    }

    @Test(
        "with --adopt-scenes --add-package, killed after any step, an Info.plist naming AirKitAppSceneDelegate is never there before the project links AirKit"
    )
    func adoptingScenesKilledAtEveryStep() throws {
        let options = SetupOptions(packageURL: "https://github.com/example/AirKit.git", adoptsSceneLifeCycle: true)
        let setup = ProjectSetup(options: options)
        let reference = try Workspace.plain(with: "NoManifest.plist")
        defer { reference.remove() }
        let counter = KilledAfter(Int.max)
        try setup.apply(try setup.plan(reference.root), on: counter)
        #expect(counter.count > 5)
        for limit in 0..<counter.count {
            let workspace = try Workspace.plain(with: "NoManifest.plist")
            defer { workspace.remove() }
            _ = try? setup.apply(try setup.plan(workspace.root), on: KilledAfter(limit))
            let plist = try String(contentsOfFile: workspace.path("Plain/Info.plist"), encoding: .utf8)
            let project = try XcodeProjectReader.read(pbxprojAt: workspace.path("Plain.xcodeproj/project.pbxproj"))
            let linksAirKit = project.targets.first { $0.name == "Plain" }?.packageProducts.contains("AirKit") == true
            #expect(
                !plist.contains(SetupOptions.applicationDelegateClassName) || linksAirKit,
                "killed after \(limit) changes: the app's scene names a class the app does not link, so it shows no window")
        }
    }

    /// The ID of a process that has ended: it cannot belong to a live run of setup.
    static func processThatIsGone() throws -> Int32 {
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        return gone.processIdentifier
    }

    @Test("what a killed run left is removed by the next one, even when nothing else is left to do")
    func leftoversOfAKilledRun() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        try ProjectSetup().apply(try ProjectSetup().plan(workspace.root))
        let pid = try Self.processThatIsGone()
        for name in ["Plain.xcodeproj/.project.pbxproj.airkit-setup-\(pid)-0.old", "Plain/.Info.plist.airkit-setup-\(pid)-1.new"]
        {
            try Data("left".utf8).write(to: URL(fileURLWithPath: workspace.path(name)))
        }
        let result = try AirkitCommand.run(["setup", "."], in: workspace.root)
        #expect(result.status == 0, "\(result.errors)")
        #expect(try Self.leftovers(in: workspace) == [])
        #expect(result.output.contains("left by an interrupted run"), "\(result.output)")
    }

    @Test("a project a killed run left naming an Info.plist it never created is repaired by running setup again")
    func repairsAMissingNamedInfoPlist() throws {
        let finished = try Workspace(copying: Workspace.fixtures + "/Layered")
        let broken = try Workspace(copying: Workspace.fixtures + "/Layered")
        defer {
            finished.remove()
            broken.remove()
        }
        try ProjectSetup().apply(try ProjectSetup().plan(finished.root))
        // As the first version of setup left it, killed after renaming the project.pbxproj over
        // the original and before linking the new Info.plist: the project names a file that is
        // not there, and the temporary files are still beside the originals.
        let pbxproj = "Layered.xcodeproj/project.pbxproj"
        try finished.data(pbxproj).write(to: URL(fileURLWithPath: broken.path(pbxproj)))
        let pid = try Self.processThatIsGone()
        try Data("temporary".utf8).write(
            to: URL(fileURLWithPath: broken.path("Layered App/.Info.plist.airkit-setup-\(pid)-1.new")))
        #expect(Set(try Self.buildBreakers(in: broken, app: "Layered App")) == ["missing Layered App/Info.plist"])
        let result = try AirkitCommand.run(["setup", "."], in: broken.root)
        #expect(result.status == 0, "\(result.errors)")
        #expect(try Self.buildBreakers(in: broken, app: "Layered App") == [])
        #expect(try broken.snapshot() == finished.snapshot())
    }

    static let strace = FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") ? "/usr/bin/strace" : nil

    @Test(
        "a real SIGKILL at the fourth link leaves a project that builds; running setup again repairs it",
        .enabled(if: strace != nil, "strace is not installed"))
    func killedByStrace() throws {
        let workspace = try Workspace(copying: Workspace.fixtures + "/Layered")
        let reference = try Workspace(copying: Workspace.fixtures + "/Layered")
        defer {
            workspace.remove()
            reference.remove()
        }
        #expect(try AirkitCommand.run(["setup", "."], in: reference.root).status == 0)
        let status = AirkitCommand.system(
            try #require(Self.strace),
            ["-f", "-o", "/dev/null", "-e", "inject=link:signal=KILL:when=4", try AirkitCommand.executable, "setup", "."],
            in: workspace.root)
        #expect(status != 0, "the run was killed")
        #expect(try Self.buildBreakers(in: workspace, app: "Layered App") == [])
        let rerun = try AirkitCommand.run(["setup", "."], in: workspace.root)
        #expect(rerun.status == 0, "\(rerun.errors)")
        #expect(try Self.leftovers(in: workspace) == [])
        #expect(try workspace.snapshot() == reference.snapshot())
    }

    @Test(
        "a file that vanishes just before setup links its backup: one line saying so, nothing changed",
        .enabled(if: strace != nil, "strace is not installed"))
    func vanishesBeforeTheLink() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let before = try workspace.snapshot()
        let result = try CapturedProcessResult.run(
            try #require(Self.strace),
            ["-f", "-o", "/dev/null", "-e", "inject=link:error=ENOENT:when=1", try AirkitCommand.executable, "setup", "."],
            in: workspace.root)
        #expect(result.status == 2)
        #expect(result.errors.contains("vanished while setup ran"), "\(result.errors)")
        #expect(!result.errors.contains("cannot write in its folder"), "\(result.errors)")
        #expect(try workspace.snapshot() == before)
    }

    @Test("another program renaming its own file over the original just before the commit: one line, its file kept")
    func renamedOverBeforeTheCommit() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let setup = ProjectSetup()
        let plan = try setup.plan(workspace.root)
        let theirs = Data("<?xml version=\"1.0\"?><plist><dict/></plist>".utf8)
        let original = workspace.path("Plain/Info.plist")
        let error = #expect(throws: SetupError.self) {
            try setup.apply(
                plan,
                on: ActsBeforeFirstLink {
                    try? theirs.write(to: URL(fileURLWithPath: original + ".tmp"))
                    rename(original + ".tmp", original)
                })
        }
        #expect(error?.description.contains("changed while setup ran") == true, "\(String(describing: error))")
        #expect(try workspace.data("Plain/Info.plist") == theirs)
        #expect(try Self.leftovers(in: workspace) == [])
    }

    static let appendOnly: ReadOnlyFolder.Method? = {
        guard getuid() == 0 else { return nil }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-append-\(UUID().uuidString)").path
        guard (try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: true)) != nil else {
            return nil
        }
        defer { try? FileManager.default.removeItem(atPath: probe) }
        guard AirkitCommand.system("/usr/bin/chattr", ["+a", probe]) == 0 else { return nil }
        AirkitCommand.system("/usr/bin/chattr", ["-a", probe])
        return .immutableAttribute
    }()

    @Test(
        "an append-only folder: one line naming it, and no temporary file left in it",
        .enabled(if: appendOnly != nil, "this system cannot make a folder append-only (needs root and chattr)"))
    func appendOnlyFolder() throws {
        let workspace = try Workspace(copying: Workspace.fixtures + "/Layered")
        defer { workspace.remove() }
        let folder = workspace.path("Configuration")
        AirkitCommand.system("/usr/bin/chattr", ["+a", folder])
        defer { AirkitCommand.system("/usr/bin/chattr", ["-a", folder]) }
        let before = try workspace.snapshot()
        let result = try AirkitCommand.run(["setup", "."], in: workspace.root)
        #expect(result.status == 2)
        #expect(result.errors.contains("append-only"), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
        #expect(try workspace.snapshot() == before)
        #expect(try Self.leftovers(in: workspace) == [])
    }

    @Test(
        "rewritten files keep their owner, group and mode; a new file takes its folder's owner and group",
        .enabled(if: getuid() == 0, "only root can give files to another user"))
    func ownersKept() throws {
        let workspace = try Workspace(copying: Workspace.fixtures + "/Layered")
        defer { workspace.remove() }
        #expect(AirkitCommand.system("/bin/chown", ["-R", "1000:1000", workspace.root]) == 0)
        #expect(chmod(workspace.path("Configuration/App.xcconfig"), 0o640) == 0)
        let result = try AirkitCommand.run(["setup", "."], in: workspace.root)
        #expect(result.status == 0, "\(result.errors)")
        for file in ["Layered.xcodeproj/project.pbxproj", "Configuration/App.xcconfig", "Layered App/Info.plist"] {
            var info = stat()
            #expect(stat(workspace.path(file), &info) == 0)
            #expect(info.st_uid == 1000 && info.st_gid == 1000, "\(file): \(info.st_uid):\(info.st_gid)")
        }
        var info = stat()
        _ = stat(workspace.path("Configuration/App.xcconfig"), &info)
        #expect(info.st_mode & 0o7777 == 0o640)
    }

    @Test("a project.pbxproj larger than the doctor reads is refused before it is read, with one line")
    func oversizedProject() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let file = workspace.path("Plain.xcodeproj/project.pbxproj")
        #expect(truncate(file, 2 << 30) == 0)
        let result = try AirkitCommand.run(["setup", "."], in: workspace.root)
        #expect(result.status == 2)
        #expect(result.errors.contains("larger than 512 MB"), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1)
    }

    @Test("an Info.plist larger than the doctor reads is refused with one line")
    func oversizedInfoPlist() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        #expect(truncate(workspace.path("Plain/Info.plist"), 600 << 20) == 0)
        let result = try AirkitCommand.run(["setup", "."], in: workspace.root)
        #expect(result.status == 2)
        #expect(result.errors.contains("too large"), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1)
    }
}

/// `CapturedProcess` for a program other than airkit, with its output.
private enum CapturedProcessResult {
    static func run(_ executable: String, _ arguments: [String], in folder: String) throws -> AirkitCommand.Result {
        let result = try CapturedProcess.run(executable, arguments, in: folder)
        return AirkitCommand.Result(status: result.status, output: result.standardOutput, errors: result.standardError)
    }
}
