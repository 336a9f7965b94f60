import AirKitDoctor
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files and backups a run of setup that was killed left behind:
/// `.<name>.airkit-setup-<pid>-<run>-<n>.new` and `….old` (earlier versions wrote
/// `.<name>.airkit-setup-<pid>-<n>.new`) in the folders it writes in, whose process is gone. A
/// file of a run still going (another live process) is left to it; one that carries this
/// process's own ID was left by a killed run whose ID came round again, as this process has not
/// written yet when it plans. Only regular files are taken: a folder of such a name is not one
/// setup made, and is left alone.
enum Leftovers {
    static func find(in folders: Set<String>) -> [String] {
        var found: [String] = []
        for folder in folders.sorted() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() {
                guard let pid = processID(inName: name), pid == getpid() || !isRunning(pid) else { continue }
                let path = (folder as NSString).appendingPathComponent(name)
                // Setup leaves files; a folder (or anything else) of that name is not its own.
                var info = stat()
                guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                found.append(path)
            }
        }
        return found
    }

    /// The process ID in a temporary file's or backup's name; `nil` for any other name.
    static func processID(inName name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".new") || name.hasSuffix(".old"),
            let marker = name.range(of: ".airkit-setup-", options: .backwards)
        else { return nil }
        let parts = name[marker.upperBound...].dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), let pid = pid_t(parts[0]), pid > 0, Int(parts[parts.count - 1]) != nil
        else { return nil }
        return pid
    }

    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
