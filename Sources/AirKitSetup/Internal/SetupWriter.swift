import AirKitDoctor
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a plan so that no step leaves a project that does not build, and any failure it can
/// see leaves every file as it was.
///
/// 1. **Look first, write nothing.** Every file is inside the project folder; its folder exists,
///    is writable, and is neither immutable nor append-only (where a temporary file could never
///    be removed again); each original is writable, not immutable or append-only, and still holds
///    the bytes the plan was made from; each new file is still absent.
/// 2. **Temporary files.** Each file's new bytes go to `.<name>.airkit-setup-<pid>-<run>-<n>.new` in its
///    own folder (same file system, so the final rename is atomic), with the original's mode,
///    owner and group (a new file takes its folder's owner and group), synced, read back and
///    parsed: property lists by the doctor's reader, `project.pbxproj` by the doctor's parser,
///    `.xcconfig` files by the doctor's reader, as the original would be read.
/// 3. **Commit, in an order where every step builds.** A `project.pbxproj` that must first make
///    room for a new file (a synchronized folder's membership exception) gets that first; then
///    new files are linked into place; then edited Info.plists and `.xcconfig` files replace
///    theirs; the `project.pbxproj` that names the new files goes last. Each original is first
///    linked to a backup (`….old`) and checked to still hold the planned bytes (another process
///    may have renamed a file over it); then the new file is renamed over it. If a step fails,
///    the steps done are undone from the backups, in reverse.
/// 4. Temporary files and backups are removed on every path out, and so are those an interrupted
///    run left behind (``SetupPlan/leftovers``).
///
/// A crash or `SIGKILL` at any point leaves a project that builds: each file is either the old
/// one or the new one, never a project naming a file that does not exist yet. Running setup again
/// finishes the job and removes what the interrupted run left.
enum SetupWriter {
    /// One rename or link of the commit, in order.
    private struct Step {
        enum Kind {
            case replace
            case create
        }

        var kind: Kind
        /// Where the file is, as planned (links inside the project kept as written), for messages.
        var shown: String
        /// What is renamed over: for a replacement, the file a link inside the project points at.
        var target: String
        var fileKind: PlannedFile.Kind
        /// The bytes the target holds before this step (`nil` when it is created).
        var before: Data?
        var after: Data
        var temporary = ""
        var backup: String?
        var mode: mode_t = 0o666
        var owner: (user: uid_t, group: gid_t)?
    }

    /// Returns the leftovers of interrupted runs that could not be removed, with the reason.
    static func write(
        _ plan: SetupPlan, on fileSystem: some SetupFileSystem, beforeRenaming: () throws -> Void
    ) throws(SetupError) -> [String: String] {
        let scope = plan.projectFolder.map { ReadScope(folder: $0) }
        if let scope {
            for file in plan.files {
                if let refusal = scope.refusal(of: file.path) {
                    throw SetupError("\(SetupPaths.shown(file.path)): \(SetupPaths.refusal(refusal))")
                }
            }
        }
        var steps = commitOrder(plan.files)
        // Names no earlier run can have used, even one whose process ID came round again.
        let run = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        try preflight(&steps)
        var temporaries: [String] = []
        var backups: [String] = []
        defer {
            for path in temporaries + backups { _ = fileSystem.unlink(path) }
        }
        for index in steps.indices {
            steps[index].temporary = temporaryPath(for: steps[index].target, run: run, index: index, suffix: "new")
            try writeTemporary(steps[index], on: fileSystem)
            temporaries.append(steps[index].temporary)
            try validate(steps[index], within: scope)
        }
        do {
            try beforeRenaming()
        } catch {
            throw SetupError("stopped before writing: \(error)")
        }
        try checkUnchanged(steps)
        var done: [Step] = []
        for index in steps.indices {
            do {
                try commit(
                    &steps[index], backup: temporaryPath(for: steps[index].target, run: run, index: index, suffix: "old"),
                    on: fileSystem, backups: &backups)
                done.append(steps[index])
            } catch {
                rollBack(done, on: fileSystem)
                throw error
            }
        }
        var unremoved: [String: String] = [:]
        for path in plan.leftovers where fileSystem.unlink(path) != 0 {
            unremoved[path] = reason(errno)
        }
        return unremoved
    }

    // MARK: - Order

