import AirKitConfiguration
import Foundation
import Testing

/// Comparisons of property lists as data, and of texts line by line.
enum PlistChecks {
    static let role = "UIWindowSceneSessionRoleExternalDisplayNonInteractive"

    static func dictionary(_ data: Data) throws -> [String: Any] {
        var format = PropertyListSerialization.PropertyListFormat.xml
        let value = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        return try #require(value as? [String: Any])
    }

    static func format(_ data: Data) throws -> PropertyListSerialization.PropertyListFormat {
        var format = PropertyListSerialization.PropertyListFormat.xml
        _ = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        return format
    }

    /// The plist written with sorted keys, to compare two plists as data.
    static func canonical(_ plist: [String: Any]) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
    }

    /// `plist` without what setup adds: the role's configuration named `configurationName`, and
    /// then any container left empty that was not in `before`.
    static func withoutAddition(_ plist: [String: Any], before: [String: Any]) -> [String: Any] {
        var result = plist
        var manifest = plist["UIApplicationSceneManifest"] as? [String: Any] ?? [:]
        var configurations = manifest["UISceneConfigurations"] as? [String: Any] ?? [:]
        var entries = configurations[role] as? [Any] ?? []
        entries.removeAll { ($0 as? [String: Any])?["UISceneConfigurationName"] as? String == AirKitSceneConfiguration.name }
        let beforeManifest = before["UIApplicationSceneManifest"] as? [String: Any]
        let beforeConfigurations = beforeManifest?["UISceneConfigurations"] as? [String: Any]
        if beforeConfigurations?[role] == nil { configurations[role] = nil } else { configurations[role] = entries }
        if beforeManifest?["UISceneConfigurations"] == nil {
            manifest["UISceneConfigurations"] = nil
        } else {
            manifest["UISceneConfigurations"] = configurations
        }
        result["UIApplicationSceneManifest"] = beforeManifest == nil ? nil : manifest
        return result
    }

    /// The configurations of the external-display role.
    static func roleEntries(_ plist: [String: Any]) -> [[String: Any]] {
        let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
        return (configurations?[role] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
    }

    /// Whether every line of `old` is in `new`, in order, byte for byte: `new` only adds lines.
    /// An empty `<dict/>` or `<array/>` may become `<dict>` (its content and `</dict>` are then
    /// added lines), as nothing can be put inside it otherwise.
    static func onlyAddsLines(old: Data, new: Data) -> Bool {
        let oldLines = old.split(separator: 0x0A, omittingEmptySubsequences: false)
        let newLines = new.split(separator: 0x0A, omittingEmptySubsequences: false)
        var index = 0
        for line in newLines where index < oldLines.count {
            if line == oldLines[index] || opens(line, emptied: oldLines[index]) { index += 1 }
        }
        return index == oldLines.count
    }

    /// `<dict>` in place of `<dict/>` (or the same for `<array/>`), with the same indentation.
    private static func opens(_ new: Data.SubSequence, emptied old: Data.SubSequence) -> Bool {
        let oldText = String(decoding: old, as: UTF8.self)
        let newText = String(decoding: new, as: UTF8.self)
        return ["dict", "array"].contains { name in
            oldText.contains("<\(name)/>") && newText == oldText.replacingOccurrences(of: "<\(name)/>", with: "<\(name)>")
        }
    }

    /// The lines of `new` that `old` does not have (assuming ``onlyAddsLines(old:new:)``).
    static func addedLineCount(old: Data, new: Data) -> Int {
        new.split(separator: 0x0A, omittingEmptySubsequences: false).count
            - old.split(separator: 0x0A, omittingEmptySubsequences: false).count
    }
}
