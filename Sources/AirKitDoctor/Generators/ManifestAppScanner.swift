import Foundation

/// Finds the app targets in the text of a Tuist `Project.swift` or a SwiftPM `Package.swift`.
enum ManifestAppScanner {
    /// How far before `product: .app` the target's `name:` may be, and after it its other
    /// arguments; real manifests keep a target's arguments within a few hundred characters.
    static let argumentWindow = 2_000
    /// No real manifest declares more app targets; past this a file is not read further, so a
    /// hostile one cannot make the work grow with the number of `product: .app` it repeats.
    static let maximumApps = 256

    /// App targets of a Tuist manifest. `helperTexts` are the Swift files of
    /// `Tuist/ProjectDescriptionHelpers`, where a name written as `Constants.appName` is defined.
    static func tuistApps(in text: String, manifestPath: String, helperTexts: [String]) -> [ManifestApp] {
        var lines = LineTracker(text)
        return text.matches(of: /product:\s*\.app\b/).prefix(maximumApps).compactMap { product in
            tuistApp(at: product.range, in: text, manifestPath: manifestPath, helperTexts: helperTexts, lines: &lines)
        }
    }

    /// The app whose `product: .app` argument is at `productRange`.
    private static func tuistApp(
        at productRange: Range<String.Index>, in text: String, manifestPath: String, helperTexts: [String],
        lines: inout LineTracker
    ) -> ManifestApp? {
        let folder = FilePaths.parent(of: manifestPath)
        let windowStart = text.index(productRange.lowerBound, offsetBy: -argumentWindow, limitedBy: text.startIndex)
        let windowEnd = text.index(productRange.upperBound, offsetBy: argumentWindow, limitedBy: text.endIndex)
        let before: Substring = text[(windowStart ?? text.startIndex)..<productRange.lowerBound]
        let after: Substring = text[productRange.upperBound..<(windowEnd ?? text.endIndex)]
        let names = before.matches(of: /\bname:\s*(?:"(?<literal>[^"\n]*)"|(?<reference>[A-Za-z_][\w.]*))/)
        guard let nameMatch = names.last else { return nil }
        var name: String
        if let literal = nameMatch.output.literal {
            name = String(literal)
        } else if let reference = nameMatch.output.reference, let resolved = resolve(String(reference), in: [text] + helperTexts)
        {
            name = resolved
        } else {
            name = InputDiscovery.lastComponent(of: folder)
        }
        if name.isEmpty { name = InputDiscovery.lastComponent(of: folder) }
        let arguments: Substring = text[nameMatch.range.lowerBound..<after.endIndex]
        return ManifestApp(
            name: name, generator: .tuist, manifestPath: manifestPath, line: lines.line(at: nameMatch.range.lowerBound),
            platform: platform(in: arguments),
            infoPlistPath: infoPlistFile(in: after).map { FilePaths.resolve($0, against: folder) })
    }

    /// `.iOSApplication(name: "…")` products of a package manifest.
    static func swiftPMApps(in text: String, manifestPath: String) -> [ManifestApp] {
        var lines = LineTracker(text)
        return text.matches(of: /\.iOSApplication\(\s*name:\s*"(?<name>[^"\n]+)"/).prefix(maximumApps).map { match in
            ManifestApp(
                name: String(match.output.name), generator: .swiftPM, manifestPath: manifestPath,
                line: lines.line(at: match.range.lowerBound), platform: "iOS", infoPlistPath: nil)
        }
    }

    /// The string a `name = "…"` or `let name: String = "…"` declaration gives `reference`'s last
    /// component, in the first text that has one.
    private static func resolve(_ reference: String, in texts: [String]) -> String? {
        let member = reference.split(separator: ".").last.map(String.init) ?? reference
        for text in texts {
            for match in text.matches(of: /\b(?<member>[A-Za-z_]\w*)\s*(?::\s*String\s*)?=\s*"(?<value>[^"\\\n]*)"/)
            where match.output.member == member {
                return String(match.output.value)
            }
        }
        return nil
    }

    /// `iOS` unless the arguments name another platform: `platform: .tvOS`, `destinations: .macOS`,
    /// or destinations without an iPhone or iPad.
    private static func platform(in arguments: Substring) -> String {
        guard let match = arguments.firstMatch(of: /\b(?:platform|destinations):\s*(?<value>\.\w+|\[[^\]]*\])/) else {
            return "iOS"
        }
        let value = match.output.value.lowercased()
        if value.contains("ios") || value.contains("iphone") || value.contains("ipad") { return "iOS" }
        for (marker, platform) in [("tv", "tvOS"), ("watch", "watchOS"), ("vision", "visionOS"), ("mac", "macOS")]
        where value.contains(marker) {
            return platform
        }
        return "iOS"
    }

    /// The path of `infoPlist: .file(path: "…")` or `infoPlist: "…"`.
    private static func infoPlistFile(in arguments: Substring) -> String? {
        arguments.firstMatch(of: /\binfoPlist:\s*(?:\.file\(\s*path:\s*)?"(?<path>[^"\n]+)"/).map { String($0.output.path) }
    }
}

/// The 1-based line of positions in a text asked in increasing order: each answer counts on from
/// the previous one, so all the lines of a file's matches cost one pass over it.
struct LineTracker {
    private let text: String
    private var index: String.Index
    private var line = 1

    init(_ text: String) {
        self.text = text
        index = text.startIndex
    }

    mutating func line(at position: String.Index) -> Int {
        if position < index {
            index = text.startIndex
            line = 1
        }
        // A CR LF pair is one Character; LF, CR LF and a lone CR each end a line, as in the lexers.
        line = text[index..<position].reduce(line) { $1 == "\n" || $1 == "\r\n" || $1 == "\r" ? $0 + 1 : $0 }
        index = position
        return line
    }
}