    /// First the `project.pbxproj` stages that make room for new files, then the new files, then
    /// the other edits, then the `project.pbxproj` itself.
    private static func commitOrder(_ files: [PlannedFile]) -> [Step] {
        func step(_ file: PlannedFile, before: Data?, after: Data) -> Step {
            let target =
                file.original == nil ? file.path : URL(fileURLWithPath: file.path).resolvingSymlinksInPath().path
            return Step(
                kind: file.original == nil ? .create : .replace, shown: SetupPaths.shown(file.path), target: target,
                fileKind: file.kind, before: before, after: after)
        }
        let staged = files.compactMap { file in file.intermediate.map { step(file, before: file.original, after: $0) } }
        let created = files.filter { $0.original == nil }.map { step($0, before: nil, after: $0.updated) }
        let edited = files.filter { $0.original != nil && $0.kind != .pbxproj }.map {
            step($0, before: $0.original, after: $0.updated)
        }
        let projects = files.filter { $0.original != nil && $0.kind == .pbxproj && $0.intermediate != $0.updated }.map {
            step($0, before: $0.intermediate ?? $0.original, after: $0.updated)
        }
        return staged + created + edited + projects
    }

    // MARK: - Looking first

    private static func preflight(_ steps: inout [Step]) throws(SetupError) {
        var checked = Set<String>()
        for index in steps.indices {
            let step = steps[index]
            let folder = (step.target as NSString).deletingLastPathComponent
            var folderInfo = stat()
            guard stat(folder, &folderInfo) == 0, folderInfo.st_mode & S_IFMT == S_IFDIR else {
                throw SetupError("\(step.shown): its folder no longer exists; nothing written")
            }
            if let restriction = FileFlags.restriction(of: folder) {
                throw SetupError(
                    "\(step.shown): cannot write in its folder (the folder is \(restriction.description), so setup could not replace a file in it or remove its own); nothing written"
                )
            }
            guard access(folder, W_OK) == 0 else {
                throw SetupError("\(step.shown): cannot write in its folder (\(reason(errno))); nothing written")
            }
            switch step.kind {
            case .create:
                var info = stat()
                guard lstat(step.target, &info) != 0 else {
                    throw SetupError("\(step.shown): appeared while setup ran; nothing written")
                }
                steps[index].owner = (folderInfo.st_uid, folderInfo.st_gid)
            case .replace:
                var info = stat()
                guard stat(step.target, &info) == 0 else {
                    throw SetupError("\(step.shown): vanished while setup ran; nothing written")
                }
                steps[index].mode = info.st_mode & 0o7777
                steps[index].owner = (info.st_uid, info.st_gid)
                if let restriction = FileFlags.restriction(of: step.target) {
                    throw SetupError("\(step.shown): cannot be written (the file is \(restriction.description))")
                }
                // Renaming over a file needs only the folder's permission; a file its owner made
                // read-only is refused all the same.
                guard access(step.target, W_OK) == 0 else {
                    throw SetupError("\(step.shown): cannot be written (\(reason(errno)))")
                }
                if checked.insert(step.target).inserted, let before = step.before {
                    guard contents(of: step.target, expecting: before) == before else {
                        throw SetupError("\(step.shown): changed while setup ran; nothing written")
                    }
                }
            }
        }
    }

    /// The file's bytes, read no further than one byte past `expected`'s length: enough to tell
    /// whether it still holds them, whatever has grown there meanwhile.
    private static func contents(of path: String, expecting expected: Data) -> Data? {
        try? FileReading.contents(of: path, limit: expected.count + 1)
    }

    /// Each original still holds what this run's first step expects; each new file is still absent.
    private static func checkUnchanged(_ steps: [Step]) throws(SetupError) {
        var checked = Set<String>()
        for step in steps where checked.insert(step.target).inserted {
            switch step.kind {
            case .create:
                var info = stat()
                guard lstat(step.target, &info) != 0 else {
                    throw SetupError("\(step.shown): appeared while setup ran; nothing written")
                }
            case .replace:
                guard FileManager.default.fileExists(atPath: step.target) else {
                    throw SetupError("\(step.shown): vanished while setup ran; nothing written")
                }
                guard let before = step.before, contents(of: step.target, expecting: before) == before else {
                    throw SetupError("\(step.shown): changed while setup ran; nothing written")
                }
            }
        }
    }

    // MARK: - Temporary files

    /// `.<name>.airkit-setup-<pid>-<run>-<n>.<suffix>` beside `path` (see ``Leftovers``).
    private static func temporaryPath(for path: String, run: String, index: Int, suffix: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        return (folder as NSString).appendingPathComponent(".\(name).airkit-setup-\(getpid())-\(run)-\(index).\(suffix)")
    }

