/// Whether an app shows that it means to put its own content on an external display.
///
/// Mirroring is what iOS does for every app that asks for nothing else, so a mirroring verdict is
/// a mistake only for an app that tries to do more. The doctor looks for these signals
/// (`Documentation/doctor.md`, "Which apps are checked"):
/// - an external-display role (current or deprecated) in any Info.plist the app has, or AirKit's
///   scene delegate named under any role (filed under the wrong one, it is still a sign);
/// - AirKit linked as a package product, imported, or running;
/// - code that names an external-display role, observes `UIScreen` connections, registers a scene
///   accessory or supplies the external scene's configuration;
/// - an executable that refers to the scene-accessory API;
/// - such code in a framework target or a local Swift package in the folder that the app links
///   (``CodeEvidence/ExternalDisplaySignal/module`` names it).
///
/// Without any of them, the doctor reports one note and no error, but only when it read what
/// could show one: when the app's Info.plist could not be read, or too few of its sources (the
/// partial-checkout rule of ``CodeEvidence/isIncomplete``), ``unreadEvidence`` says what is missing
/// and the doctor cannot tell.
public struct ExternalDisplayIntent: Sendable, Hashable {
    /// One reason to believe the app means to use an external display.
    public struct Signal: Sendable, Hashable {
        /// What was seen, for example `Info.plist declares UIWindowSceneSessionRoleExternalDisplayNonInteractive`.
        public var description: String
        /// Where; `nil` when it was observed at run time.
        public var location: SourceLocation?
        /// The engine or framework whose vendored code holds it; `nil` for the app's own.
        public var library: String?

        public init(description: String, location: SourceLocation? = nil, library: String? = nil) {
            self.description = description
            self.location = location
            self.library = library
        }
    }

    /// In the order found: Info.plists, the project, the executable, then code.
    public var signals: [Signal]
    /// Signs found in code an engine or framework vendors into every app built with it (Unity's
    /// `DisplayManager.mm`): where they are and whose, for the output; they are not the app's
    /// intent.
    public var librarySignals: [Signal] = []

    /// What could hold a signal but was not read, one clause each (for example
    /// `INFOPLIST_FILE Support/Info.plist is not on disk`); empty when everything that could was read.
    public var unreadEvidence: [String]

    public init(signals: [Signal], unreadEvidence: [String] = []) {
        self.signals = signals
        self.unreadEvidence = unreadEvidence
    }

    public var isPresent: Bool { !signals.isEmpty }

    /// No signal was found, but what could hold one was not all read: the doctor cannot tell
    /// whether the app means to use an external display.
    public var isUndetermined: Bool { signals.isEmpty && !unreadEvidence.isEmpty }

    /// The signals `evidence` holds.
    public init(_ evidence: AppEvidence) {
        var signals: [Signal] = []
        let plists =
            [evidence.builtInfoPlist, evidence.sourceInfoPlist].compactMap { $0 }
            + (evidence.project?.configurations ?? []).compactMap(\.sourceInfoPlist.evidence)
        var seenPlists = Set<String>()
        for plist in plists where seenPlists.insert(plist.path).inserted {
            for role in plist.plist.sceneManifest?.roles ?? [] {
                if role.role?.isExternalDisplay == true {
                    signals.append(Signal(description: "declares \(role.roleName)", location: plist.location(of: role.keyPath)))
                } else if let entry = role.entries.first(where: \.namesAirKitDelegate) {
                    signals.append(
                        Signal(
                            description: "names AirKitSceneDelegate under \(role.roleName)",
                            location: plist.location(of: entry.keyPath.appending(key: InfoPlistKey.delegateClassName))))
                }
            }
        }
        if let project = evidence.project, project.linkedPackageProducts.contains("AirKit") {
            signals.append(Signal(description: "links the AirKit package", location: project.targetLocation))
        }
        if let executable = evidence.executable, executable.referencesSceneAccessory {
            signals.append(
                Signal(
                    description: "refers to registerSceneAccessory: or UISceneAccessory",
                    location: SourceLocation(path: executable.path)))
        }
        for source in evidence.code?.accessorySources ?? [] {
            signals.append(Signal(description: "registers a scene accessory", location: source.location))
        }
        var librarySignals: [Signal] = []
        for signal in evidence.code?.externalDisplaySignals ?? [] {
            let module = signal.module.map { " in \($0), which the app links" } ?? ""
            let found = Signal(
                description: signal.kind.signalDescription + module, location: signal.location, library: signal.library)
            if signal.library == nil { signals.append(found) } else { librarySignals.append(found) }
        }
        self.signals = signals
        self.librarySignals = librarySignals
        self.unreadEvidence = Self.unreadEvidence(evidence)
    }

