// The iOS half of airkit_flutter. Flutter calls a plugin's registration, method-call handler and stream
// handler on the platform thread, which is iOS's main thread, through Objective-C protocols that Swift
// sees as nonisolated: each entry point states that with MainActor.assumeIsolated (which traps if it
// were ever called elsewhere) and does its work on the main actor, where AirKit's API lives.
import AirKit
import AirKitFlutterFFI
import Flutter
import UIKit

@MainActor
public final class AirKitFlutterPlugin: NSObject, FlutterPlugin, FlutterStreamHandler {
    /// Registers the app's plugins with the TV's engine. The app sets it (its AppDelegate) to
    /// `{ GeneratedPluginRegistrant.register(with: $0) }`: the registrant is generated into the app.
    /// Left nil, the TV's Dart code runs without plugins.
    public static var registerPlugins: ((FlutterEngine) -> Void)?

    /// Makes the TV's engine; engines of one group share the compiled Dart code and start quickly.
    private let engines = FlutterEngineGroup(name: "airkit-tv", project: nil)
    /// The TV's engine, kept until the request ends.
    private var tvEngine: FlutterEngine?
    /// The controller made a source in start, kept weakly to end the source when the plugin goes.
    private weak var source: UIViewController?
    private var sink: FlutterEventSink?
    /// Availability for the event channel; cancelled in onCancel, released with the plugin.
    private var availability: Air.ChangeObserver?
    /// Lets go of the TV's engine when its request ends (stop, or another show).
    private var ends: Air.ChangeObserver?

    public nonisolated static func register(with registrar: FlutterPluginRegistrar) {
        MainActor.assumeIsolated {
            let plugin = AirKitFlutterPlugin()
            let channel = FlutterMethodChannel(name: "airkit_flutter", binaryMessenger: registrar.messenger())
            registrar.addMethodCallDelegate(plugin, channel: channel)
            FlutterEventChannel(name: "airkit_flutter/availability", binaryMessenger: registrar.messenger())
                .setStreamHandler(plugin)
            // Links AirKitFlutterFFI, whose table keeps the functions Dart looks up.
            _ = AirKitFlutterFFIFunctionCount()
        }
    }

    public nonisolated func handle(_ call: FlutterMethodCall, result: @escaping FlutterResult) {
        MainActor.assumeIsolated {
            switch call.method {
            case "start":
                start()
                result(nil)
            case "show":
                guard let entrypoint = call.arguments as? String else {
                    result(FlutterError(code: "bad_arguments", message: "show takes the entry point's name", details: nil))
                    return
                }
                show(entrypoint: entrypoint)
                result(0)
            case "state":
                let connection = Air.shared.connection
                result([
                    "isAvailable": connection.isAvailable,
                    "isPlaybackRequested": Air.shared.isPlaybackRequested,
                    "isShowingContent": connection.isViewAdded,
                    "lastPlaybackEnd": Air.shared.lastPlaybackEnd.map { Self.code(for: $0.reason) } ?? 0,
                ])
            default:
                result(FlutterMethodNotImplemented)
            }
        }
    }

    public nonisolated func onListen(withArguments arguments: Any?, eventSink events: @escaping FlutterEventSink) -> FlutterError? {
        MainActor.assumeIsolated {
            sink = events
            availability = Air.shared.observeChanges { [weak self] change in
                if case .availability(let isAvailable) = change { self?.sink?(isAvailable) }
            }
        }
        return nil
    }

    public nonisolated func onCancel(withArguments arguments: Any?) -> FlutterError? {
        MainActor.assumeIsolated {
            _ = availability?.cancel()
            availability = nil
            sink = nil
        }
        return nil
    }

    /// Makes the window's root view controller the source: it lasts as long as the app's Flutter view,
    /// where a presented controller would take the source with it when dismissed.
    private func start() {
        guard source == nil,
            let root = UIApplication.shared.connectedScenes
                .compactMap({ ($0 as? UIWindowScene)?.keyWindow?.rootViewController }).first
        else { return }
        Air.addSource(root)
        source = root
    }

    /// Runs `entrypoint` in a second engine with the app's plugins and plays its view.
    private func show(entrypoint: String) {
        let options = FlutterEngineGroupOptions()
        options.entrypoint = entrypoint
        let engine = engines.makeEngine(with: options)
        Self.registerPlugins?(engine)
        let controller = FlutterViewController(engine: engine, nibName: nil, bundle: nil)
        tvEngine = engine
        ends = Air.shared.observeChanges { [weak self] change in
            if case .playbackEnded = change {
                self?.tvEngine = nil
                _ = self?.ends?.cancel()
            }
        }
        // AirKit retains the controller until the request ends.
        Air.play(.viewController(controller))
    }

    /// AirKitPlaybackEndReason's number for a reason, as the FFI path reports it.
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
