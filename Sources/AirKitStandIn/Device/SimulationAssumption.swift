/// Every behaviour of the simulated device that its sources do not confirm, in one place.
///
/// Each case states the open question, the answer the simulation uses and why. A test on a real
/// device can settle any of them; when one does, change the simulation and this list together.
/// Where a test may want the other answer, ``SimulatedDevice/Behavior`` offers a switch.
public enum SimulationAssumption: String, CaseIterable, Sendable {
    case newWindowsStartHidden
    case scenesHoldWindowsWeakly
    case roleRawValuesAreManifestKeys
    case roleOfRolelessConfigurationsIsEmpty
    case representableControllersCountAsPresented
    case registrationsStartEnabled
    case systemHoldsRegistrationsWeakly
    case disablingDisconnectsTheScene
    case everyPresentedRegistrationSeesAvailability
    case disabledWinnerBlocksOtherRegistrations
    case topmostMeansDeepestPresentationThenMostRecent
    case oneAccessorySceneForEachDisplay
    case unblockableSceneWithoutEntryHasNoDelegate
    case deprecatedRoleKeyIsNotRead
    case externalScenesConnectOnceTheAppIsActive
    case externalScenesBecomeForegroundActive
    case updatePropertiesRerunsOnTheNextTurn
    case screenCaptureIsNotADisplay
    case declaredAccessoriesAreRegistrationsOfTheHostingController
    case availabilityIsReportedOnceAfterRegistration
    case declaredAccessoryContentGetsAFreshEnvironment
    case declarationsOutsideTheReference
    case windowsStackByLevelThenMostRecentlyShown

    /// What the sources leave open.
    public var question: String {
        switch self {
        case .newWindowsStartHidden: "Is a new UIWindow hidden until shown?"
        case .scenesHoldWindowsWeakly: "Does a scene keep its windows alive?"
        case .roleRawValuesAreManifestKeys: "What are the raw values of the UISceneSession.Role constants?"
        case .roleOfRolelessConfigurationsIsEmpty:
            "What does `role` return on a configuration made with the iOS 27 `init()` or `init(name:)`?"
        case .representableControllersCountAsPresented:
            "Does a controller embedded by a representable in the main interface count as presented?"
        case .registrationsStartEnabled: "What is `isEnabled` right after `registerSceneAccessory(_:)`?"
        case .systemHoldsRegistrationsWeakly: "Does dropping the last reference to a registration end it?"
        case .disablingDisconnectsTheScene: "What does `isEnabled = false` do while the accessory's scene is shown?"
        case .everyPresentedRegistrationSeesAvailability: "Which registrations see `isAvailable == true`?"
        case .disabledWinnerBlocksOtherRegistrations:
            "When the topmost registration is disabled, does the system present a covered, enabled one?"
        case .topmostMeansDeepestPresentationThenMostRecent:
            "How does the system rank registrations of controllers on the same screen?"
        case .oneAccessorySceneForEachDisplay: "With two displays connected, how many accessory scenes connect?"
        case .unblockableSceneWithoutEntryHasNoDelegate:
            "On iOS 26, what connects when the manifest has no entry for the external role?"
        case .deprecatedRoleKeyIsNotRead:
            "Does iOS 16 or later read a manifest entry filed under the deprecated `UIWindowSceneSessionRoleExternalDisplay` key?"
        case .externalScenesConnectOnceTheAppIsActive: "When does the external scene connect if a display is attached at launch?"
        case .externalScenesBecomeForegroundActive: "What activation state does a connected external scene reach?"
        case .updatePropertiesRerunsOnTheNextTurn: "When does `updateProperties()` run again after a value it read changes?"
        case .screenCaptureIsNotADisplay: "Is screen recording without a display an available display?"
        case .declaredAccessoriesAreRegistrationsOfTheHostingController:
            "How does the system realize SwiftUI's `sceneAccessory { ExternalNonInteractiveAccessory { … } }`?"
        case .availabilityIsReportedOnceAfterRegistration: "Does `onAvailabilityChange` fire before availability first changes?"
        case .declaredAccessoryContentGetsAFreshEnvironment:
            "Does `ExternalNonInteractiveAccessory` content inherit the host view's environment?"
        case .declarationsOutsideTheReference:
            "Which declarations does the stand-in take from UIKit and SwiftUI beyond apple-api-facts.md?"
        case .windowsStackByLevelThenMostRecentlyShown:
            "In what order do a screen's windows stack, and what are the values of the alert and status-bar levels?"
        }
    }

