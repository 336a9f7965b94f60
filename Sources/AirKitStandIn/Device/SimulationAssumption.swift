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
    case settingAnotherScreenDetachesTheWindow
    case sceneEventsMayArriveTurnsLate
    case systemMayDeclineToPresent
    case externalScenesGoToTheBackgroundWithTheApp
    case theAppsSceneResignsBeforeExternalScenesLeave
    case aLockedDeviceShowsNoAppContentOnDisplays
    case accessoryScenesConsultTheAppDelegate
    case stageManagerExtendsTheDisplayWithApplicationScenes
    case extendedDisplaysLeaveAccessoriesAvailable
    case playerViewsSwitchToExternalPlayback
    case externalPlaybackNeedsAnAirPlayReceiver
    case externalPlaybackHidesTheSceneWindow
    case windowsMadeWithoutASceneStayOffScreen
    case displayLinksOutliveTheirDisplay
    case appDelegateLifeCycleHasNoScenes

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
            "Which declarations does the stand-in take from UIKit and SwiftUI beyond those AirKit itself calls?"
        case .windowsStackByLevelThenMostRecentlyShown:
            "In what order do a screen's windows stack, and what are the values of the alert and status-bar levels?"
        case .settingAnotherScreenDetachesTheWindow:
            "What happens to a scene's window when code sets its `screen` to another screen?"
        case .sceneEventsMayArriveTurnsLate:
            "Can an external scene connect, or its disconnect arrive, after the app has already moved on?"
        case .systemMayDeclineToPresent:
            "Does an enabled, topmost registration with an available display always get its scene?"
        case .externalScenesGoToTheBackgroundWithTheApp:
            "What happens to the external scene, and to its display, when the app goes to the background?"
        case .theAppsSceneResignsBeforeExternalScenesLeave:
            "In what order do the app's scene and the external scene leave the foreground?"
        case .aLockedDeviceShowsNoAppContentOnDisplays: "What does an external display show while the device is locked?"
        case .accessoryScenesConsultTheAppDelegate:
            "Does the system call `application(_:configurationForConnecting:options:)` for a scene accessory's scene?"
        case .stageManagerExtendsTheDisplayWithApplicationScenes:
            "What scenes does an app get on an external display of an iPad with Stage Manager on?"
        case .extendedDisplaysLeaveAccessoriesAvailable:
            "Does a registration report `isAvailable` for a display Stage Manager extends?"
        case .playerViewsSwitchToExternalPlayback:
            "Does a player shown by `AVPlayerViewController` or `VideoPlayer` switch to external playback over AirPlay when its `usesExternalPlaybackWhileExternalScreenIsActive` is `false`?"
        case .externalPlaybackNeedsAnAirPlayReceiver: "Does external playback take over a display connected by cable?"
        case .externalPlaybackHidesTheSceneWindow:
            "What does an AirPlay display show while a player is in external playback and the app has a window on its external scene, and afterwards?"
        case .windowsMadeWithoutASceneStayOffScreen:
            "In an app with a scene manifest, does iOS 26 or earlier put a window made without a scene (the app delegate's `UIWindow(frame:)`) on the app's first scene?"
        case .displayLinksOutliveTheirDisplay:
            "Does a display link of an external display keep firing after the display is unplugged?"
        case .appDelegateLifeCycleHasNoScenes:
            "What scenes does an app in the app-delegate life cycle (no `UIApplicationSceneManifest`) see, and where are its windows?"
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
            "No, the harder answer: only a window's root view controller and modally presented controllers count; "
                + "children (a representable's controller) never do (switch: `Behavior.representableControllersCountAsPresented`)."
        case .registrationsStartEnabled: "`true` (switch: `Behavior.registrationsStartEnabled`)."
        case .systemHoldsRegistrationsWeakly:
            "Yes, the harder answer: a registration the app drops is gone (switch: `Behavior.systemKeepsDroppedRegistrations`)."
        case .disablingDisconnectsTheScene:
            "No, the harder answer: the scene stays connected and its display mirrors until the registration is enabled "
                + "again; with the switch on, the scene disconnects and enabling connects a new one (switch: `Behavior.disablingDisconnectsTheScene`)."
        case .everyPresentedRegistrationSeesAvailability:
            "Only the winner, while enabled, the harder answer; with the switch on, every registration whose controller "
                + "is presented, enabled or not (switch: `Behavior.everyPresentedRegistrationSeesAvailability`). Only the winner gets the scene."
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
            "`foregroundInactive`, the harder answer: `sceneWillEnterForeground` but never `sceneDidBecomeActive`; with the "
                + "switch on, `foregroundActive` (switch: `Behavior.externalScenesBecomeForegroundActive`)."
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
            "Containment, presentation and appearance callbacks, and that UITabBarController and UINavigationController show only the selected or top child's view; that a window sizes its root view and a view is laid out again when its size changes; UIColor, UIUserInterfaceIdiom, UIApplicationDelegate; Text, EmptyView, AnyView, TupleView, conditional content, Button, stacks, TabView, Group, Binding, ViewModifier, EnvironmentKey, alignments, onChange, disabled, size classes and pixelLength, TextEditor, Bindable, Color, Font, shapes and materials, and the styling modifiers (font, padding, frame, buttonStyle, …), which resolve their content unchanged, ObservableObject/Published/EnvironmentObject; OSLogMessage's own declaration. Declared in their standard shapes; their behaviour is kept minimal."
        case .windowsStackByLevelThenMostRecentlyShown:
            "Higher `windowLevel` in front; within a level, the window shown most recently. `.statusBar` is 1000 and `.alert` 2000."
        case .settingAnotherScreenDetachesTheWindow:
            "It leaves its scene and shows on no screen; setting the scene's own screen changes nothing."
        case .sceneEventsMayArriveTurnsLate:
            "Yes: a scene the system decided on arrives as decided, even after the app disabled or dropped the registration, and is disconnected after; a disconnect may arrive after the display left `UIScreen.screens` (switches: `sceneConnectionDelay`, `disconnect(_:sceneDisconnectDelay:)`)."
        case .systemMayDeclineToPresent:
            "No: while another app or screen mirroring holds the display, no scene connects, and the registration still reports it available (switch: `declineExternalScenes(on:)`)."
        case .externalScenesGoToTheBackgroundWithTheApp:
            "It goes to the background with the app and stays connected; its display shows the system, not the app's window, until the app returns (switch: `Behavior.backgroundingDisconnectsExternalScenes`)."
        case .theAppsSceneResignsBeforeExternalScenesLeave:
            "The app's scene resigns active first; external scenes leave while it is inactive; then it enters the background."
        case .aLockedDeviceShowsNoAppContentOnDisplays:
            "The lock screen: locking is going to the background; unlocking returns to the app."
        case .accessoryScenesConsultTheAppDelegate:
            "Yes, with the accessory's configuration as the session's, and the scene gets whatever the app delegate returns (switch: `Behavior.accessoryScenesConsultTheAppDelegate`)."
        case .stageManagerExtendsTheDisplayWithApplicationScenes:
            "A `UIWindowSceneSessionRoleApplication` scene with the app's window group, and no non-interactive scene on any path."
        case .extendedDisplaysLeaveAccessoriesAvailable:
            "Yes: the system sees a display, but no accessory scene ever connects on it."
        case .playerViewsSwitchToExternalPlayback:
            "Yes, the harder answer: while it plays (rate ≠ 0) in an unhidden window, on the main or the external scene, unless `allowsExternalPlayback` is `false`."
        case .externalPlaybackNeedsAnAirPlayReceiver:
            "No: the simulated cable (a USB-C monitor) always shows what the device renders; only an AirPlay display streams."
        case .externalPlaybackHidesTheSceneWindow:
            "The stream only: the window stays attached but is not shown. When the player pauses or leaves the window, the display shows the window again, or mirrors."
        case .windowsMadeWithoutASceneStayOffScreen:
            "No, the harder answer: the window belongs to no scene and nothing shows it, on every OS; with the switch on, iOS 26 and earlier (and iOS 27 running an app built with an older SDK) put it on the first application scene when that scene connects (switch: `Behavior.windowsMadeWithoutASceneJoinTheFirstScene`)."
        case .displayLinksOutliveTheirDisplay:
            "Yes, the harder answer: it keeps firing at the display's last rate until invalidated; with the switch off it stops with the display (switch: `Behavior.displayLinksOutliveTheirDisplay`)."
        case .appDelegateLifeCycleHasNoScenes:
            "None: `connectedScenes` is empty, windows the app makes with `UIWindow(frame:)` show on their `screen` (the main screen unless set), `UIScreen.screens` lists every connected display, and `UIScreen.didConnectNotification` announces each new one."
        }
    }

    /// Why: the source that comes closest, or the reason for choosing the harder answer.
    public var reason: String {
        switch self {
        case .newWindowsStartHidden:
            "Standard UIKit behaviour the header does not restate (StandInSources.md §4); Apple's DTS says to unhide the window (§17)."
        case .scenesHoldWindowsWeakly:
            "Common UIKit practice of keeping `var window` in the scene delegate; the header's `windows` says nothing of ownership (StandInSources.md §14)."
        case .roleRawValuesAreManifestKeys: "Inferred from the manifest keys and third-party code (StandInSources.md §14, §25)."
        case .roleOfRolelessConfigurationsIsEmpty:
            "The header only says the system sets the role of sessions created from it (StandInSources.md §9)."
        case .representableControllersCountAsPresented:
            "One developer reports shipping registrations on a representable's controller on iOS 27; Apple says only "
                + "\"presented view controller\" (StandInSources.md §17). \"No\" is harder: AirKit registers on the outermost "
                + "container of its controller, which counts under both answers (PlatformFacts.md, \"Where a source registers\")."
        case .registrationsStartEnabled:
            "Apple's article implies it (StandInSources.md §10); AirKit sets `isEnabled` explicitly anyway."
        case .systemHoldsRegistrationsWeakly:
            "Unconfirmed (StandInSources.md §17); modelling the harder case proves that code keeps its registrations."
        case .disablingDisconnectsTheScene:
            "\"Stop presenting your content without giving up the registration\" and \"whether the content … should be displayed\" "
                + "(StandInSources.md §10) may mean hiding, not disconnecting (§17). Hiding is harder: the app must remove its own "
                + "window and cannot count on a disconnect."
        case .everyPresentedRegistrationSeesAvailability:
            "Undocumented (StandInSources.md §10 says only that the system owns `isAvailable`). Reporting it only to the "
                + "enabled winner is harder: AirKit therefore keeps its registrations enabled (PlatformFacts.md, \"Availability before play\")."
        case .disabledWinnerBlocksOtherRegistrations:
            "\"The system presents the registration that belongs to the topmost, most recently presented view controller\" (StandInSources.md §16) picks by controller."
        case .topmostMeansDeepestPresentationThenMostRecent:
            "StandInSources.md §16 names the criteria but not their order; \"view controller depth\" is unconfirmed."
        case .oneAccessorySceneForEachDisplay:
            "Undocumented; the iOS ≤ 26 path connects one scene per display."
        case .unblockableSceneWithoutEntryHasNoDelegate:
            "Apple's DTS: the scene \"is not something that can be blocked\" (StandInSources.md §17); the team's working answer."
        case .deprecatedRoleKeyIsNotRead:
            "UTM's source notes that \"sessions report the new name\"; UIKit's own lookup falls back to the old key "
                + "(Documentation/PlatformFacts.md), which this switch does not model."
        case .externalScenesConnectOnceTheAppIsActive: "Lifecycle order of scene-based apps; the team's working answer."
        case .externalScenesBecomeForegroundActive:
            "The lifecycle of `UISceneDelegate` (StandInSources.md §15) is not stated for non-interactive scenes, and "
                + "shipping apps report no `sceneDidBecomeActive` for AirPlay scenes (§17); staying inactive is harder."
        case .updatePropertiesRerunsOnTheNextTurn:
            "\"Automatic observation tracking\" and \"coalesced … alongside the next layout pass\" (StandInSources.md §16); the team's working answer."
        case .screenCaptureIsNotADisplay: "AirKit's README; `sceneCaptureState` semantics (StandInSources.md §8)."
        case .declaredAccessoriesAreRegistrationsOfTheHostingController:
            "The SwiftUI API is documented (StandInSources.md §11, §18) but not its mechanism; this mirrors the UIKit contract."
        case .availabilityIsReportedOnceAfterRegistration: "A third-party simulator test (StandInSources.md §18)."
        case .declaredAccessoryContentGetsAFreshEnvironment:
            "Undocumented; assuming no inheritance is the harder case for apps."
        case .declarationsOutsideTheReference:
            "StandInSources.md covers the APIs AirKit itself calls; these exist so that app code written for AirKit compiles unchanged."
        case .windowsStackByLevelThenMostRecentlyShown:
            "`UIWindow.h` (iOS 27.0 SDK) declares `windowLevel` (default 0.0) and the three level constants but states neither the order nor the other values; this is standard UIKit behaviour."
        case .settingAnotherScreenDetachesTheWindow:
            "`UIWindow.h` (iOS 27.0 SDK) makes `screen` settable but says nothing of scenes; a window is shown on its scene's "
                + "screen, so the harder answer for legacy screen code is that the window is shown nowhere. AirKit never sets it."
        case .sceneEventsMayArriveTurnsLate:
            "Scene connections and disconnections come from the system asynchronously (StandInSources.md §15, §17); nothing "
                + "promises they reflect the app's latest state, so the harder answer lets them lag."
        case .systemMayDeclineToPresent:
            "StandInSources.md §17 names when the scene connects, not that it must; a display is one at a time, so the harder answer is "
                + "that another holder wins without telling the app."
        case .externalScenesGoToTheBackgroundWithTheApp:
            "Undocumented for non-interactive scenes (StandInSources.md §15 gives the states, §17 the connect and disconnect rules). "
                + "Staying connected is the harder case: no `sceneDidDisconnect(_:)` tells the app its window no longer shows."
        case .theAppsSceneResignsBeforeExternalScenesLeave:
            "Undocumented (StandInSources.md §15); it is the order that makes leaving the foreground look most like an unplug to "
                + "code that checks only the external scene."
        case .aLockedDeviceShowsNoAppContentOnDisplays:
            "Undocumented; an app does not draw while the device is locked (StandInSources.md §15, `background`), so the display cannot show it."
        case .accessoryScenesConsultTheAppDelegate:
            "Apple tells apps that checked the role in that method to remove the role-specific logic (Documentation/PlatformFacts.md, "
                + "\"Scenes configured in code\"), which suggests it is still called; the harder answer lets it replace AirKit's delegate."
        case .stageManagerExtendsTheDisplayWithApplicationScenes:
            "Undocumented in the sources we hold; the behaviour of iPadOS 16 and later as app developers report it. Nothing in "
                + "StandInSources.md §17 offers the non-interactive scene on an extended display."
        case .extendedDisplaysLeaveAccessoriesAvailable:
            "Undocumented (StandInSources.md §10 says only that `isAvailable` is the system's); availability with no scene is the harder case."
        case .playerViewsSwitchToExternalPlayback:
            "`AVPlayer.h` documents the player's switch, `AVPlayerViewController.h` nothing about external playback (StandInSources.md §28, §29); "
                + "a third-party report says AVKit's controller routes video to AirPlay out of the box (Documentation/PlatformFacts.md, \"Video and external playback\")."
        case .externalPlaybackNeedsAnAirPlayReceiver:
            "`AVPlayer.h` says the properties apply to Lightning-based video adapters but not to 30-pin cables, and says nothing of USB-C "
                + "(StandInSources.md §28); users' reports concern AirPlay. A Lightning adapter may behave as AirPlay does."
        case .externalPlaybackHidesTheSceneWindow:
            "`AVPlayer.h`: the receiver plays the video itself and the player switches back \"as soon as playback is done\" (StandInSources.md §28); "
                + "what happens to a scene's window meanwhile is undocumented, and losing the app's content is the harder case."
        case .windowsMadeWithoutASceneStayOffScreen:
            "Apps built with the iOS 27 SDK report that a window their app delegate built is not presented once the manifest is declared "
                + "(StoDevX/AAO-React-Native pull request 7743) and is \"no longer auto-attached to a scene\" (not-fl3/miniquad pull request 634), "
                + "which suggests older builds attached it; nothing Apple publishes says so, so the harder answer is that no build does "
                + "(Documentation/PlatformFacts.md, \"A window made without a scene\")."
        case .displayLinksOutliveTheirDisplay:
            "`CADisplayLink.h` says a link fires \"every vsync until removed\" and `UIWindowScene.h` that a scene's link is \"retargeted when the scene moves between displays\" "
                + "(StandInSources.md §36); neither says what a link of a display that is gone does. One that keeps firing is the harder case."
        case .appDelegateLifeCycleHasNoScenes:
            "`UIWindow.h` (`screen`, \"default is [UIScreen mainScreen]\") and `UIScreen.h` (`screens`, `UIScreenDidConnectNotification`) "
                + "describe the pre-scene model (StandInSources.md §4, §5); whether UIKit also makes a scene for such an app internally is "
                + "undocumented. Modelling none keeps AirKit honest: it must not need a scene to stay quiet and unavailable."
        }
    }
}
