import AirKitDoctor
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// Writes planned files so that either all of them change or none does.
///
/// 1. Each file's new bytes go to a temporary file in its own folder (same file system, so the
///    final rename is atomic), with the original's permissions. An original that cannot be
///    written (`access(W_OK)`: read-only, or immutable) stops setup, though a rename would work.
/// 2. Each temporary file is read back and parsed: property lists by `PropertyListSerialization`,
///    `project.pbxproj` by the doctor's parser, `.xcconfig` files by the doctor's reader.
/// 3. Each original must still hold the bytes the plan was made from (and a new file must still
///    be absent): a file that changed or vanished meanwhile stops setup.
/// 4. The originals are linked to backups, then the temporary files renamed over them; if a
///    rename fails, the ones done are put back from the backups.
/// Temporary files and backups are removed on every path out.
enum SetupWriter {
    static func write(_ planned: [PlannedFile], within projectFolder: String?, beforeRenaming: () throws -> Void)
        throws(SetupError)
    {
        // The planner never plans such a file; this is the last line of defence.
        if let projectFolder {
            let scope = ReadScope(folder: projectFolder)
            for file in planned {
                if let refusal = scope.refusal(of: file.path) {
                    throw SetupError("\(SetupPaths.shown(file.path)): \(SetupPaths.refusal(refusal))")
                }
            }
        }
        // A symbolic link stays a link: the file it points to is the one replaced.
        let files = planned.map { file in
            var resolved = file
            if file.original != nil { resolved.path = URL(fileURLWithPath: file.path).resolvingSymlinksInPath().path }
            return resolved
        }
        var temporaries: [String] = []
        defer { for path in temporaries { unlink(path) } }
        for (index, file) in files.enumerated() {
            let temporary = temporaryPath(for: file.path, index: index, suffix: "new")
            try writeNew(file, to: temporary)
            temporaries.append(temporary)
            try validate(file, writtenAt: temporary, projectFolder: projectFolder)
        }
        do {
            try beforeRenaming()
        } catch {
            throw SetupError("stopped before writing: \(error)")
        }
        for file in files { try checkUnchanged(file) }
        var backups: [(original: String, backup: String?)] = []
        var done: [(original: String, backup: String?)] = []
        defer { for case (_, let backup?) in backups { unlink(backup) } }
        for (index, file) in files.enumerated() where file.original != nil {
            let backup = temporaryPath(for: file.path, index: index, suffix: "old")
            guard link(file.path, backup) == 0 else {
                throw SetupError("\(file.path): cannot write in its folder (\(reason(errno)))")
            }
            backups.append((file.path, backup))
        }
        for (file, temporary) in zip(files, temporaries) {
            let result = file.original == nil ? link(temporary, file.path) : rename(temporary, file.path)
            guard result == 0 else {
                let failure = reason(errno)
                rollBack(done, backups: backups)
                throw SetupError("\(file.path): cannot be replaced (\(failure)); no file was changed")
            }
            done.append((file.path, backups.first { $0.original == file.path }?.backup))
        }
    }

    private static func rollBack(_ done: [(original: String, backup: String?)], backups: [(original: String, backup: String?)]) {
        for (original, backup) in done.reversed() {
            if let backup {
                rename(backup, original)
            } else {
                unlink(original)
            }
        }
    }

    private static func temporaryPath(for path: String, index: Int, suffix: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        return (folder as NSString).appendingPathComponent(".\(name).airkit-setup-\(getpid())-\(index).\(suffix)")
    }

    private static func writeNew(_ file: PlannedFile, to temporary: String) throws(SetupError) {
        let folder = (file.path as NSString).deletingLastPathComponent
        guard FileManager.default.fileExists(atPath: folder) else {
            throw SetupError("\(folder): no longer exists")
        }
        var mode: mode_t = 0o644
        if file.original != nil {
            var status = stat()
            guard stat(file.path, &status) == 0 else { throw SetupError("\(file.path): no longer exists") }
            mode = status.st_mode & 0o7777
            // Renaming over a file needs only the folder's permission; a file its owner made
            // read-only is refused all the same.
            guard access(file.path, W_OK) == 0 else {
                throw SetupError("\(file.path): cannot be written (\(reason(errno)))")
            }
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else { throw SetupError("\(file.path): cannot write in its folder (\(reason(errno)))") }
        defer { close(descriptor) }
        let written = file.updated.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let result = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return false }
                offset += result
            }
            return true
        }
        guard written, fsync(descriptor) == 0 else {
            let failure = reason(errno)
            unlink(temporary)
            throw SetupError("\(file.path): cannot write (\(failure))")
        }
    }

    private static func validate(_ file: PlannedFile, writtenAt temporary: String, projectFolder: String?) throws(SetupError) {
        guard let data = FileManager.default.contents(atPath: temporary), data == file.updated else {
            throw SetupError("\(file.path): the new file did not read back as written")
        }
        switch file.kind {
        case .infoPlist:
            do {
                _ = try InfoPlistLoader.topLevelDictionary(of: data, path: file.path)
            } catch {
                throw SetupError("\(error.description)")
            }
        case .pbxproj:
            do {
                _ = try XcodeProjectReader.read(pbxproj: data, at: file.path, sourceFilesInFolder: { _ in [] })
            } catch {
                throw SetupError("\(file.path): \(error.description)")
            }
        case .xcconfig:
            let scope = ReadScope(folder: projectFolder ?? (file.path as NSString).deletingLastPathComponent)
            let new = SettingsLayer(xcconfigText: String(decoding: data, as: UTF8.self), as: file.path, within: scope)
            let old = SettingsLayer(xcconfigAt: file.path, within: scope)
            let sameKeys = new.assignments.map(\.key) == old.assignments.map(\.key)
            let onlyOff = zip(old.assignments, new.assignments).allSatisfy { $0.value == $1.value || $1.value == "NO" }
            guard sameKeys, onlyOff, new.problems.count == old.problems.count else {
                throw SetupError("\(file.path): the edited file reads differently; nothing written")
            }
        }
    }

    private static func checkUnchanged(_ file: PlannedFile) throws(SetupError) {
        guard let original = file.original else {
            guard !FileManager.default.fileExists(atPath: file.path) else {
                throw SetupError("\(file.path): appeared while setup ran; nothing written")
            }
            return
        }
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw SetupError("\(file.path): vanished while setup ran; nothing written")
        }
        guard FileManager.default.contents(atPath: file.path) == original else {
            throw SetupError("\(file.path): changed while setup ran; nothing written")
        }
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
