#if canImport(UIKit) || AIRKIT_STANDIN
extension UIWindowScene {
    /// What the screen of this external scene reports now.
    ///
    /// Sources: Documentation/StandInSources.md#display-facts; what each gives over AirPlay and over a
    /// cable is in Documentation/PlatformFacts.md, "Display facts". visionOS has no `UIScreen`
    /// (`UIWindowScene.h`) and never connects an external-display scene (Documentation/Platforms.md):
    /// there only the capture state and the display scale are read.
    var screenFacts: ScreenFacts {
        var facts = ScreenFacts(metrics: displayMetrics)
        facts.isCaptured = traitCollection.sceneCaptureState == .active
        facts.nativeScale = Double(traitCollection.displayScale)
        #if !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
        let screen = screen
        facts.nativeWidth = Double(screen.nativeBounds.width)
        facts.nativeHeight = Double(screen.nativeBounds.height)
        facts.nativeScale = Double(screen.nativeScale)
        facts.maximumFramesPerSecond = screen.maximumFramesPerSecond
        facts.currentMode = screen.currentMode.map(DisplayMode.init)
        facts.overscanCompensation = DisplayOverscanCompensation(screen.overscanCompensation)
        facts.overscanInsets = DisplayInsets(screen.overscanCompensationInsets)
        facts.isMirrored = screen.mirrored != nil
        #if !os(tvOS) && !AIRKIT_STANDIN_TVOS
        facts.modes = screen.availableModes.map(DisplayMode.init)
        facts.preferredMode = screen.preferredMode.map(DisplayMode.init)
        #endif
        #endif
        return facts
    }
}

extension UIWindowScene {
    /// Asks the scene's screen for `mode` (one of its `availableModes`, matched by size and pixel shape)
    /// and sets `overscan` as its compensation; `nil` leaves either as it is. The screen may refuse the
    /// mode (Documentation/PlatformFacts.md, "Display modes"). tvOS makes `currentMode` read-only and
    /// visionOS has no screen, so there only the compensation, or nothing, is set.
    func apply(mode: DisplayMode?, overscan: DisplayOverscanCompensation?) {
        #if !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
        let screen = screen
        if let overscan {
            screen.overscanCompensation =
                switch overscan {
                case .scale: .scale
                case .insetBounds: .insetBounds
                case .none: .none
                }
        }
        #if !os(tvOS) && !AIRKIT_STANDIN_TVOS
        if let mode, let match = screen.availableModes.first(where: { DisplayMode($0) == mode }) {
            screen.currentMode = match
        }
        #endif
        #endif
    }
}

extension AVAudioSessionRouteDescription {
    /// The route's outputs as AirKit classifies them: `.airPlay` is an AirPlay receiver, `.HDMI` and
    /// `.displayPort` a display on a cable (`AVAudioSessionTypes.h`, StandInSources.md#audio-route).
    var displayRoute: DisplayRoute {
        DisplayRoute(
            outputs: outputs.map { port in
                let kind: DisplayKind =
                    switch port.portType {
                    case .airPlay: .airPlay
                    case .HDMI, .displayPort: .wired
                    default: .unknown
                    }
                return DisplayRoute.Output(kind: kind, name: port.portName)
            })
    }
}

extension DisplayInsets {
    init(_ insets: UIEdgeInsets) {
        self.init(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
}

#if !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
extension DisplayMode {
    init(_ mode: UIScreenMode) {
        self.init(
            width: Double(mode.size.width), height: Double(mode.size.height),
            pixelAspectRatio: Double(mode.pixelAspectRatio))
    }
}

extension DisplayOverscanCompensation {
    init(_ compensation: UIScreen.OverscanCompensation) {
        switch compensation {
        case .scale: self = .scale
        case .insetBounds: self = .insetBounds
        case .none: self = .none
        @unknown default: self = .scale
        }
    }
}
#endif
#endif
