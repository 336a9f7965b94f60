/// The simulated device's answers to the questions that `SimulatedDevice.Behavior` makes switches of:
/// the default setting of each switch, by the switch's name (the assumption's; `true` when its
/// statement holds).
///
/// A check whose question has a switch phrases the simulation's answer from this, so the report
/// compares a device with the simulation as it stands by default. The app on a device cannot read the
/// stand-in, so the values are written here; `ProbeTests` fail when they differ from `Behavior()`.
struct SimulatedBehavior: Sendable, Equatable {
    var registrationsStartEnabled = true
    var systemHoldsRegistrationsWeakly = true
    var representableControllersCountAsPresented = false
    var disablingDisconnectsTheScene = false
    var everyPresentedRegistrationSeesAvailability = false
    var externalScenesBecomeForegroundActive = false
    var externalScenesGoToTheBackgroundWithTheApp = true
    var accessoryScenesConsultTheAppDelegate = true
    var windowsMadeWithoutASceneStayOffScreen = true
    var displayLinksOutliveTheirDisplay = true
    var cappedDisplayLinksRoundDown = true
    var audioRouteShowsTheDisplayWhileTheSessionIsInactive = false
    var screensStartInTheirHighestResolutionMode = true
    var airPlayReceiversIgnoreTheRequestedMode = true
    var playersSwitchToExternalPlaybackInTheBackground = false
    var leavingExternalPlaybackKeepsThePosition = false
    var externalPlaybackStopsWhenTheAppIsSuspended = true
    var animationsFollowTheirWindowsDisplay = false
    var overscanInsetsShowOnlyWithoutCompensation = false
    var externalDisplaysCoexist = true

    /// The defaults: what the simulated device answers unless a test switches it.
    static let defaults = SimulatedBehavior()
}
