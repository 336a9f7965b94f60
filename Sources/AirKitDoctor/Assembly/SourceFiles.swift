import AirKitConfiguration
import Foundation

/// Reads and scans a target's Swift and Objective-C files, spread over the machine's cores.
enum SourceFiles {
    /// Generated sources can be large; past this a file is not a hand-written source.
    static let fileSizeLimit = ReadLimits.sourceFileBytes

    /// The outcome for one file.
    enum Scan: Sendable {
        case swift(SwiftSourceFacts)
        case objectiveC(ObjCSourceFacts)
        /// Listed by the project but not on disk: generated during the build, or a partial
        /// checkout; the doctor moves on and counts it.
        case missing
        case unreadable(InputError)
        /// Outside the project folder, hidden, or a link out of it: never opened. It counts as a
        /// file that could not be read, but is no error: projects name such files, and the
        /// report says how many were not read.
        case refused
    }

    /// Scans each absolute path once, concurrently; facts and errors name files as `paths` shows
    /// them. A path `scope` refuses is not opened.
    static func scan(_ files: [String], paths: PathDisplay, scope: ReadScope) -> [String: Scan] {
        let unique = Array(Set(files)).sorted()
        let admitted = unique.filter(scope.admits)
        let scans = Concurrently.map(admitted) { file in scanFile(at: file, shownAs: paths.relative(file)) }
        var result = Dictionary(uniqueKeysWithValues: zip(admitted, scans))
        for file in unique where result[file] == nil { result[file] = .refused }
        return result
    }

    private static func scanFile(at path: String, shownAs shownPath: String) -> Scan {
        guard !FileStatus.of(path).isMissing else { return .missing }
        do {
            let text = String(decoding: try FileReading.contents(of: path, limit: fileSizeLimit), as: UTF8.self)
            switch SourceFileKind(path: path) {
            case .objectiveC?: return .objectiveC(ObjCSourceScanner.scan(text, path: shownPath))
            case .swift?, nil: return .swift(SwiftSourceScanner.scan(text, path: shownPath))
            }
        } catch {
            return .unreadable(InputError(path: shownPath, reason: error.reason))
        }
    }

    /// The rules' view of the facts of one target's files; `nil` when none could be scanned and
    /// nothing was left unlisted. `unlistedFolderCount` folders the target compiles could not be
    /// listed in full (outside the project folder, or past a bound).
    static func evidence(for paths: [String], from scans: [String: Scan], unlistedFolderCount: Int = 0) -> CodeEvidence? {
        var swiftFiles: [SwiftSourceFacts] = []
        var objCFiles: [ObjCSourceFacts] = []
        var missing = 0
        var unreadable = 0
        var refused = 0
        for path in paths {
            switch scans[path] {
            case .swift(let facts)?: swiftFiles.append(facts)
            case .objectiveC(let facts)?: objCFiles.append(facts)
            case .missing?: missing += 1
            case .unreadable?, nil: unreadable += 1
            case .refused?: refused += 1
            }
        }
        guard swiftFiles.count + objCFiles.count > 0 || unlistedFolderCount > 0 || refused > 0 else { return nil }
        var evidence = CodeEvidence(
            fileCount: swiftFiles.count + objCFiles.count, listedFileCount: paths.count, missingFileCount: missing,
            unreadableFileCount: unreadable + refused)
        evidence.objectiveCFileCount = objCFiles.count
        evidence.unlistedFolderCount = unlistedFolderCount
        for file in swiftFiles {
            add(file, to: &evidence)
            add(file.signals, in: file.path, to: &evidence)
            add(file.lifeCycle, file.signals, in: file.path, to: &evidence)
        }
        addRoleCheckedElsewhere(
            signals: swiftFiles.map { ($0.path, $0.signals) } + objCFiles.map { ($0.path, $0.signals) }, to: &evidence)
        for file in objCFiles {
            add(file.signals, in: file.path, to: &evidence)
            add(file.lifeCycle, file.signals, in: file.path, to: &evidence)
            // The Objective-C scan does not follow what happens to the registration, so it is
            // taken as kept rather than warned about on a guess.
            evidence.accessorySources += file.signals.sceneAccessoryReferences.map {
                .init(kind: .registration(isKept: true), location: SourceLocation(path: file.path, line: $0))
            }
            evidence.accessorySources += file.airKitSourceLines.map {
                .init(kind: .airPlaySource, location: SourceLocation(path: file.path, line: $0))
            }
        }
        return evidence
    }

