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
/// - an executable that refers to the scene-accessory API.
///
/// Without any of them, the doctor reports one note and no error.
public struct ExternalDisplayIntent: Sendable, Hashable {
    /// One reason to believe the app means to use an external display.
    public struct Signal: Sendable, Hashable {
        /// What was seen, for example `Info.plist declares UIWindowSceneSessionRoleExternalDisplayNonInteractive`.
        public var description: String
        /// Where; `nil` when it was observed at run time.
        public var location: SourceLocation?

        public init(description: String, location: SourceLocation? = nil) {
            self.description = description
            self.location = location
        }
    }

    /// In the order found: Info.plists, the project, the executable, then code.
    public var signals: [Signal]

    public init(signals: [Signal]) {
        self.signals = signals
    }

    public var isPresent: Bool { !signals.isEmpty }

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
        for signal in evidence.code?.externalDisplaySignals ?? [] {
            signals.append(Signal(description: signal.kind.signalDescription, location: signal.location))
        }
        self.signals = signals
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
        }
    }
}
