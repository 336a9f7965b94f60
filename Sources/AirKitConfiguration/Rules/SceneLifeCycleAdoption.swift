/// Whether an app adopts the UIKit scene life cycle, and how the doctor knows.
///
/// Apps built with the iOS 27 SDK must adopt it or they do not launch (TN3187). An app adopts it
/// when its own scene gets a scene delegate: UIKit launches an app in the scene life cycle when its
/// Info.plist declares `UIApplicationSceneManifest`, and the app's scene then needs a delegate from
/// the manifest's `UIWindowSceneSessionRoleApplication` configuration, from
/// `application(_:configurationForConnecting:options:)`, or from SwiftUI
/// (Documentation/PlatformFacts.md, "Which apps adopt the scene life cycle").
public struct SceneLifeCycleAdoption: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable, Codable {
        case adopted
        case notAdopted
        /// The evidence does not say, for example when no Info.plist could be read.
        case undetermined
    }

    /// The shape the evidence shows, for messages and fixes.
    enum Shape: Sendable, Hashable {
        case swiftUIApp
        case applicationConfiguration
        case configurationProvider
        /// No configuration in the manifest, but the app delegate gives the app's own scene a
        /// delegate class in code.
        case codeConfiguredDelegate
        case observed
        /// No `UIApplicationSceneManifest`: the app-delegate life cycle.
        case noManifest
        /// No manifest, but code implements `application(_:configurationForConnecting:options:)`,
        /// which UIKit asks only apps that declare one.
        case providerWithoutManifest
        /// A manifest whose `UISceneConfigurations` is missing or empty.
        case noConfigurations
        /// A manifest with configurations, none of which gives the app's own scene a delegate.
        case noApplicationDelegate
        case unknown
    }

    public var status: Status
    /// Why, as a clause: `a SwiftUI App (App/MyApp.swift:3)`, `the built Info.plist has no
    /// UIApplicationSceneManifest`.
    public var reason: String
    /// Where the deciding evidence is: the key or file of the Info.plist, or the code.
    public var location: SourceLocation?
    var shape: Shape

    init(_ status: Status, _ shape: Shape, reason: String, location: SourceLocation? = nil) {
        self.status = status
        self.shape = shape
        self.reason = reason
        self.location = location
    }

    /// The value for a diagnosis made without the rules (tests, placeholders).
    public static let unchecked = SceneLifeCycleAdoption(.undetermined, .unknown, reason: "not checked")

    /// Whether the product has any `UIApplicationSceneManifest`.
    var hasManifest: Bool {
        switch shape {
        case .noManifest, .providerWithoutManifest: false
        default: true
        }
    }
}

extension SceneLifeCycleAdoption {
    /// Decides from the evidence and the product's manifests (built, or predicted per configuration).
    ///
    /// Any prediction that does not adopt decides; otherwise one that cannot tell; otherwise the
    /// app adopts.
    init(_ evidence: AppEvidence, manifests: [ProductManifest], answers: RuleAnswers = .documented) {
        let code = evidence.code?.lifeCycle
        if let runs = code?.runsSceneLifeCycle {
            self =
                runs
                ? SceneLifeCycleAdoption(.adopted, .observed, reason: "UIKit launched the app in the scene life cycle")
                : SceneLifeCycleAdoption(
                    .notAdopted, .observed,
                    reason: "the app runs in the app-delegate life cycle: its Info.plist has no UIApplicationSceneManifest "
                        + "and its own scene has no scene delegate")
            return
        }
        if let app = code?.swiftUIApps.first {
            self = SceneLifeCycleAdoption(.adopted, .swiftUIApp, reason: "a SwiftUI App (\(app))", location: app)
            return
        }
        guard !manifests.isEmpty else {
            self = SceneLifeCycleAdoption(.undetermined, .unknown, reason: "no Info.plist of the app could be read")
            return
        }
        let decisions = manifests.map { Self.decide($0, evidence: evidence, answers: answers) }
        self =
            decisions.first { $0.status == .notAdopted } ?? decisions.first { $0.status == .undetermined }
            ?? decisions[0]
    }

