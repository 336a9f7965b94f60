#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation
import Observation

extension Air {
    /// What `Air` publishes besides ``connection``: the core's state, and the settings the app set. Each
    /// value is read through a property that registers with Observation and written only when it
    /// changes, by ``publish()`` or by the setting's setter, so observers are woken exactly when what they
    /// read changed.
    struct Published {
        var isPlaybackRequested = false
        var lastPlaybackEnd: PlaybackEnd?
        var currentRequest: ContentID?
        var requestChanges = 0
        var reconnectPolicy = ReconnectPolicy.resume
        var stageManagerPolicy = StageManagerPolicy.leaveExtendedDisplaysAlone
        var videoHandOff = VideoHandOff.whenInactive
        var displayPolicy = DisplayPolicy.system
        var uiKitSafeAreaMargin: CGFloat?
        var nowPlayingTitle: String?
        var forwardsSourceEnvironment = true
        var forwardedEnvironment: EnvironmentValues?
        var hasLearnedApplication = false
        var tvSafeArea: TVSafeArea?
    }

    /// Whether the app has asked for external playback (`play { … }` without a later `stop()`).
    public var isPlaybackRequested: Bool { observed(\.isPlaybackRequested, \.isPlaybackRequested) }

    /// How the last request ended, and why; `nil` until one has.
    ///
    /// Observable, so a view can say why the display went back to mirroring:
    ///
    /// ```swift
    /// if air.lastPlaybackEnd?.reason == .displayUnplugged { Text("The TV was disconnected") }
    /// ```
    ///
    /// It changes once per ended request, whatever ended it: `stop()`, a binding set back, a presenter
    /// leaving the interface, a later request replacing it, or a policy (``reconnectPolicy``,
    /// ``stageManagerPolicy``). A request waiting for a display or for the app to return has not ended.
    /// A presenter learns of its own end through `onDismiss`.
    public var lastPlaybackEnd: PlaybackEnd? { observed(\.lastPlaybackEnd, \.lastPlaybackEnd) }

    /// The request AirKit holds, shown or waiting: declarative presenters compare it with their own.
    var currentRequest: ContentID? { observed(\.currentRequest, \.currentRequest) }

    /// Counts changes of ``currentRequest``, so that a presenter sees a change even when the request is
    /// back to the value it last saw (played, then stopped, before the presenter updated).
    var requestChanges: Int { observed(\.requestChanges, \.requestChanges) }

    /// The environment of the source whose registration the presented scene connected for, or of the
    /// source that changed last.
    var forwardedEnvironment: EnvironmentValues? { observed(\.forwardedEnvironment, \.forwardedEnvironment) }

    /// Whether AirKit knows the application: a view showing ``diagnostics()`` taken before it did redraws
    /// once it does.
    var hasLearnedApplication: Bool { observed(\.hasLearnedApplication, \.hasLearnedApplication) }

    /// Reads a published value, registering the read with Observation under `keyPath`.
    func observed<Value>(_ keyPath: KeyPath<Air, Value>, _ value: KeyPath<Published, Value>) -> Value {
        access(keyPath: keyPath)
        return published[keyPath: value]
    }

    /// Writes a published value and notifies the readers of `keyPath`, only when it changes.
    func update<Value: Equatable>(_ keyPath: KeyPath<Air, Value>, _ value: WritableKeyPath<Published, Value>, to newValue: Value)
    {
        guard published[keyPath: value] != newValue else { return }
        withMutation(keyPath: keyPath) { published[keyPath: value] = newValue }
    }

    /// Copies the core's state into the observable properties, touching only what changed, then tells the
    /// observers that do not use Observation (C callers, ``observeChanges(_:)``) what changed, once every
    /// property they might read is written. Publishing does nothing else: it reads the core and writes
    /// observed values.
    func publish() {
        let state = core.state
        update(\.isPlaybackRequested, \.isPlaybackRequested, to: state.isPlaybackRequested)
        if published.currentRequest != state.currentRequest {
            update(\.currentRequest, \.currentRequest, to: state.currentRequest)
            update(\.requestChanges, \.requestChanges, to: published.requestChanges &+ 1)
        }
        connection.publish(state)
        update(\.lastPlaybackEnd, \.lastPlaybackEnd, to: state.lastEnd)
        update(\.tvSafeArea, \.tvSafeArea, to: state.presentedRegion.map(TVSafeArea.init))
        tellObservers(state)
    }

    /// Makes `environment` the one external content inherits.
    func forward(_ environment: EnvironmentValues) {
        withMutation(keyPath: \.forwardedEnvironment) { published.forwardedEnvironment = environment }
    }
}
#endif
