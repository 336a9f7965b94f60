import AirKitConfiguration
import Foundation

/// Turns the doctor's paths into SARIF artifact locations relative to the scanned root.
///
/// A SARIF `uri` is a URI reference, not a file path: spaces, `%`, `#`, `?`, `:` and every byte
/// outside ASCII are percent-encoded (UTF-8), so a reader that decodes it gets the file's name back.
/// A relative reference carries the base ID `%SRCROOT%`; an absolute one (a file outside the root)
/// carries none, as the specification requires.
struct SARIFLocator {
    let paths: PathDisplay
    /// Absolute and normalized.
    let root: String

    /// Folders that are one input rather than a tree to scan: their parent is the root.
    private static let packageExtensions: Set<String> = ["app", "xcarchive", "xcodeproj", "xcworkspace"]

    init(paths: PathDisplay, scannedPath: String) {
        self.paths = paths
        let scanned = paths.absolute(scannedPath)
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: scanned, isDirectory: &isDirectory) && isDirectory.boolValue
        let pathExtension = (scanned as NSString).pathExtension.lowercased()
        root = isFolder && !Self.packageExtensions.contains(pathExtension) ? scanned : FilePaths.parent(of: scanned)
    }

    /// The root as an absolute `file:` URI ending in `/`, as `originalUriBaseIds` needs it.
    var rootURI: String {
        "file://" + Self.encoded(root == "/" ? "/" : root + "/")
    }

    /// `location` in SARIF terms. When it names no file on disk (a finding about the app as a
    /// whole), `fallback` stands in for it if given.
    func location(of location: SourceLocation, fallback: String?) -> SARIFLog.Location {
        var path = location.path
        var line = location.line
        if let fallback, !Self.exists(paths.absolute(path)) {
            path = fallback
            line = nil
        }
        return SARIFLog.Location(
            physicalLocation: SARIFLog.PhysicalLocation(
                artifactLocation: artifact(path), region: line.flatMap { $0 >= 1 ? SARIFLog.Region(startLine: $0) : nil }
            )
        )
    }

    /// `path` relative to the root with the base ID, or as an absolute `file:` URI outside it.
    func artifact(_ path: String) -> SARIFLog.ArtifactLocation {
        let absolute = paths.absolute(path)
        let prefix = root == "/" ? "/" : root + "/"
        if absolute.hasPrefix(prefix), absolute.count > prefix.count {
            return SARIFLog.ArtifactLocation(
                uri: Self.encoded(String(absolute.dropFirst(prefix.count))), uriBaseId: SARIFReportRenderer.sourceRootID)
        }
        return SARIFLog.ArtifactLocation(uri: "file://" + Self.encoded(absolute), uriBaseId: nil)
    }

    private static func exists(_ path: String) -> Bool {
        !path.isEmpty && FileManager.default.fileExists(atPath: path)
    }

    /// Unreserved characters, `/` and the sub-delimiters stay; everything else becomes `%XX`.
    /// `:` is encoded too, so a relative reference never reads as a scheme.
    private static let allowed: Set<UInt8> = Set(
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@".utf8))

    private static let hexDigits = Array("0123456789ABCDEF")

    static func encoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            if allowed.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 0xF)])
            }
        }
        return result
    }
}