    /// What could show a signal and was not read: the Info.plist a configuration names (when no
    /// built one was read), and sources when too few of them were (``CodeEvidence/isIncomplete``).
    private static func unreadEvidence(_ evidence: AppEvidence) -> [String] {
        var unread: [String] = []
        if evidence.builtInfoPlist == nil, evidence.sourceInfoPlist == nil {
            var seen = Set<String>()
            for configuration in evidence.project?.configurations ?? [] {
                let clause: String? =
                    switch configuration.sourceInfoPlist {
                    case .missing(let path): "the Info.plist \(path) is not on disk"
                    case .unreadable(let path): "the Info.plist \(path) could not be read"
                    case .knownOnlyAtBuildTime(let value): "INFOPLIST_FILE = \(value) is only known during a build"
                    case .notNamed, .loaded: nil
                    }
                if let clause, seen.insert(clause).inserted { unread.append(clause) }
            }
        }
        if let code = evidence.code, code.isIncomplete {
            unread.append(code.unreadDescription + (code.verdictAdvice.map { " (\($0))" } ?? ""))
        }
        return unread
    }
}

extension CodeEvidence {
    /// `of the 11 source files the project lists, 9 are not on disk`, for messages about what
    /// could not be read.
    var unreadDescription: String {
        var parts: [String] = []
        if missingFileCount > 0 { parts.append("\(missingFileCount) are not on disk") }
        if unreadableFileCount > 0 { parts.append("\(unreadableFileCount) could not be read") }
        let unnamed = unlistedFolderCount - unlistedFolders.count
        let folders =
            unlistedFolders.map(\.clause)
            + (unnamed <= 0
                ? []
                : ["\(unnamed == 1 ? "a folder" : "\(unnamed) folders") the target compiles could not be listed in full"])
        let files =
            parts.isEmpty ? "" : "of the \(listedFileCount) source files the project lists, \(parts.joined(separator: " and "))"
        return ([files] + folders).filter { !$0.isEmpty }.joined(separator: ", and ")
    }

    /// How to get a verdict when a folder the target compiles was not read, as a clause
    /// (`for a verdict, …`); `nil` when the doctor knows no way.
    var verdictAdvice: String? {
        if let hidden = unlistedFolders.first(where: { $0.reason == .hidden }), let path = hidden.path {
            return "for a verdict, take \(path) out of the target in Xcode (File inspector, Target Membership) if it holds "
                + "no code the app compiles, or pass the built .app as well"
        }
        if unlistedFolders.contains(where: { $0.reason == .outside }) {
            return "for a verdict, run the doctor on a folder that holds it too, or pass the built .app as well"
        }
        return nil
    }
}

extension CodeEvidence.UnlistedFolder {
    /// `the folder .github the target compiles is hidden, so not read`.
    var clause: String {
        let folder = path.map { "the folder \($0)" } ?? "a folder"
        switch reason {
        case .hidden: return "\(folder) the target compiles is hidden, so not read"
        case .outside: return "\(folder) the target compiles lies outside the project folder, so not read"
        case .enclosesProject: return "\(folder) the target compiles holds the project folder itself, so it is not listed"
        case .cutShort: return "\(folder) the target compiles could not be listed in full"
        }
    }
}

extension SceneConfigurationEntry {
    /// Whether the entry names AirKit's scene delegate, plain or module-qualified.
    var namesAirKitDelegate: Bool {
        delegateClassName.map { SceneDelegateClassName($0.trimmingWhitespace).className == "AirKitSceneDelegate" } ?? false
    }
}

extension SceneRole {
    /// The current or the deprecated external-display role.
    var isExternalDisplay: Bool { self == .externalDisplayNonInteractive || self == .externalDisplay }
}

extension CodeEvidence.ExternalDisplaySignal.Kind {
    var signalDescription: String {
        switch self {
        case .airKit: "uses AirKit"
        case .externalRole: "names an external-display scene role"
        case .screenConnection: "observes UIScreen connections"
        case .sceneAccessory: "refers to the scene-accessory API"
        case .sceneConfiguration: "supplies a scene configuration for an external display"
        case .externalDisplayPlugin: "uses an external-display plugin"
        case .displayActivation: "activates another display with Unity's Display.Activate"
        }
    }
}