    /// The answer the simulation uses.
    public var workingAnswer: String {
        switch self {
        case .newWindowsStartHidden: "Yes: `init(windowScene:)` leaves `isHidden == true`."
        case .scenesHoldWindowsWeakly: "No: whoever creates a window must keep it; a dropped window leaves its display."
        case .roleRawValuesAreManifestKeys:
            "The Info.plist keys: `UIWindowSceneSessionRoleApplication`, `UIWindowSceneSessionRoleExternalDisplayNonInteractive`, `UIWindowSceneSessionRoleExternalDisplay`."
        case .roleOfRolelessConfigurationsIsEmpty: "An empty role; the session the system creates carries the real one."
        case .representableControllersCountAsPresented:
            "Yes: any controller in the controller tree of an unhidden window of the app's foreground scene."
        case .registrationsStartEnabled: "`true` (switch: `Behavior.registrationsStartEnabled`)."
        case .systemHoldsRegistrationsWeakly:
            "Yes, the harder answer: a registration the app drops is gone (switch: `Behavior.systemKeepsDroppedRegistrations`)."
        case .disablingDisconnectsTheScene: "The scene disconnects (`sceneDidDisconnect(_:)`); enabling again connects a new one."
        case .everyPresentedRegistrationSeesAvailability:
            "Every registration whose controller is presented, while a display is connected; only the winner gets the scene."
        case .disabledWinnerBlocksOtherRegistrations:
            "No scene: the system picks by controller, then honours that registration's `isEnabled`."
        case .topmostMeansDeepestPresentationThenMostRecent:
            "Deepest presentation first, then the most recently presented root, then the most recent registration."
        case .oneAccessorySceneForEachDisplay: "One scene per display, all for the winning registration."
        case .unblockableSceneWithoutEntryHasNoDelegate:
            "The scene still connects, with no delegate; nothing draws, so the display mirrors."
        case .deprecatedRoleKeyIsNotRead: "No: only the `…NonInteractive` key is read, so the scene connects without a delegate."
        case .externalScenesConnectOnceTheAppIsActive:
            "After the main scene becomes active (iOS ≤ 26), or once an enabled registration of a presented controller exists (iOS 27)."
        case .externalScenesBecomeForegroundActive:
            "`foregroundActive`, through `sceneWillEnterForeground` and `sceneDidBecomeActive`."
        case .updatePropertiesRerunsOnTheNextTurn:
            "It runs inside observation tracking; a change to anything it read schedules another run in the next layout pass."
        case .screenCaptureIsNotADisplay: "No: the scene's `sceneCaptureState` is `.active`, but no external scene connects."
        case .declaredAccessoriesAreRegistrationsOfTheHostingController:
            "As a registration of the hosting controller that shows the view, enabled by the binding, shown in a system-made unhidden window."
        case .availabilityIsReportedOnceAfterRegistration:
            "Yes: once with the current value (a simulator test saw one `false` call)."
        case .declaredAccessoryContentGetsAFreshEnvironment:
            "No inheritance: the content gets a fresh environment; state must reach it through the models its closure captures."
        case .declarationsOutsideTheReference:
            "Containment, presentation and appearance callbacks; UIColor, UIUserInterfaceIdiom, UIApplicationDelegate; Text, EmptyView, AnyView, TupleView, conditional content, Button, stacks, TabView, Group, Binding, ViewModifier, EnvironmentKey, alignments, onChange, disabled, size classes and pixelLength, TextEditor, Bindable, Color, Font, shapes and materials, and the styling modifiers (font, padding, frame, buttonStyle, …), which resolve their content unchanged, ObservableObject/Published/EnvironmentObject; OSLogMessage's own declaration. Declared in their standard shapes; their behaviour is kept minimal."
        case .windowsStackByLevelThenMostRecentlyShown:
            "Higher `windowLevel` in front; within a level, the window shown most recently. `.statusBar` is 1000 and `.alert` 2000."
        }
    }

