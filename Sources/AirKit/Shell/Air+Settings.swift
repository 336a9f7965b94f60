#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// The app's settings. Each one is observable, and setting it tells the core, which acts on it.
extension Air {
    /// What happens to a request when its display is unplugged and no other display can show it;
    /// ``ReconnectPolicy/resume`` by default.
    ///
    /// Setting it does nothing else: it ends no request, whether the request is shown, waits for a first
    /// display, waits for the app to come back from the background, or waits after an unplug made under
    /// ``ReconnectPolicy/resume``; it changes no display, no binding and no ``lastPlaybackEnd``. It acts
    /// at the next unplug; ``AirDiagnostics`` reports the value. A scene that leaves while its display
    /// stays plugged in (the app goes to the background, the device locks, on iOS 27 a sheet with its own
    /// source is presented or a source leaves the interface) is not an unplug, whatever the policy (see
    /// <doc:Lifecycle>). A display unplugged while the app was away counts as unplugged when the app
    /// comes back.
    public var reconnectPolicy: ReconnectPolicy {
        get { observed(\.reconnectPolicy, \.reconnectPolicy) }
        set { setting(\.reconnectPolicy, \.reconnectPolicy, to: newValue) { .reconnectPolicyDidChange($0) } }
    }

    /// What a request does while Stage Manager extends the app onto the only display;
    /// ``StageManagerPolicy/leaveExtendedDisplaysAlone`` by default. See <doc:StageManager>.
    public var stageManagerPolicy: StageManagerPolicy {
        get { observed(\.stageManagerPolicy, \.stageManagerPolicy) }
        set { setting(\.stageManagerPolicy, \.stageManagerPolicy, to: newValue) { .stageManagerPolicyDidChange($0) } }
    }

    /// What happens to a player AirKit shows (``AirContent/player(_:)``, `.airPlay(isPresented:showing:)`)
    /// when the device locks or the app leaves the foreground; ``VideoHandOff/whenInactive`` by default:
    /// over AirPlay the receiver keeps playing, and the video comes back to AirKit's window on return.
    /// For the receiver to go on while the device is locked, the app needs `audio` in
    /// `UIBackgroundModes` and an active `.playback` audio session, which AirKit never sets for it. See
    /// <doc:VideoThroughTheLock>.
    ///
    /// Setting it acts at the next time the app resigns active; a player handed off already is taken
    /// back on return either way.
    public var videoHandOff: VideoHandOff {
        get { observed(\.videoHandOff, \.videoHandOff) }
        set { setting(\.videoHandOff, \.videoHandOff, to: newValue) { .videoHandOffDidChange($0) } }
    }

    /// Which mode AirKit asks each external display for and what it does about overscan;
    /// ``DisplayPolicy/system`` by default, which changes nothing. AirKit applies it when a display
    /// connects, when its mode changes and when the policy changes, and logs the new policy;
    /// ``Display/currentMode`` is what the display runs in, ``Display/modeRequest`` what AirKit asked for
    /// and what became of it. See <doc:DisplayFactsAndModes>.
    public var displayPolicy: DisplayPolicy {
        get { observed(\.displayPolicy, \.displayPolicy) }
        set { setting(\.displayPolicy, \.displayPolicy, to: newValue) { .displayPolicyDidChange($0) } }
    }

    /// The app's TV-safe margin for UIKit content (``AirContent/viewController(_:)``,
    /// ``AirContent/view(_:)``), or `nil` (the default) to leave the content's safe area as UIKit makes it.
    ///
    /// When set, AirKit adds to the safe area of the app's controller (its `additionalSafeAreaInsets`)
    /// the display's overscan beyond the window's safe area plus this margin, or the user's margin for
    /// the display's kind once they adjusted it (``safeAreaMargins``): views laid out against
    /// `view.safeAreaLayoutGuide` stay clear of the TV's edges. The insets follow whatever they depend on
    /// while the content is shown: this margin, the user's margin, the window's safe area, and the
    /// display's overscan compensation, which ``displayPolicy`` may change after the content appeared.
    public var uiKitSafeAreaMargin: CGFloat? {
        get { observed(\.uiKitSafeAreaMargin, \.uiKitSafeAreaMargin) }
        set {
            setting(\.uiKitSafeAreaMargin, \.uiKitSafeAreaMargin, to: newValue) { .contentMarginDidChange($0.map(Double.init)) }
        }
    }

    /// The title AirKit gives the lock screen and the receiver's Now Playing information while a player
    /// is handed off, when the app has set none itself; `nil` (the default) leaves Now Playing to the app.
    /// AirKit never replaces information the app has put in `MPNowPlayingInfoCenter`, and removes its own
    /// on return.
    public var nowPlayingTitle: String? {
        get { observed(\.nowPlayingTitle, \.nowPlayingTitle) }
        set { update(\.nowPlayingTitle, \.nowPlayingTitle, to: newValue) }
    }

    /// Whether external content inherits the SwiftUI environment of the `.airPlaySource()` view
    /// (`true` by default). The external display's own traits (scale, size classes) are kept either way.
    public var forwardsSourceEnvironment: Bool {
        get { observed(\.forwardsSourceEnvironment, \.forwardsSourceEnvironment) }
        set { update(\.forwardsSourceEnvironment, \.forwardsSourceEnvironment, to: newValue) }
    }

    /// Stores a setting, notifies its readers, and tells the core the event `event` makes of it.
    private func setting<Value: Equatable>(
        _ keyPath: KeyPath<Air, Value>, _ value: WritableKeyPath<Published, Value>, to newValue: Value,
        event: (Value) -> RuntimeMachine.Event
    ) {
        update(keyPath, value, to: newValue)
        send(event(newValue))
    }
}
#endif
