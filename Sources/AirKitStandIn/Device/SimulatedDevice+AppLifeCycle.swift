import Foundation

/// The two life cycles UIKit runs an app in, and the iOS 27 SDK's requirement to use the scene one.
///
/// Sources (`Documentation/StandInSources.md#two-life-cycles`):
/// - TN3187: "When the system finds `UIApplicationSceneManifest` in Info.plist, it launches the app
///   with the scene-based life cycle"; without it, the app-delegate life cycle, where the app delegate
///   makes the window and `UIScreen` reports displays (`UIScreen.h`: `screens`,
///   `UIScreenDidConnectNotification`). A SwiftUI app supplies its own scene delegate.
/// - Built with the iOS 27 SDK, an app that does not adopt the scene life cycle stops at launch with
///   "Application failed to launch: UIScene life cycle is required for apps built with this SDK",
///   raised before the app delegate's launch methods run (StoDevX/AAO-React-Native pull request 7743:
///   "before React Native starts"). Apps whose manifest held no configuration stopped the same way
///   (DefinedNet/mobile_nebula pull request 405), and so did one whose manifest named no delegate
///   class (samoylenkodmitry/Cranpose pull request 673); the simulation checks the first before the
///   app delegate runs, and the second when the app's scene would connect.
/// - In the scene life cycle a window made without a scene is not shown
///   (``SimulationAssumption/windowsMadeWithoutASceneStayOffScreen``), and UIKit calls the scene
///   delegate's methods, not the app delegate's life-cycle ones (`UIApplication.h`: "This method is not
///   called if `UIScene` lifecycle has been adopted").
/// - The app-delegate life cycle has no scenes (``SimulationAssumption/appDelegateLifeCycleHasNoScenes``).
extension SimulatedDevice {
    /// How UIKit runs the app.
    public enum AppLifeCycle: Sendable, Equatable {
        /// Scenes: the Info.plist declares `UIApplicationSceneManifest`, or SwiftUI runs the app.
        case scenes
        /// The app delegate makes the window; no scene connects.
        case appDelegate
    }

    /// What UIKit's assert says when an app built with the iOS 27 SDK does not adopt scenes.
    public static let sceneLifeCycleRequired =
        "Application failed to launch: UIScene life cycle is required for apps built with this SDK"

    /// The life cycle the app was launched in; `nil` before it launched, or when the launch stopped.
    public var appLifeCycle: AppLifeCycle? {
        lifeCycleState.launchFailure == nil ? lifeCycleState.lifeCycle : nil
    }

    /// Why the app did not launch, as UIKit's assert words it; `nil` when it launched (or has not tried).
    /// A failed launch also records the message in ``faults``.
    public var launchFailure: String? { lifeCycleState.launchFailure }

    /// Whether the app runs in the app-delegate life cycle.
    var runsAppDelegateLifeCycle: Bool { appLifeCycle == .appDelegate }

    /// Whether UIKit stops an app that does not adopt the scene life cycle: from the release after
    /// iOS 26, for apps built with its SDK (TN3187; `Documentation/StandInSources.md#two-life-cycles`). An app
    /// built with the iOS 27 SDK still launches on iOS 26, whose UIKit only logs.
    var requiresSceneLifeCycle: Bool { os >= 27 && sdk >= 27 }

    /// Launches a UIKit app. With a scene manifest, the main scene's delegate comes from the
    /// manifest's `UIWindowSceneSessionRoleApplication` entry (or from `appDelegate`'s
    /// `application(_:configurationForConnecting:options:)`) and makes its own window; without one, the
    /// app runs in the app-delegate life cycle and `appDelegate` makes the window. On iOS 27, built with
    /// the iOS 27 SDK, an app that does not adopt scenes stops: ``launchFailure`` says why and nothing
    /// runs.
    ///
    /// - Parameter url: a URL the app is launched to open: `launchOptions[.url]` and then
    ///   `application(_:open:options:)` in the app-delegate life cycle, the main scene's
    ///   `connectionOptions.urlContexts` in the scene life cycle.
    public func launch(appDelegate: (any UIApplicationDelegate)?, openingURL url: URL? = nil) {
        makeCurrent()
        launchedAppDelegate = appDelegate
        application.delegate = appDelegate
        enqueue("launch") { [self] in
            let lifeCycle: AppLifeCycle = infoPlist.sceneManifest == nil ? .appDelegate : .scenes
            lifeCycleState.lifeCycle = lifeCycle
            if requiresSceneLifeCycle, !infoPlist.declaresSceneConfigurations {
                failLaunch()
                return
            }
            // In the scene life cycle the URL arrives with the scene, not in the launch options.
            let options: [UIApplication.LaunchOptionsKey: Any]? = lifeCycle == .appDelegate ? url.map { [.url: $0] } : nil
            _ = application.delegate?.application(application, didFinishLaunchingWithOptions: options)
            switch lifeCycle {
            case .appDelegate: finishLaunchingWithoutScenes(openingURL: url)
            case .scenes: finishLaunchingWithScenes(openingURL: url)
            }
        }
    }

