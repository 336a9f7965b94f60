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

    /// AirKit's own plugins, as the recipes in `Recipes/` name them: the Flutter package, and the npm
    /// packages of React Native and Capacitor. Their native half makes the app's root view controller an
    /// AirKit source (`AirKitAddSource`), so depending on one registers the scene accessory on iOS 27.
    static let airKitPlugins = ["airkit_flutter", "react-native-airkit", "capacitor-airkit"]

    /// How many folders above the project folder are looked in (`ios/` below the app's root).
    static let foldersAbove = 2

    /// What the dependency manifests near a project say.
    struct Found {
        /// Known external-display plugins, each with the line it is written on.
        var signals: [CodeEvidence.ExternalDisplaySignal] = []
        /// AirKit's own plugins, as sources.
        var airKitSources: [CodeEvidence.AccessorySource] = []
        /// The framework the manifests belong to.
        var framework: AppFramework?
    }

    /// The signals in the manifests of the folder holding `projectPath` (absolute) and the
    /// ``foldersAbove`` folders above it that `scope` admits, each with the line it is written on.
    static func signals(nearProjectAt projectPath: String, scope: ReadScope, paths: PathDisplay)
        -> [CodeEvidence.ExternalDisplaySignal]
    {
        read(nearProjectAt: projectPath, scope: scope, paths: paths).signals
    }

    /// Reads the manifests of the folder holding `projectPath` (absolute) and of the ``foldersAbove``
    /// folders above it that `scope` admits, stopping at the first folder that has any.
    static func read(nearProjectAt projectPath: String, scope: ReadScope, paths: PathDisplay) -> Found {
        var folder = FilePaths.parent(of: projectPath)
        var found = Found()
        // Plugin signals come from the nearest folder that has any; the framework and AirKit's plugins
        // from the nearest `pubspec.yaml` or `package.json`, which may be a folder further up.
        var signalsDone = false
        var sawManifest = false
        for _ in 0...foldersAbove {
            guard folder == scope.folder || InputDiscovery.isInside(folder, folder: scope.folder) else { break }
            for name in ["pubspec.yaml", "package.json", "Podfile.lock"] {
                let path = InputDiscovery.join(folder, name)
                guard FileStatus.of(path) != .missing,
                    let data = try? FileReading.contents(of: path, limit: ReadLimits.dependencyManifestBytes, within: scope)
                else { continue }
                let text = String(decoding: data, as: UTF8.self)
                let at = { (line: Int) in SourceLocation(path: paths.relative(path), line: line) }
                var signalLines: [Int] = []
                switch name {
                case "pubspec.yaml":
                    signalLines = pubspecDependencyLines(text)
                    if !sawManifest {
                        found.airKitSources += pubspecDependencyLines(text, naming: airKitPlugins).map(airKitSource(at))
                        if !pubspecDependencyLines(text, naming: ["flutter"]).isEmpty { found.framework = .flutter }
                    }
                    sawManifest = true
                case "package.json":
                    signalLines = packageDependencyLines(text)
                    if !sawManifest {
                        found.airKitSources += packageDependencyLines(text, naming: airKitPlugins).map(airKitSource(at))
                        found.framework = found.framework ?? framework(ofPackage: text)
                    }
                    sawManifest = true
                default:
                    signalLines = podLines(text)
                }
                if !signalsDone { found.signals += signalLines.map { .init(kind: .externalDisplayPlugin, location: at($0)) } }
            }
            if !found.signals.isEmpty { signalsDone = true }
            if (signalsDone && sawManifest) || folder == scope.folder { break }
            folder = FilePaths.parent(of: folder)
        }
        return found
    }

    /// The framework a `package.json` depends on: Capacitor (whose apps may use React as a web
    /// framework, never React Native), else React Native.
    static func framework(ofPackage text: String) -> AppFramework? {
        if !packageDependencyLines(text, naming: ["@capacitor/ios", "@capacitor/core"], matchingScope: false).isEmpty {
            return .capacitor
        }
        if !packageDependencyLines(text, naming: ["react-native"], matchingScope: false).isEmpty { return .reactNative }
        return nil
    }

    private static func airKitSource(_ at: @escaping (Int) -> SourceLocation) -> (Int) -> CodeEvidence.AccessorySource {
        { line in CodeEvidence.AccessorySource(kind: .airKitPlugin, location: at(line)) }
    }

    /// Lines of `dependencies:` entries (not `dev_dependencies:`) that name a known plugin, or one of `names`.
    static func pubspecDependencyLines(_ text: String, naming names: [String] = known) -> [Int] {
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
            if names.contains(String(key)) { lines.append(index + 1) }
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

    /// Lines of a `"dependencies"` object's keys that name a known plugin, or one of `names`; with
    /// `matchingScope`, a scoped name (`@isvend/expo-external-display`) matches by its last part. The
    /// object may be written on one line (`"dependencies": { "react-native": "0.81.0" }`) or over several.
    static func packageDependencyLines(_ text: String, naming names: [String] = known, matchingScope: Bool = true) -> [Int] {
        var inDependencies = false
        var lines: [Int] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line.drop { $0 == " " || $0 == "\t" }
            if rest.hasPrefix("\"dependencies\"") {
                inDependencies = true
                rest = rest.drop { $0 != "{" }.dropFirst()
            }
            guard inDependencies else { continue }
            let closes = rest.firstIndex(of: "}")
            for key in keys(in: rest[..<(closes ?? rest.endIndex)]) {
                let last = key.split(separator: "/").last.map(String.init) ?? ""
                if names.contains(String(key)) || (matchingScope && names.contains(last)) { lines.append(index + 1) }
            }
            if closes != nil { inDependencies = false }
        }
        return lines
    }

    /// The quoted strings of `text` that a colon follows: the keys of a JSON object's entries.
    private static func keys(in text: Substring) -> [Substring] {
        var keys: [Substring] = []
        var rest = text
        while let open = rest.firstIndex(of: "\"") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "\"") else { break }
            let after = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" }
            if after.first == ":" {
                keys.append(rest[afterOpen..<close])
                // Skip the value: a string value's quotes are not a key.
                let value = after.dropFirst().drop { $0 == " " || $0 == "\t" }
                if value.first == "\"", let end = value.dropFirst().firstIndex(of: "\"") {
                    rest = value[value.index(after: end)...]
                    continue
                }
                rest = value
            } else {
                rest = rest[rest.index(after: close)...]
            }
        }
        return keys
    }
}
