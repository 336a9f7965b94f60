import SwiftUI

/// What checks work with: the host, the app's scenes and the controllers a check presents.
///
/// Everything goes through public UIKit API (`UIApplication.shared.connectedScenes`, `present`,
/// `dismiss`), so the same code runs in the app on a device and on the simulated device.
@MainActor
final class ProbeContext {
    let host: ProbeHost
    let runtime: ProbeRuntime
    /// Results of scenarios that answer several questions at once, so they run once per probe run.
    var declaredAccessoryScenario: DeclaredAccessoryScenario.Result?
    var lifecycleOutcomes: [DisplaySetup: LifecycleScenario.Outcome] = [:]
    var videoOutcomes: [DisplaySetup: VideoScenario.Outcome] = [:]
    var displayOutcomes: [DisplaySetup: DisplayScenario.Outcome] = [:]
    var stageManagerOutcome: StageManagerScenario.Outcome?

    init(host: ProbeHost, runtime: ProbeRuntime = .shared) {
        self.host = host
        self.runtime = runtime
    }

    var facts: ProbeFacts { host.facts }

    func settle() async {
        await host.settle()
    }

    /// The app's own scene.
    var mainScene: UIWindowScene? {
        windowScenes.first { $0.session.role == .windowApplication }
    }

    /// The connected scenes whose role is the non-interactive external display's.
    var externalScenes: [UIWindowScene] {
        windowScenes.filter { $0.session.role == .windowExternalDisplayNonInteractive }
    }

    /// The external scenes whose accessory registration carried `tag` as its user info.
    func externalScenes(tagged tag: String) -> [UIWindowScene] {
        externalScenes.filter { ($0.delegate as? ProbeExternalSceneDelegate)?.tag == tag }
    }

    /// The tags of the connected external scenes, sorted; `untagged` for a scene without one.
    var externalSceneTags: [String] {
        externalScenes.map { ($0.delegate as? ProbeExternalSceneDelegate)?.tag ?? "untagged" }.sorted()
    }

    /// The connected scenes whose role is the app's own (the main one, and any Stage Manager adds).
    var applicationScenes: [UIWindowScene] {
        windowScenes.filter { $0.session.role == .windowApplication }
    }

    private var windowScenes: [UIWindowScene] {
        UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            .sorted { $0.session.persistentIdentifier < $1.session.persistentIdentifier }
    }

    /// The controller at the top of the main window's presentation chain.
    var topController: UIViewController? {
        guard let scene = mainScene, let window = scene.keyWindow ?? scene.windows.first(where: { !$0.isHidden }) else {
            return nil
        }
        var top = window.rootViewController
        while let next = top?.presentedViewController { top = next }
        return top
    }

    /// Presents a fresh controller over the top of the main window and waits for it to show.
    func presentController(named name: String) async -> ProbeController? {
        guard let top = topController else { return nil }
        let controller = ProbeController(name: name)
        top.present(controller, animated: false)
        await settle()
        return controller
    }

    /// Dismisses everything presented over the main window's root and waits.
    func dismissPresented() async {
        guard let scene = mainScene, let root = (scene.keyWindow ?? scene.windows.first)?.rootViewController,
            root.presentedViewController != nil
        else { return }
        root.dismiss(animated: false)
        await settle()
    }
}
