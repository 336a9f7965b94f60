import AirKitConfiguration
import Foundation

/// Reads and scans a target's Swift files, spread over the machine's cores.
enum SwiftSources {
    /// Generated Swift files can be large; past this a file is not a hand-written source.
    static let fileSizeLimit = 32 << 20

    /// The outcome for one file.
    enum Scan: Sendable {
        case scanned(SwiftSourceFacts)
        /// Listed by the project but not on disk: Xcode would fail the build, the doctor moves on.
        case missing
        case unreadable(InputError)
    }

    /// Scans each absolute path once, concurrently; facts and errors name files as `paths` shows them.
    static func scan(_ files: [String], paths: PathDisplay) -> [String: Scan] {
        let unique = Array(Set(files)).sorted()
        let scans = Concurrently.map(unique) { file in scanFile(at: file, shownAs: paths.relative(file)) }
        return Dictionary(uniqueKeysWithValues: zip(unique, scans))
    }

    private static func scanFile(at path: String, shownAs shownPath: String) -> Scan {
        guard FileStatus.of(path) != .missing else { return .missing }
        do {
            let data = try FileReading.contents(of: path, limit: fileSizeLimit)
            return .scanned(SwiftSourceScanner.scan(String(decoding: data, as: UTF8.self), path: shownPath))
        } catch {
            return .unreadable(InputError(path: shownPath, reason: error.reason))
        }
    }

    /// The rules' view of the facts of one target's files; `nil` when none could be scanned.
    static func evidence(for paths: [String], from scans: [String: Scan]) -> CodeEvidence? {
        var facts: [SwiftSourceFacts] = []
        var missing = 0
        var unreadable = 0
        for path in paths {
            switch scans[path] {
            case .scanned(let scanned)?: facts.append(scanned)
            case .missing?: missing += 1
            case .unreadable?, nil: unreadable += 1
            }
        }
        guard !facts.isEmpty else { return nil }
        var evidence = CodeEvidence(
            fileCount: facts.count, listedFileCount: paths.count, missingFileCount: missing, unreadableFileCount: unreadable)
        for file in facts {
            if file.importsAirKit {
                evidence.externalDisplaySignals.append(.init(kind: .airKit, location: SourceLocation(path: file.path)))
            }
            evidence.accessorySources += accessorySources(in: file)
            evidence.sceneDelegates += file.sceneDelegates.map { delegate in
                CodeEvidence.SceneDelegateCode(
                    name: delegate.name, objcName: delegate.objcName,
                    location: SourceLocation(path: file.path, line: delegate.line),
                    windowCreationLines: delegate.windowCreationLines, unhideLines: delegate.unhideLines,
                    makeKeyLines: delegate.makeKeyLines, checksRole: delegate.checksRole
                )
            }
            evidence.unfilteredFirstScenes += file.unfilteredFirstSceneLines.map { SourceLocation(path: file.path, line: $0) }
        }
        return evidence
    }

    private static func accessorySources(in file: SwiftSourceFacts) -> [CodeEvidence.AccessorySource] {
        func at(_ line: Int) -> SourceLocation { SourceLocation(path: file.path, line: line) }
        return file.airPlaySourceLines.map { .init(kind: .airPlaySource, location: at($0)) }
            + file.declarativeAccessoryLines.map { .init(kind: .declarativeAccessory, location: at($0)) }
            + file.registrations.map { .init(kind: .registration(isKept: $0.isKept), location: at($0.line)) }
    }
}
