import AirKitConfiguration
import Foundation

/// Where a Unity game shows it means to use another display: a call to
/// `Display.displays[i].Activate` in its C# scripts, or in their IL2CPP output, the C++ the export
/// compiles (Documentation/PlatformFacts.md, "Unity's displays").
///
/// Unity's own code observes every screen for every game (``VendoredCode``); the game asks for one
/// only by activating it. The export's IL2CPP output holds the game's assemblies beside the engine's:
/// only the former are read, and only a call counts, not the declaration or definition every
/// export that keeps the method carries. The C# scripts are read when the Unity project (`Assets/`
/// beside `ProjectSettings/ProjectVersion.txt`) lies in the folder the doctor runs on, at or above
/// the export. Every read stays within the ``ReadScope`` and its folder budget.
enum UnityDisplayActivations {
    /// IL2CPP's mangled name of `UnityEngine.Display::Activate`, before its per-build suffix.
    static let il2cppMethod = Array("Display_Activate_m".utf8)
    /// The folders an export keeps its IL2CPP output in: before Unity 2022, and since.
    static let il2cppFolders = ["Classes/Native", "Il2CppOutputProject/Source/il2cppOutput"]
    /// Assemblies of the engine and the runtime, which every game carries: not the game's code.
    static let engineAssemblyPrefixes = [
        "UnityEngine", "Unity.", "UnityClassRegistration", "UnityICallRegistration", "mscorlib", "System", "Mono.",
        "Il2Cpp", "Generic", "Bulk_UnityEngine", "Bulk_mscorlib", "Bulk_System", "Bulk_Mono", "Bulk_Generics",
    ]
    /// The most signs kept: one is enough to show intent.
    static let maximumSignals = 4

    /// Whether `root` (absolute) holds a Unity iOS export: its app controller or its framework header.
    static func isExport(at root: String) -> Bool {
        ["Classes/UnityAppController.mm", "UnityFramework/UnityFramework.h"].contains { file in
            if case .regularFile = FileStatus.of(InputDiscovery.join(root, file)) { true } else { false }
        }
    }

    /// The game's calls to `Display.Activate` for the export at `root` (absolute).
    static func signals(forExportAt root: String, scope: ReadScope, paths: PathDisplay) -> [CodeEvidence.ExternalDisplaySignal] {
        guard isExport(at: root) else { return [] }
        var found: [CodeEvidence.ExternalDisplaySignal] = []
        for folder in il2cppFolders.map({ InputDiscovery.join(root, $0) }) where scope.admits(folder) {
            guard case .success(let listing) = FolderEntries.list(folder) else { continue }
            for entry in listing.entries.sorted(by: { $0.name < $1.name })
            where entry.name.hasSuffix(".cpp") && !engineAssemblyPrefixes.contains(where: entry.name.hasPrefix) {
                guard found.count < maximumSignals, scope.spendEntries() else { return found }
                let file = InputDiscovery.join(folder, entry.name)
                if let line = firstIL2CPPCall(in: file, scope: scope) {
                    found.append(
                        .init(kind: .displayActivation, location: SourceLocation(path: paths.relative(file), line: line)))
                }
            }
        }
        guard found.isEmpty, let project = unityProject(above: root, scope: scope) else { return found }
        let assets = InputDiscovery.join(project, "Assets")
        for relative in SourceFileWalker.files(under: assets, within: scope, where: { $0.hasSuffix(".cs") }).files {
            guard found.count < maximumSignals else { break }
            let file = InputDiscovery.join(assets, relative)
            if let line = firstScriptCall(in: file, scope: scope) {
                found.append(.init(kind: .displayActivation, location: SourceLocation(path: paths.relative(file), line: line)))
            }
        }
        return found
    }

    /// The Unity project at `root` or a folder above it inside the scope's folder.
    private static func unityProject(above root: String, scope: ReadScope) -> String? {
        var folder = root
        while scope.admits(folder) {
            let version = InputDiscovery.join(folder, "ProjectSettings/ProjectVersion.txt")
            if case .regularFile = FileStatus.of(version), FileStatus.of(InputDiscovery.join(folder, "Assets")) == .folder {
                return folder
            }
            guard folder != scope.folder, folder != "/" else { return nil }
            folder = FilePaths.parent(of: folder)
        }
        return nil
    }

    /// The line of the first call to `Display_Activate_m…(` in an IL2CPP file: the name followed by
    /// its suffix and `(`, on a line that does not declare or define it (`void Display_Activate_m…`)
    /// and is not a comment.
    static func firstIL2CPPCall(in file: String, scope: ReadScope) -> Int? {
        guard let data = try? FileReading.contents(of: file, limit: ReadLimits.sourceFileBytes, within: scope) else { return nil }
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
            let text = bytes.bindMemory(to: UInt8.self)
            var searchFrom = 0
            while let match = firstMatch(of: il2cppMethod, in: text, from: searchFrom) {
                searchFrom = match + il2cppMethod.count
                var end = searchFrom
                while end < text.count, isIdentifierByte(text[end]) { end += 1 }
                while end < text.count, text[end] == UInt8(ascii: " ") { end += 1 }
                guard end < text.count, text[end] == UInt8(ascii: "(") else { continue }
                let lineStart = (text[..<match].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
                let before = String(decoding: text[lineStart..<match], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                guard !before.hasSuffix("void"), !before.hasPrefix("//"), !before.contains("extern") else { continue }
                return text[..<match].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            }
            return nil
        }
    }

    /// The line of the first `.Activate(` that follows `Display.displays` within a few lines of a C#
    /// script, outside `//` comments.
    static func firstScriptCall(in file: String, scope: ReadScope) -> Int? {
        guard let data = try? FileReading.contents(of: file, limit: ReadLimits.sourceFileBytes, within: scope) else { return nil }
        var lastDisplaysLine: Int?
        for (offset, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let code = line.components(separatedBy: "//")[0]
            if code.contains("Display.displays") { lastDisplaysLine = offset }
            if code.contains(".Activate("), let seen = lastDisplaysLine, offset - seen <= 4 { return offset + 1 }
        }
        return nil
    }

    private static func firstMatch(of needle: [UInt8], in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, text.count >= needle.count else { return nil }
        var index = start
        while index <= text.count - needle.count {
            if text[index] == first, needle.indices.allSatisfy({ text[index + $0] == needle[$0] }) { return index }
            index += 1
        }
        return nil
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
