#if canImport(UIKit) || AIRKIT_STANDIN
extension UIWindowScene {
    /// The facts of the display this external scene is on, read now from its screen, from `window`
    /// (AirKit's window on the scene, if any) and from the audio route; `displayCount` is how many
    /// external displays AirKit knows, which decides whether the route can say which one it names.
    ///
    /// Sources: Documentation/StandInSources.md#display-facts, #audio-route; what each gives over
    /// AirPlay and over a cable is in Documentation/PlatformFacts.md, "Display facts".
    /// visionOS has no `UIScreen` (`UIWindowScene.h`) and never connects an external-display scene
    /// (Documentation/Platforms.md): there only the capture state and the route are read.
    func displayFacts(window: UIWindow?, displayCount: Int) -> DisplayFacts {
        var facts = DisplayFacts()
        let connection = AVAudioSession.sharedInstance().currentRoute.displayRoute.connection(amongDisplays: displayCount)
        facts.kind = connection.kind
        facts.receiverName = connection.receiverName
        facts.isCaptured = traitCollection.sceneCaptureState == .active
        facts.safeAreaInsets = window.map { DisplayInsets($0.safeAreaInsets) } ?? .zero
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
