// The AirKit Capacitor plugin's iOS half. Capacitor calls a plugin's methods on a queue of its own, not
// the main thread, so every method hops to the main actor before it touches AirKit or UIKit, and
// resolves the call from there.
import AirKit
import Capacitor
import UIKit
import WebKit

@objc(AirKitPlugin)
public final class AirKitPlugin: CAPPlugin, CAPBridgedPlugin {
    public let identifier = "AirKitPlugin"
    public let jsName = "AirKit"
    public let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "start", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "show", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "stop", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "getStatus", returnType: CAPPluginReturnPromise),
    ]

    /// Main-actor state: the source and the availability observer, released with the plugin.
    @MainActor private var source: UIViewController?
    @MainActor private var availability: Air.ChangeObserver?

    @objc func start(_ call: CAPPluginCall) {
        let hop = MainHop(plugin: self, call: call)
        Task { @MainActor in hop.plugin?.startOnMain(hop) }
    }

    @objc func show(_ call: CAPPluginCall) {
        let hop = MainHop(plugin: self, call: call)
        Task { @MainActor in hop.plugin?.showOnMain(hop.call) }
    }

    @objc func stop(_ call: CAPPluginCall) {
        let hop = MainHop(plugin: self, call: call)
        Task { @MainActor in
            Air.stop()
            hop.call.resolve()
        }
    }

    @objc func getStatus(_ call: CAPPluginCall) {
        let hop = MainHop(plugin: self, call: call)
        Task { @MainActor in
            let air = Air.shared
            hop.call.resolve([
                "isAvailable": air.connection.isAvailable,
                "isPlaybackRequested": air.isPlaybackRequested,
                "isShowingContent": air.connection.isViewAdded,
                "lastPlaybackEnd": air.lastPlaybackEnd.map { Self.code(for: $0.reason) } ?? 0,
            ])
        }
    }

    @MainActor private func startOnMain(_ hop: MainHop) {
        // The bridge's view controller is the window's root for the app's life; a presented controller
        // would take the source with it when dismissed.
        if source == nil, let root = bridge?.viewController {
            Air.addSource(root)
            source = root
            availability = Air.shared.observeChanges { change in
                if case .availability(let isAvailable) = change {
                    hop.plugin?.notifyListeners("availabilityChange", data: ["isAvailable": isAvailable])
                }
            }
        }
        hop.call.resolve()
    }

    @MainActor private func showOnMain(_ call: CAPPluginCall) {
        guard let base = bridge?.config.serverURL else {
            call.reject("The bridge has no server URL")
            return
        }
        // A second web view on the app's own content. It is not a Capacitor bridge: the TV's page runs
        // without plugins and follows the phone through what the web app shares (a server, storage).
        let tv = UIViewController()
        let webView = WKWebView(frame: .zero)
        tv.view = webView
        webView.load(URLRequest(url: base.appendingPathComponent(call.getString("path") ?? "/")))
        // AirKit retains tv until the request ends.
        Air.play(.viewController(tv))
        call.resolve()
    }

    /// AirKitPlaybackEndReason's number for a reason, as AirKitC.h numbers them.
    private static func code(for reason: PlaybackEnd.Reason) -> Int {
        switch reason {
        case .stopped: 1
        case .presenterLeft: 2
        case .replaced: 3
        case .displayUnplugged: 4
        case .displayExtended: 5
        case .recovered: 6
        default: 0
        }
    }
}

/// Carries a call and its plugin from Capacitor's queue to the main actor. Unchecked because neither
/// Objective-C class is marked Sendable: the plugin is only read there through its main-actor methods
/// and `bridge`, which Capacitor sets once, and a CAPPluginCall is resolved once, from the main actor.
/// The plugin is held weakly, so the availability observer that captures this does not keep it.
private struct MainHop: @unchecked Sendable {
    weak var plugin: AirKitPlugin?
    let call: CAPPluginCall
}