    private static func writeTemporary(_ step: Step, on fileSystem: some SetupFileSystem) throws(SetupError) {
        // A replacement starts private and takes the original's mode; a new file is made as any
        // new file is (the umask applies).
        let descriptor = fileSystem.create(step.temporary, mode: step.kind == .replace ? 0o600 : 0o666)
        guard descriptor >= 0 else {
            throw SetupError("\(step.shown): cannot write in its folder (\(reason(errno))); nothing written")
        }
        var failure: Int32?
        if step.kind == .replace, fileSystem.setMode(descriptor, step.mode) != 0 { failure = errno }
        if let owner = step.owner, fileSystem.setOwner(descriptor, owner: owner.user, group: owner.group) != 0 {
            // Only root may give a file away; keeping the group may still be allowed.
            _ = fileSystem.setOwner(descriptor, owner: uid_t.max, group: owner.group)
        }
        let written = step.after.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let result = fileSystem.write(descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return false }
                offset += result
            }
            return true
        }
        if failure == nil, !written || fileSystem.synchronize(descriptor) != 0 { failure = errno }
        if fileSystem.close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            throw SetupError("\(step.shown): cannot write (\(reason(failure))); nothing written")
        }
    }

    private static func validate(_ step: Step, within scope: ReadScope?) throws(SetupError) {
        guard contents(of: step.temporary, expecting: step.after) == step.after else {
            throw SetupError("\(step.shown): the new file did not read back as written; nothing written")
        }
        let data = step.after
        switch step.fileKind {
        case .infoPlist:
            do {
                _ = try InfoPlistLoader.topLevelDictionary(of: data, path: step.shown)
            } catch {
                throw SetupError("\(error.description)")
            }
        case .pbxproj:
            do {
                _ = try XcodeProjectReader.read(pbxproj: data, at: step.target, sourceFilesInFolder: { _ in [] })
            } catch {
                throw SetupError("\(step.shown): \(error.description)")
            }
        case .xcconfig:
            let scope = scope ?? ReadScope(folder: (step.target as NSString).deletingLastPathComponent)
            let new = SettingsLayer(xcconfigText: String(decoding: data, as: UTF8.self), as: step.target, within: scope)
            let old = SettingsLayer(
                xcconfigText: String(decoding: step.before ?? Data(), as: UTF8.self), as: step.target, within: scope)
            let sameKeys = new.assignments.map(\.key) == old.assignments.map(\.key)
            let onlyOff = zip(old.assignments, new.assignments).allSatisfy { $0.value == $1.value || $1.value == "NO" }
            guard sameKeys, onlyOff, new.problems.count == old.problems.count else {
                throw SetupError("\(step.shown): the edited file reads differently; nothing written")
            }
        }
    }

    // MARK: - Commit

    private static func commit(
        _ step: inout Step, backup: String, on fileSystem: some SetupFileSystem, backups: inout [String]
    ) throws(SetupError) {
        switch step.kind {
        case .create:
            guard fileSystem.link(step.temporary, step.target) == 0 else {
                let code = errno
                throw SetupError(
                    code == EEXIST
                        ? "\(step.shown): appeared while setup ran; no file was changed"
                        : "\(step.shown): cannot be created (\(reason(code))); no file was changed")
            }
            _ = fileSystem.unlink(step.temporary)
        case .replace:
            guard fileSystem.link(step.target, backup) == 0 else {
                let code = errno
                throw SetupError(
                    code == ENOENT
                        ? "\(step.shown): vanished while setup ran (another program moved or replaced it); no file was changed"
                        : "\(step.shown): cannot write in its folder (\(reason(code))); no file was changed")
            }
            backups.append(backup)
            // The backup is the file about to be replaced: another program may have renamed its
            // own version over the original since setup last looked.
            guard let before = step.before, contents(of: backup, expecting: before) == before else {
                _ = fileSystem.unlink(backup)
                backups.removeLast()
                throw SetupError(
                    "\(step.shown): changed while setup ran (another program replaced it); no file was changed")
            }
            step.backup = backup
            guard fileSystem.rename(step.temporary, step.target) == 0 else {
                throw SetupError("\(step.shown): cannot be replaced (\(reason(errno))); no file was changed")
            }
        }
    }

    /// Undoes the steps done, newest first: a replaced file gets its backup back, a created one goes.
    private static func rollBack(_ done: [Step], on fileSystem: some SetupFileSystem) {
        for step in done.reversed() {
            switch step.kind {
            case .create: _ = fileSystem.unlink(step.target)
            case .replace: if let backup = step.backup { _ = fileSystem.rename(backup, step.target) }
            }
        }
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