    private static func decide(_ product: ProductManifest, evidence: AppEvidence, answers: RuleAnswers)
        -> SceneLifeCycleAdoption
    {
        let code = evidence.code
        let provider = code?.lifeCycle.configurationProviders.first
        let name = product.description
        guard let manifest = product.manifest else {
            let location = product.location(of: .sceneManifest)
            if let provider {
                return SceneLifeCycleAdoption(
                    .notAdopted, .providerWithoutManifest,
                    reason: "application(_:configurationForConnecting:options:) (\(provider)) is never asked: \(name) has no "
                        + "UIApplicationSceneManifest", location: location)
            }
            return SceneLifeCycleAdoption(
                .notAdopted, .noManifest, reason: "\(name) has no UIApplicationSceneManifest", location: location)
        }
        let applicationEntries = manifest.entries(for: .application)
        if let entry = applicationEntries.first(where: { !($0.delegateClassName?.trimmingWhitespace ?? "").isEmpty }),
            let delegate = entry.delegateClassName
        {
            let location = product.location(of: entry.keyPath.appending(key: InfoPlistKey.delegateClassName))
            return SceneLifeCycleAdoption(
                .adopted, .applicationConfiguration,
                reason: "\(name) names \(delegate) for \(SceneRole.application.rawValue)", location: location)
        }
        // The method configures scenes UIKit creates from the manifest's configurations; beside an
        // empty UISceneConfigurations it does not make the app adopt (PlatformFacts.md).
        if let provider, manifest.hasConfigurations {
            return SceneLifeCycleAdoption(
                .adopted, .configurationProvider,
                reason: "application(_:configurationForConnecting:options:) (\(provider)) configures the scenes of a manifest "
                    + "that names no scene delegate for \(SceneRole.application.rawValue)", location: provider)
        }
        let shape: Shape = manifest.hasConfigurations ? .noApplicationDelegate : .noConfigurations
        let keyPath: PlistKeyPath =
            applicationEntries.isEmpty
            ? (manifest.declaresConfigurations ? .sceneConfigurations : .sceneManifest)
            : .configurations(forRoleNamed: SceneRole.application.rawValue)
        // Apple's dynamic path: the method gives the app's own scene its delegate class in code,
        // which UIKit asks for once the manifest exists. Whether the iOS 27 launch check counts it
        // beside a manifest without configurations is an open question, a switch of this rule.
        if shape == .noConfigurations, let delegate = code?.lifeCycle.codeConfiguredDelegates.first {
            let gives =
                "application(_:configurationForConnecting:options:) (\(delegate.location)) gives the app's own scene "
                + (delegate.className.map { "its delegate \($0)" } ?? "a delegate class") + " in code"
            guard answers[.sceneDelegatesSetInCodeAdoptTheSceneLifeCycle] else {
                return SceneLifeCycleAdoption(
                    .notAdopted, .noConfigurations,
                    reason: "\(name) declares UIApplicationSceneManifest without any scene configuration; \(gives), but "
                        + "under this run's answer to the open question a delegate set in code does not count",
                    location: product.location(of: keyPath))
            }
            return SceneLifeCycleAdoption(
                .adopted, .codeConfiguredDelegate,
                reason: "\(gives), beside \(name)'s UIApplicationSceneManifest, which declares no scene configuration",
                location: delegate.location)
        }
        let what =
            shape == .noConfigurations
            ? "\(name) declares UIApplicationSceneManifest without any scene configuration"
                + (provider.map { " (application(_:configurationForConnecting:options:) at \($0) configures none of its own)" }
                    ?? "")
            : "\(name) names no scene delegate for \(SceneRole.application.rawValue)"
        guard let code, code.fileCount > 0 else {
            return SceneLifeCycleAdoption(
                .undetermined, shape,
                reason: "\(what), and no sources were inspected to show a SwiftUI App or "
                    + "application(_:configurationForConnecting:options:)", location: product.location(of: keyPath))
        }
        if code.isIncomplete {
            return SceneLifeCycleAdoption(
                .undetermined, shape,
                reason: "\(what), and a SwiftUI App or application(_:configurationForConnecting:options:) may be in the "
                    + "source files that could not be read", location: product.location(of: keyPath))
        }
        return SceneLifeCycleAdoption(
            .notAdopted, shape, reason: "\(what), and nothing in the sources supplies one",
            location: product.location(of: keyPath))
    }
}
