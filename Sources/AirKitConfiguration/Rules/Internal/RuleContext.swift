/// The evidence with the facts every rule needs worked out once.
struct RuleContext {
    let evidence: AppEvidence
    /// The compatibility rows this app can run in, in matrix order.
    let rows: [CompatibilityRow]
    let sdk: OSVersion?
    let deploymentTarget: OSVersion?
    /// The product's scene manifest, observed or predicted per configuration.
    let manifests: [ProductManifest]
    let accessory: AccessoryStatus
    let intent: ExternalDisplayIntent
    /// Code that supplies the external-display scene in a way this product can use: a scene
    /// configuration returned for an external role, or, in an app without a scene manifest, a
    /// window put on a new `UIScreen`. When the Info.plist declares nothing, code decides
    /// (Documentation/PlatformFacts.md, "Scenes configured in code" and "Windows on a new UIScreen").
    let sceneSuppliers: [CodeEvidence.SceneSupplier]
    /// Whether the app adopts the scene life cycle (AK021).
    let adoption: SceneLifeCycleAdoption

    init(_ evidence: AppEvidence, answers: RuleAnswers = .documented) {
        self.evidence = evidence
        rows = evidence.applicableRows
        sdk = evidence.effectiveSDK
        deploymentTarget = evidence.effectiveDeploymentTarget
        manifests = ProductManifest.candidates(for: evidence)
        accessory = AccessoryStatus(evidence)
        intent = ExternalDisplayIntent(evidence)
        adoption = SceneLifeCycleAdoption(evidence, manifests: manifests, answers: answers)
        let hasSceneManifest = manifests.contains { $0.manifest != nil }
        sceneSuppliers = (evidence.code?.sceneSuppliers ?? []).filter { supplier in
            if case .screenWindow = supplier.kind { return !hasSceneManifest }
            return true
        }
    }

    /// The kind of interface code a fix should be written for: SwiftUI when the sources show a
    /// SwiftUI `App`, else UIKit in the languages the sources are written in; `nil` without sources.
    var interface: FindingFix.Audience? {
        guard let code = evidence.code, code.lifeCycle.runsSceneLifeCycle == nil else { return nil }
        if !code.lifeCycle.swiftUIApps.isEmpty { return .swiftUI }
        let languages = code.languages
        if languages == [.objectiveC] { return .uiKit(objectiveC: true, swift: false) }
        return languages.isEmpty ? nil : .uiKit(objectiveC: languages.contains(.objectiveC), swift: true)
    }

    /// The rows that get their scene from the Info.plist manifest.
    var manifestRows: [CompatibilityRow] { rows.filter(\.usesSceneManifest) }

    /// The scene-accessory row, when it applies.
    var accessoryRows: [CompatibilityRow] { rows.filter { !$0.usesSceneManifest } }

    /// Every source Info.plist the project's configurations name, once per file.
    var sourceInfoPlists: [InfoPlistEvidence] {
        var seen = Set<String>()
        let named = (evidence.project?.configurations ?? []).compactMap(\.sourceInfoPlist.evidence)
        return (named + [evidence.sourceInfoPlist].compactMap { $0 }).filter { seen.insert($0.path).inserted }
    }

    /// The plists whose own contents the rules check: the built one and the project's sources.
    var inspectedInfoPlists: [InfoPlistEvidence] {
        [evidence.builtInfoPlist].compactMap { $0 } + sourceInfoPlists.filter { $0.path != evidence.builtInfoPlist?.path }
    }

    /// The delegate class names the product's external-display entries give, with where each is written.
    var externalDelegateNames: [(name: SceneDelegateClassName, manifest: ProductManifest, entry: SceneConfigurationEntry)] {
        manifests.flatMap { manifest in
            (manifest.manifest?.externalEntries ?? []).compactMap { entry in
                entry.delegateClassName.map { (SceneDelegateClassName($0), manifest, entry) }
            }
        }
    }

    /// Where an app-wide finding goes when no file holds its cause: the executable, the project
    /// target, or the Info.plist.
    var appLocation: SourceLocation {
        if let executable = evidence.executable { return SourceLocation(path: executable.path) }
        if let project = evidence.project { return project.targetLocation }
        if let plist = evidence.builtInfoPlist ?? sourceInfoPlists.first { return SourceLocation(path: plist.path) }
        return SourceLocation(path: evidence.name ?? "app")
    }
}

/// Whether the app registers a scene accessory, and how the doctor knows.
enum AccessoryStatus {
    /// Found: in the sources, at run time, or as the executable's reference to the API.
    case present(description: String)
    /// Looked for and not found; `search` says where the doctor looked.
    case absent(AccessorySearch)
    /// Neither the executable nor the sources were inspected.
    case unknown
    /// Sources were inspected without the executable, but too few could be read to say.
    case cannotTell(reason: String)

    init(_ evidence: AppEvidence) {
        if let source = evidence.code?.accessorySources.first {
            self = .present(description: Self.describe(source))
        } else if let executable = evidence.executable, executable.referencesSceneAccessory {
            self = .present(description: "the executable refers to registerSceneAccessory: or UISceneAccessory")
        } else if evidence.executable == nil, let code = evidence.code, code.isIncomplete {
            self = .cannotTell(reason: Self.describeUnread(code))
        } else if evidence.executable != nil {
            self = .absent(AccessorySearch(readExecutable: true, swiftFileCount: evidence.code?.fileCount))
        } else if let code = evidence.code {
            self = .absent(AccessorySearch(readExecutable: false, swiftFileCount: code.fileCount))
        } else {
            self = .unknown
        }
    }

    private static func describeUnread(_ code: CodeEvidence) -> String {
        code.unreadDescription + ", and a scene-accessory registration may be among them"
            + (code.verdictAdvice.map { "; \($0)" } ?? "")
    }

    private static func describe(_ source: CodeEvidence.AccessorySource) -> String {
        let place = source.location.map { " (\($0))" } ?? ""
        switch source.kind {
        case .airPlaySource:
            return "an AirKit source (.airPlaySource(), .airPlay or AirPlayed) registers a scene accessory\(place)"
        case .declarativeAccessory: return "SwiftUI's sceneAccessory registers an external-display accessory\(place)"
        case .registration: return "registerSceneAccessory(_:) registers a scene accessory\(place)"
        case .airKitPlugin:
            return "AirKit's plugin makes the app's root view controller a source, which registers a scene accessory\(place)"
        }
    }
}

/// Where the doctor looked for a scene-accessory registration and found none. AK001 words it
/// (``description``, in `Findings/Catalogue/AK001.swift`).
struct AccessorySearch: Hashable {
    /// Whether the executable was read.
    let readExecutable: Bool
    /// How many source files were scanned; `nil` when no sources were inspected.
    let swiftFileCount: Int?
}