    private static func add(_ file: SwiftSourceFacts, to evidence: inout CodeEvidence) {
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
        if file.importsAirKit && file.signals.airKitImports.isEmpty {
            evidence.externalDisplaySignals.append(.init(kind: .airKit, location: SourceLocation(path: file.path)))
        }
    }

    /// The signals of one file: what shows the app means to use an external display, and the code
    /// that supplies the external scene or window itself.
    private static func add(_ signals: ExternalDisplaySignals, in path: String, to evidence: inout CodeEvidence) {
        func at(_ line: Int) -> SourceLocation { SourceLocation(path: path, line: line) }
        let kinds: [(CodeEvidence.ExternalDisplaySignal.Kind, [Int])] = [
            (.airKit, signals.airKitImports), (.externalRole, signals.externalRoleReferences),
            (.screenConnection, signals.screenConnectionObservers), (.sceneAccessory, signals.sceneAccessoryReferences),
            (.externalDisplayPlugin, signals.externalDisplayPluginReferences),
        ]
        for (kind, lines) in kinds {
            evidence.externalDisplaySignals += lines.map { .init(kind: kind, location: at($0)) }
        }
        for provider in signals.sceneConfigurationProviders where provider.handlesExternalRole {
            evidence.externalDisplaySignals.append(.init(kind: .sceneConfiguration, location: at(provider.line)))
            evidence.sceneSuppliers.append(
                .init(kind: .sceneConfiguration(delegateClassNames: provider.delegateClassNames), location: at(provider.line)))
        }
        if let plugin = signals.externalDisplayPluginReferences.first {
            evidence.sceneSuppliers.append(.init(kind: .plugin, location: at(plugin)))
        }
        if let observer = signals.screenConnectionObservers.first {
            evidence.sceneSuppliers.append(.init(kind: .screenWindow, location: at(observer)))
        }
        evidence.windowSceneSubclasses.formUnion(signals.windowSceneSubclasses)
    }

    /// What one file says about the life cycle: a SwiftUI `App`, a configuration provider, a window
    /// made without a scene.
    private static func add(
        _ lifeCycle: LifeCycleSignals, _ signals: ExternalDisplaySignals, in path: String, to evidence: inout CodeEvidence
    ) {
        func at(_ line: Int) -> SourceLocation { SourceLocation(path: path, line: line) }
        evidence.lifeCycle.swiftUIApps += lifeCycle.swiftUIAppLines.map(at)
        evidence.lifeCycle.configurationProviders += signals.sceneConfigurationProviders.map { at($0.line) }
        evidence.lifeCycle.codeConfiguredDelegates += signals.sceneConfigurationProviders.filter(\.givesApplicationSceneADelegate)
            .map { .init(location: at($0.line), className: $0.applicationSceneDelegateName) }
        evidence.lifeCycle.scenelessWindows += lifeCycle.scenelessWindowLines.map(at)
    }

    /// A provider that sets a delegate class without naming a role itself, in a target whose other
    /// files name an external role (a `role.isExternalDisplay` helper defined elsewhere), supplies
    /// the external scene too.
    private static func addRoleCheckedElsewhere(
        signals files: [(path: String, signals: ExternalDisplaySignals)], to evidence: inout CodeEvidence
    ) {
        guard files.contains(where: { !$0.signals.externalRoleReferences.isEmpty }) else { return }
        for (path, signals) in files {
            for provider in signals.sceneConfigurationProviders
            where !provider.handlesExternalRole && !provider.delegateClassNames.isEmpty {
                evidence.sceneSuppliers.append(
                    .init(
                        kind: .sceneConfiguration(delegateClassNames: provider.delegateClassNames),
                        location: SourceLocation(path: path, line: provider.line)))
            }
        }
    }

    private static func accessorySources(in file: SwiftSourceFacts) -> [CodeEvidence.AccessorySource] {
        func at(_ line: Int) -> SourceLocation { SourceLocation(path: file.path, line: line) }
        return file.airPlaySourceLines.map { .init(kind: .airPlaySource, location: at($0)) }
            + file.declarativeAccessoryLines.map { .init(kind: .declarativeAccessory, location: at($0)) }
            + file.registrations.map { .init(kind: .registration(isKept: $0.isKept), location: at($0.line)) }
    }
}