    /// Opens `url` in the running app, as tapping a link to it would: the main scene's delegate gets
    /// `scene(_:openURLContexts:)`, or, in the app-delegate life cycle, the app delegate gets
    /// `application(_:open:options:)`.
    public func openURL(_ url: URL) {
        makeCurrent()
        enqueue("open \(url.absoluteString)") { [self] in
            guard appLifeCycle != nil else { return }
            if runsAppDelegateLifeCycle {
                _ = application.delegate?.application(application, open: url, options: [:])
            } else if let scene = mainScene {
                scene.delegate?.scene(scene, openURLContexts: [UIOpenURLContext(url: url)])
            }
        }
    }

    /// Hands the running app a user activity to continue (Handoff, a universal link): the main
    /// scene's delegate gets `scene(_:continue:)`, or, in the app-delegate life cycle, the app delegate
    /// gets `application(_:continue:restorationHandler:)`.
    public func continueUserActivity(_ activity: NSUserActivity) {
        makeCurrent()
        enqueue("continue \(activity.activityType)") { [self] in
            guard appLifeCycle != nil else { return }
            if runsAppDelegateLifeCycle {
                _ = application.delegate?.application(application, continue: activity, restorationHandler: { _ in })
            } else if let scene = mainScene {
                scene.delegate?.scene(scene, continue: activity)
            }
        }
    }

    /// The app delegate has run; the scene life cycle now connects the app's scene. On iOS 27, built
    /// with the iOS 27 SDK, a scene that would get no delegate stops the launch too.
    private func finishLaunchingWithScenes(openingURL url: URL?) {
        let resolved = manifestConfiguration(for: .windowApplication)
        if requiresSceneLifeCycle, resolved.delegate == nil {
            failLaunch()
            return
        }
        let contexts: Set<UIOpenURLContext> = url.map { [UIOpenURLContext(url: $0)] } ?? []
        activate(connectMainScene(resolved: resolved, urlContexts: contexts))
    }

    /// The app-delegate life cycle: no scene connects; the app delegate's windows are on their screens.
    private func finishLaunchingWithoutScenes(openingURL url: URL?) {
        hasLaunched = true
        if let url { _ = application.delegate?.application(application, open: url, options: [:]) }
        lifeCycleState.isActive = true
        application.delegate?.applicationDidBecomeActive(application)
        needsLayoutPass = true
    }

    private func failLaunch() {
        lifeCycleState.launchFailure = Self.sceneLifeCycleRequired
        recordFault(Self.sceneLifeCycleRequired)
    }

    // MARK: Windows made without a scene

    /// A window made with `UIWindow(frame:)`: the app-delegate life cycle shows it on its screen; the
    /// scene life cycle shows it only once it is on a scene.
    func windowWasMadeWithoutScene(_ window: UIWindow) {
        lifeCycleState.scenelessWindows.removeAll { $0.object == nil }
        lifeCycleState.scenelessWindows.append(WeakReference(window))
    }

    /// The unhidden windows of an app in the app-delegate life cycle that are on `screen`, in the
    /// order they were made; none in the scene life cycle.
    func scenelessWindowsShown(on screen: UIScreen) -> [UIWindow] {
        guard runsAppDelegateLifeCycle else { return [] }
        return lifeCycleState.scenelessWindows.compactMap(\.object).filter {
            $0.windowScene == nil && !$0.isHidden && $0.screen === screen
        }
    }

    /// ``SimulationAssumption/windowsMadeWithoutASceneStayOffScreen``: with the switch on, outside an
    /// iOS 27 SDK build on iOS 27, the windows made without a scene join the app's first scene.
    func placeScenelessWindows(on scene: UIWindowScene) {
        guard !behavior[.windowsMadeWithoutASceneStayOffScreen], !requiresSceneLifeCycle else { return }
        for window in lifeCycleState.scenelessWindows.compactMap(\.object) where window.windowScene == nil {
            window.windowScene = scene
            if lastKeyWindow === window { scene.keyWindow = window }
        }
    }

    // MARK: App-wide callbacks in the app-delegate life cycle

    /// The app-delegate life cycle's counterpart of the scene callbacks: UIKit tells the app delegate.
    func appDelegateLifeCycle(_ event: AppEvent) {
        guard runsAppDelegateLifeCycle, let delegate = application.delegate else { return }
        switch event {
        case .willResignActive:
            guard lifeCycleState.isActive else { return }
            lifeCycleState.isActive = false
            delegate.applicationWillResignActive(application)
        case .didEnterBackground: delegate.applicationDidEnterBackground(application)
        case .willEnterForeground: delegate.applicationWillEnterForeground(application)
        case .didBecomeActive:
            guard !lifeCycleState.isActive else { return }
            lifeCycleState.isActive = true
            delegate.applicationDidBecomeActive(application)
        }
        needsLayoutPass = true
    }

    enum AppEvent {
        case willResignActive, didEnterBackground, willEnterForeground, didBecomeActive
    }
}

extension [String: Any] {
    /// The manifest declares at least one scene configuration, for any role.
    var declaresSceneConfigurations: Bool {
        let configurations = sceneManifest?["UISceneConfigurations"] as? [String: Any] ?? [:]
        return configurations.values.contains { ($0 as? [Any])?.isEmpty == false }
    }
}
