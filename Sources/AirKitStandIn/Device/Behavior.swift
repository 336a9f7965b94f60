extension SimulatedDevice {
    /// Answers to questions the sources leave open, each a switch so that a test can run app code
    /// under either answer.
    ///
    /// Every default is the answer that is harder on the app, so that code passing under the defaults
    /// has shown it copes with the case nobody has ruled out. ``easierAnswers`` gives the other answer
    /// to every question, which is also what the team assumed before the switches existed.
    public struct Behavior: Sendable, Hashable, CustomStringConvertible {
        /// ``SimulationAssumption/registrationsStartEnabled``: what `isEnabled` is right after
        /// `registerSceneAccessory(_:)`. `true` (the default) connects the scene before the app has said
        /// whether it wants it; `false` shows nothing until the app enables it. The header gives no
        /// value, so an app must set it either way; `true` is the one that punishes forgetting to.
        public var registrationsStartEnabled: Bool
        /// ``SimulationAssumption/systemHoldsRegistrationsWeakly``: with `false` (the default) a
        /// registration the app drops is gone; with `true` the system keeps it until unregistered.
        /// `false` is harder: an app must keep every registration it relies on.
        public var systemKeepsDroppedRegistrations: Bool
        /// ``SimulationAssumption/representableControllersCountAsPresented``: does a registration on a
        /// controller that is a child of another (a `UIViewControllerRepresentable`'s controller inside
        /// SwiftUI's hosting controller) count as "presented" when the system picks the registration of
        /// the topmost presented view controller?
        ///
        /// - `true`: any controller in the controller tree of a shown window of the app's scene counts.
        /// - `false` (the default): only the window's root view controller and controllers presented
        ///   modally count; a registration of a child is never presented, so its scene never connects.
        ///
        /// One developer's report is the only evidence for `true`; `false` is harder because a
        /// registration made where SwiftUI lets app code run (a representable) then does nothing.
        public var representableControllersCountAsPresented: Bool
        /// ``SimulationAssumption/disablingDisconnectsTheScene``: what `isEnabled = false` does to the
        /// scene of a presented registration ("whether the content … should be displayed", the header).
        ///
        /// - `true`: the scene disconnects (`sceneDidDisconnect(_:)`); enabling again connects a new one.
        /// - `false` (the default): the scene stays connected and its display mirrors the device, its
        ///   windows hidden from view; enabling again shows them.
        ///
        /// `false` is harder: an app cannot rely on a disconnect to tear its window down, must not
        /// believe a window it attaches while disabled is seen, and sees the same scene come back.
        public var disablingDisconnectsTheScene: Bool
        /// ``SimulationAssumption/everyPresentedRegistrationSeesAvailability``: which registrations see
        /// `isAvailable == true` while a display is connected.
        ///
        /// - `true`: every registration whose controller is presented, enabled or not.
        /// - `false` (the default): only the registration the system presents (the topmost presented
        ///   one), and only while it is enabled.
        ///
        /// `false` is harder: an app that disables its registration until the user asks for the display
        /// never learns that one is there.
        public var everyPresentedRegistrationSeesAvailability: Bool
        /// ``SimulationAssumption/externalScenesBecomeForegroundActive``: whether an external scene goes
        /// on from `foregroundInactive` to `foregroundActive` (`sceneDidBecomeActive(_:)`).
        ///
        /// - `true`: `sceneWillEnterForeground(_:)`, then `sceneDidBecomeActive(_:)`.
        /// - `false` (the default): `sceneWillEnterForeground(_:)` only; the scene stays
        ///   `foregroundInactive`, as shipping apps report for AirPlay scenes.
        ///
        /// `false` is harder: code that waits for activation before showing content never shows it.
        public var externalScenesBecomeForegroundActive: Bool

        /// ``SimulationAssumption/externalScenesGoToTheBackgroundWithTheApp``: with `false` (the default)
        /// an external scene follows the app into the background and stays connected while the display
        /// mirrors; with `true` the system disconnects it and connects a new one when the app returns.
        public var backgroundingDisconnectsExternalScenes: Bool
        /// ``SimulationAssumption/accessoryScenesConsultTheAppDelegate``: with `true` (the default) the
        /// app delegate's `application(_:configurationForConnecting:options:)` may replace an accessory's
        /// configuration; with `false` the system uses the accessory's own.
        public var accessoryScenesConsultTheAppDelegate: Bool
        /// ``SimulationAssumption/windowsMadeWithoutASceneStayOffScreen``: in an app that declares a scene
        /// manifest, does iOS 26 or earlier put a window made without a scene (the app delegate's
        /// `UIWindow(frame:)`) on the app's first scene when that scene connects?
        ///
        /// - `true`: on iOS 26 and earlier, and on iOS 27 for an app built with an older SDK, such
        ///   windows join the app's first scene, shown or hidden as they were; an iOS 27 SDK build on
        ///   iOS 27 never gets that.
        /// - `false` (the default): the window belongs to no scene and is not shown, on every OS.
        ///
        /// `false` is harder: an app moved to the scene life cycle without a scene delegate that takes
        /// the window shows nothing, as it does on iOS 27.
        public var windowsMadeWithoutASceneJoinTheFirstScene: Bool
        /// ``SimulationAssumption/displayLinksOutliveTheirDisplay``: does a display link of an external
        /// display keep firing after the display is unplugged?
        ///
        /// - `true` (the default): it keeps firing at the display's last rate until it is invalidated.
        /// - `false`: it stops with the display.
        ///
        /// `true` is harder: an app that leaves its link running renders frames nobody sees, and its
        /// renderer runs against a layer that is gone.
        public var displayLinksOutliveTheirDisplay: Bool

        public init(
            registrationsStartEnabled: Bool = true, systemKeepsDroppedRegistrations: Bool = false,
            representableControllersCountAsPresented: Bool = false, disablingDisconnectsTheScene: Bool = false,
            everyPresentedRegistrationSeesAvailability: Bool = false, externalScenesBecomeForegroundActive: Bool = false,
            backgroundingDisconnectsExternalScenes: Bool = false, accessoryScenesConsultTheAppDelegate: Bool = true,
            windowsMadeWithoutASceneJoinTheFirstScene: Bool = false, displayLinksOutliveTheirDisplay: Bool = true
        ) {
            self.registrationsStartEnabled = registrationsStartEnabled
            self.systemKeepsDroppedRegistrations = systemKeepsDroppedRegistrations
            self.representableControllersCountAsPresented = representableControllersCountAsPresented
            self.disablingDisconnectsTheScene = disablingDisconnectsTheScene
            self.everyPresentedRegistrationSeesAvailability = everyPresentedRegistrationSeesAvailability
            self.externalScenesBecomeForegroundActive = externalScenesBecomeForegroundActive
            self.backgroundingDisconnectsExternalScenes = backgroundingDisconnectsExternalScenes
            self.accessoryScenesConsultTheAppDelegate = accessoryScenesConsultTheAppDelegate
            self.windowsMadeWithoutASceneJoinTheFirstScene = windowsMadeWithoutASceneJoinTheFirstScene
            self.displayLinksOutliveTheirDisplay = displayLinksOutliveTheirDisplay
        }

        /// The harder answer to every question: the defaults.
        public static let harderAnswers = Behavior()

        /// The easier answer to every question: registrations start enabled, the system keeps dropped
        /// ones, representables' controllers count as presented, disabling disconnects, every presented
        /// registration sees availability, external scenes become active, backgrounding disconnects them
        /// (so a fresh scene arrives on return), accessory scenes skip the app delegate, iOS 26 puts
        /// windows made without a scene on the app's first scene, and display links stop with their display.
        public static let easierAnswers = Behavior(
            registrationsStartEnabled: true, systemKeepsDroppedRegistrations: true,
            representableControllersCountAsPresented: true, disablingDisconnectsTheScene: true,
            everyPresentedRegistrationSeesAvailability: true, externalScenesBecomeForegroundActive: true,
            backgroundingDisconnectsExternalScenes: true, accessoryScenesConsultTheAppDelegate: false,
            windowsMadeWithoutASceneJoinTheFirstScene: true, displayLinksOutliveTheirDisplay: false)

        /// Every switch, by name, in declaration order: what a test varies to run code under each answer.
        public static var switches: [(name: String, keyPath: WritableKeyPath<Behavior, Bool>)] {
            [
                ("registrationsStartEnabled", \.registrationsStartEnabled),
                ("systemKeepsDroppedRegistrations", \.systemKeepsDroppedRegistrations),
                ("representableControllersCountAsPresented", \.representableControllersCountAsPresented),
                ("disablingDisconnectsTheScene", \.disablingDisconnectsTheScene),
                ("everyPresentedRegistrationSeesAvailability", \.everyPresentedRegistrationSeesAvailability),
                ("externalScenesBecomeForegroundActive", \.externalScenesBecomeForegroundActive),
                ("backgroundingDisconnectsExternalScenes", \.backgroundingDisconnectsExternalScenes),
                ("accessoryScenesConsultTheAppDelegate", \.accessoryScenesConsultTheAppDelegate),
                ("windowsMadeWithoutASceneJoinTheFirstScene", \.windowsMadeWithoutASceneJoinTheFirstScene),
                ("displayLinksOutliveTheirDisplay", \.displayLinksOutliveTheirDisplay),
            ]
        }

        /// One `yes` or `no` per switch, in the order of ``switches``.
        public var description: String {
            Self.switches.map { self[keyPath: $0.keyPath] ? "yes" : "no" }.joined(separator: " ")
        }
    }
}
