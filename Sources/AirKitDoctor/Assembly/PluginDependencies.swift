import AirKitConfiguration
import Foundation

/// Known external-display plugins an app depends on in its own `pubspec.yaml` (Flutter),
/// `package.json` (React Native, Expo) or `Podfile.lock` (the pods those link in, also for a
/// module autolinked from a folder), next to its Xcode project or in a folder above it.
///
/// A Flutter, React Native or Expo app's native project often never names the plugin that drives
/// its second screen: the build links it in from the dependency list. The plugins below put the
/// app's content on each new screen, so depending on one is a sign the app means to use an
/// external display (``CodeEvidence/ExternalDisplaySignal/Kind/externalDisplayPlugin``).
enum PluginDependencies {
    /// Dependency names, matched whole or as the last part of a scoped npm name
    /// (`@isvend/expo-external-display`).
    static let known = [
        "presentation_displays", "external_display", "react-native-external-display", "expo-external-display",
    ]

    /// Pod names in `Podfile.lock`: Flutter plugins keep their package name, Expo modules get one of their own.
    static let knownPods = [
        "presentation_displays", "external_display", "react-native-external-display", "ExpoExternalDisplay",
    ]

    /// How many folders above the project folder are looked in (`ios/` below the app's root).
    static let foldersAbove = 2

    /// The signals in the manifests of the folder holding `projectPath` (absolute) and the
    /// ``foldersAbove`` folders above it that `scope` admits, each with the line it is written on.
    static func signals(nearProjectAt projectPath: String, scope: ReadScope, paths: PathDisplay)
        -> [CodeEvidence.ExternalDisplaySignal]
    {
        var folder = FilePaths.parent(of: projectPath)
        var signals: [CodeEvidence.ExternalDisplaySignal] = []
        for _ in 0...foldersAbove {
            guard folder == scope.folder || InputDiscovery.isInside(folder, folder: scope.folder) else { break }
            for name in ["pubspec.yaml", "package.json", "Podfile.lock"] {
                let path = InputDiscovery.join(folder, name)
                guard FileStatus.of(path) != .missing,
                    let data = try? FileReading.contents(of: path, limit: ReadLimits.dependencyManifestBytes, within: scope)
                else { continue }
                let text = String(decoding: data, as: UTF8.self)
                let lines =
                    switch name {
                    case "pubspec.yaml": pubspecDependencyLines(text)
                    case "package.json": packageDependencyLines(text)
                    default: podLines(text)
                    }
                signals += lines.map {
                    .init(kind: .externalDisplayPlugin, location: SourceLocation(path: paths.relative(path), line: $0))
                }
            }
            if !signals.isEmpty || folder == scope.folder { break }
            folder = FilePaths.parent(of: folder)
        }
        return signals
    }

    /// Lines of `dependencies:` entries (not `dev_dependencies:`) that name a known plugin.
    static func pubspecDependencyLines(_ text: String) -> [Int] {
        var section = ""
        var lines: [Int] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let first = line.first, first != "#" else { continue }
            if first != " " && first != "\t" {
                section = String(line.prefix { $0 != ":" })
                continue
            }
            guard section == "dependencies" else { continue }
            let key = line.drop { $0 == " " || $0 == "\t" }.prefix { $0 != ":" }
            if known.contains(String(key)) { lines.append(index + 1) }
        }
        return lines
    }

    /// Lines of the `PODS:` list's top-level entries (`  - ExpoExternalDisplay (0.1.0):`) that name a known pod.
    static func podLines(_ text: String) -> [Int] {
        var inPods = false
        var lines: [Int] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let first = line.first, first != " " {
                inPods = line.hasPrefix("PODS:")
                continue
            }
            guard inPods, line.hasPrefix("  - ") else { continue }
            let name = line.dropFirst(4).prefix { $0 != " " && $0 != ":" && $0 != "/" }
            if knownPods.contains(String(name)) { lines.append(index + 1) }
        }
        return lines
    }

    /// Lines of a `"dependencies"` object's keys that name a known plugin.
    static func packageDependencyLines(_ text: String) -> [Int] {
        var inDependencies = false
        var lines: [Int] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("\"dependencies\"") {
                inDependencies = true
                continue
            }
            guard inDependencies else { continue }
            if trimmed.hasPrefix("}") {
                inDependencies = false
                continue
            }
            guard trimmed.hasPrefix("\""), let close = trimmed.dropFirst().firstIndex(of: "\"") else { continue }
            let key = trimmed[trimmed.index(after: trimmed.startIndex)..<close]
            let last = key.split(separator: "/").last.map(String.init) ?? ""
            if known.contains(last) { lines.append(index + 1) }
        }
        return lines
    }
}
