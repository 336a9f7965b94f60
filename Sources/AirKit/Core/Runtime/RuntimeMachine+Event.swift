extension RuntimeMachine {
    /// Everything that happens to AirKit, as the shell reports it: one case per thing that happened,
    /// named for it, carrying what the shell read. Reading UIKit happens in the shell; the machine
    /// decides.
    enum Event: Equatable, Sendable {
        // The app.
        /// One of the app's own scenes became active, or none is any more; `players` are what the players
        /// the request holds report now.
        case appActivityDidChange(isActive: Bool, players: [PlayerID: PlayerReport])
        /// The app's scene started back to the foreground, before anything of the app is shown again.
        case appWillEnterForeground(players: [PlayerID: PlayerReport])
        /// Stage Manager started or stopped extending the app onto an external display.
        case extendedDisplayDidChange(isExtended: Bool)

        // External scenes.
        /// A scene connected on the screen with `screen` (when the shell can tell), whose facts are
        /// `facts`, for the registration of `source` when the system said.
        case sceneDidConnect(SceneID, screen: ScreenKey?, facts: ScreenFacts, source: SourceID?)
        /// A scene disconnected, or went to the background, where it shows nothing of the app's.
        case sceneDidDisconnect(SceneID)
        /// The scene changes UIKit made in one turn are all in (the machine asks for this with
        /// ``Effect/settleNextTurn``).
        case sceneChangesDidSettle

        // Sources.
        case sourceDidRegister(SourceID)
        case sourceDidUnregister(SourceID)
        /// What `updateProperties()` read from the sources' registrations in one layout pass.
        case sourcesDidReport([SourceReport])
        /// A source went off screen: UIKit stops running its `updateProperties()`.
        case sourceDidLeaveScreen(SourceID)

        // Requests.
        /// The app asked to show `content`; `display` is the ``DisplayID`` it chose, if any;
        /// `wheneverAvailable`: until it is stopped or replaced, whatever the policies say.
        case playRequested(ContentID, kind: ContentKind, display: DisplayID?, wheneverAvailable: Bool = false)
        case stopRequested(PlaybackEnd.Reason)
        /// The app asked to show `content` on `display` only, beside the main request.
        case pinRequested(ContentID, kind: ContentKind, display: DisplayID)
        /// The app asked to end what `display` shows: the request pinned to it, and the main request if
        /// it is shown there.
        case stopOnDisplayRequested(DisplayID)

        // Settings.
        case reconnectPolicyDidChange(ReconnectPolicy)
        case stageManagerPolicyDidChange(StageManagerPolicy)
        case displayPolicyDidChange(DisplayPolicy)
        case videoHandOffDidChange(VideoHandOff)
        /// `uiKitSafeAreaMargin` changed.
        case contentMarginDidChange(Double?)
        /// The user's margin for a kind of display changed (`Air.SafeAreaMargins`).
        case userMarginDidChange(DisplayKind, Double?)

        // Display facts.
        /// A screen's mode changed (`UIScreen.modeDidChangeNotification`), its capture changed, or AirKit
        /// applied the display policy to it: what the screen of `scene` reports now.
        case screenDidReport(ScreenFacts, on: SceneID)
        /// ``DisplayPolicy/modeSwitchTimeout`` passed since request `request` to `display`.
        case modeSwitchDidTimeOut(DisplayID, request: Int)
        /// The audio route changed.
        case audioRouteDidChange(DisplayRoute)
        /// AirKit's window on `scene` reports a new safe area.
        case windowSafeAreaDidChange(DisplayInsets, on: SceneID)

        // Video.
        /// A player taken back reported where it is, on the turn after it was taken back.
        case playerDidReport(PlayerID, PlayerReport)

        // Surfaces.
        case surfaceDidEnterWindow(SurfaceID, on: SceneID)
        case surfaceDidLayout(SurfaceID, width: Double, height: Double)
        case surfaceDidLeaveWindow(SurfaceID)
        case drawableWasIssued(DrawableID, by: SurfaceID)
        case drawablesDidFinish(Set<DrawableID>, of: SurfaceID)
        case surfaceWasReleased(SurfaceID)
        /// The app set the surface's preferred frame-rate range (`nil`: every frame of its display).
        case surfaceFrameRateWasPreferred(SurfaceID, SurfaceMachine.FrameRateRange?)
    }

    /// What the shell must do, in order.
    enum Effect: Equatable, Sendable {
        // Presentation.
        /// Show `content` in an unhidden, never-key window on `scene` (replacing what a window there shows).
        case attachWindow(to: SceneID, content: ContentID)
        /// Hide and release the window on `scene`.
        case detachWindow(from: SceneID)
        /// Set the source's `UISceneAccessoryRegistration.isEnabled` to `true`. AirKit never disables a
        /// registration: only an enabled one learns that a display is available, so a source that waits
        /// for the user to press play stays enabled and its display mirrors until there is content
        /// (Documentation/PlatformFacts.md, "Availability before play"). Hence no `false`.
        case enableSource(SourceID)
        /// Let go of the content of a request that ended or was replaced; its window effects came first.
        case releaseContent(ContentID)
        /// Send ``Event/sceneChangesDidSettle`` on the next main-queue turn.
        case settleNextTurn
        /// Follow the app's own scenes activating and disconnecting, or stop: needed only while a request
        /// that can only wait for an extended display would end under ``StageManagerPolicy/stopPlayback``,
        /// since the system tells no AirKit delegate when Stage Manager extends the app.
        case watchAppScenes(Bool)

        // Displays.
        /// Set the mode and the overscan compensation of the screen of `scene` (`nil`: leave it), then read
        /// the screen again (``Event/screenDidReport(_:on:)``).
        case applyDisplayChanges(ModeNegotiation.Changes, on: SceneID)
        /// Send ``Event/modeSwitchDidTimeOut(_:request:)`` after ``DisplayPolicy/modeSwitchTimeout``.
        case scheduleModeSwitchTimeout(DisplayID, request: Int)
        /// Let go of the screen object with this key: no display AirKit knows was last seen on it.
        case forgetScreen(ScreenKey)

        // Layout.
        /// Give the UIKit content `content` on `scene` these `additionalSafeAreaInsets`; `nil` takes back
        /// the insets AirKit gave it.
        case setContentInsets(DisplayInsets?, content: ContentID, on: SceneID)

        // Video.
        /// Keep the player out of external playback (both settings `false`), remembering the app's values.
        case keepPlayerOut(PlayerID)
        /// Let the player switch to external playback (both settings `true`).
        case handOffPlayer(PlayerID)
        /// Keep the player out of external playback again.
        case takeBackPlayer(PlayerID)
        /// Give the player the app's own settings back and let go of it.
        case restorePlayer(PlayerID)
        case seekPlayer(PlayerID, to: Double)
        /// Read the player on the next turn and send ``Event/playerDidReport(_:_:)``.
        case reportPlayerNextTurn(PlayerID)
        /// Give the lock screen and the receiver a title from the player, unless the app has Now Playing
        /// information of its own or gave AirKit no title.
        case fillNowPlaying(from: PlayerID)
        /// Remove the Now Playing information AirKit set, if it is still AirKit's.
        case clearNowPlaying

        // Surfaces.
        /// Put the surface's layer in its view.
        case attachSurfaceLayer(SurfaceID)
        /// Size the layer and its drawables to `metrics`.
        case sizeSurface(SurfaceID, SurfaceMachine.Metrics)
        /// Call the surface's `onMetricsChange`.
        case reportSurfaceMetrics(SurfaceID, SurfaceMachine.Metrics?)
        /// Start a display link of `scene`'s display for the surface.
        case startSurfaceFrames(SurfaceID, on: SceneID)
        /// Invalidate the surface's display link.
        case stopSurfaceFrames(SurfaceID)
        /// Give the surface's display link `range` as its `preferredFrameRateRange`.
        case setSurfaceFrameRate(SurfaceID, SurfaceMachine.FrameRateRange)
        /// Check the surface's drawables out until each is presented or released
        /// (``Event/drawablesDidFinish(_:of:)``).
        case watchDrawables(SurfaceID)
        /// Take the surface's layer out of the view it was in.
        case removeSurfaceLayer(SurfaceID)

        case log(LogLine)
    }
}