    /// Why: the source that comes closest, or the reason for choosing the harder answer.
    public var reason: String {
        switch self {
        case .newWindowsStartHidden:
            "Standard UIKit behaviour the header does not restate (apple-api-facts §5.1); DTS says to unhide the window (§9)."
        case .scenesHoldWindowsWeakly:
            "Common UIKit practice of keeping `var window` in the scene delegate; the header's `windows` says nothing of ownership (§4.3)."
        case .roleRawValuesAreManifestKeys: "Inferred from the manifest keys and third-party code (§4.5)."
        case .roleOfRolelessConfigurationsIsEmpty:
            "The header only says the system sets the role of sessions created from it (§1.6, §4.6)."
        case .representableControllersCountAsPresented:
            "Seed 000's author shipped exactly that on iOS 27; DESIGN §4 working answer; unconfirmed (§1.5)."
        case .registrationsStartEnabled: "Apple's article implies it (§1.2); AirKit sets `isEnabled` explicitly anyway."
        case .systemHoldsRegistrationsWeakly:
            "Unconfirmed (§1.5); modelling the harder case proves that code keeps its registrations."
        case .disablingDisconnectsTheScene:
            "\"Stop presenting your content without giving up the registration\" (§1.2); whether the scene disconnects or hides is unconfirmed (§1.5)."
        case .everyPresentedRegistrationSeesAvailability:
            "AirKit's README: availability is observed while playback is off; DESIGN §4 working answer."
        case .disabledWinnerBlocksOtherRegistrations:
            "\"The system presents the registration that belongs to the topmost, most recently presented view controller\" (§1.3) picks by controller."
        case .topmostMeansDeepestPresentationThenMostRecent:
            "§1.3 names the criteria but not their order; \"view controller depth\" is unconfirmed."
        case .oneAccessorySceneForEachDisplay:
            "Open question in the prior-art survey §4.3; the iOS ≤ 26 path connects one scene per display."
        case .unblockableSceneWithoutEntryHasNoDelegate:
            "DTS: the scene \"is not something that can be blocked\" (§9); DESIGN §4 working answer."
        case .deprecatedRoleKeyIsNotRead: "UTM: \"sessions report the new name\" (prior-art survey §0, T5)."
        case .externalScenesConnectOnceTheAppIsActive: "Lifecycle order of scene-based apps; DESIGN §4 working answer."
        case .externalScenesBecomeForegroundActive:
            "The lifecycle of `UISceneDelegate` (§4.4); not stated for non-interactive scenes."
        case .updatePropertiesRerunsOnTheNextTurn:
            "\"Automatic observation tracking\" and \"coalesced … alongside the next layout pass\" (§3.1); DESIGN §4."
        case .screenCaptureIsNotADisplay: "AirKit's README (seed 003); `sceneCaptureState` semantics (§5.4)."
        case .declaredAccessoriesAreRegistrationsOfTheHostingController:
            "The SwiftUI API is documented (§2.1, §2.2) but not its mechanism; this mirrors the UIKit contract."
        case .availabilityIsReportedOnceAfterRegistration: "A third-party simulator test (§2.2, §9)."
        case .declaredAccessoryContentGetsAFreshEnvironment:
            "Undocumented (prior-art survey §4.3); assuming no inheritance is the harder case for apps."
        case .declarationsOutsideTheReference:
            "apple-api-facts.md covers the APIs AirKit itself calls; these exist so that the seeds' app code compiles unchanged."
        case .windowsStackByLevelThenMostRecentlyShown:
            "`UIWindow.h` (iOS 27.0 SDK) declares `windowLevel` (default 0.0) and the three level constants but states neither the order nor the other values; this is standard UIKit behaviour."
        }
    }
}
