import Foundation

/// A report written to a file (`--output`, `--write-baseline`): whole or not at all.
///
/// The text goes to a new file beside the destination, which is then renamed over it, so a
/// reader (a later CI step, an upload) sees the old file or the new one, never half of one, and
/// a failure leaves the destination as it was.
enum OutputFile {
    /// Why a file could not be written, as one line without the path.
    struct WriteError: Error {
        var reason: String
    }

    static func write(_ text: String, to path: String) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw WriteError(reason: "is a folder, not a file")
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch let error as CocoaError where error.code == .fileNoSuchFile || error.code == .fileWriteNoPermission {
            throw WriteError(reason: error.code == .fileNoSuchFile ? "no such folder" : "permission denied")
        } catch {
            throw WriteError(reason: "cannot be written (\((error as NSError).localizedDescription))")
        }
    }
}
