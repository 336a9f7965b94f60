/// Every behaviour of the simulated device that its sources do not confirm, each declared once, in
/// ``declaration``.
///
/// A declaration states the open question, the answer the simulation uses and the other answer, why
/// (with its sources), the `SimulatedDevice.Behavior` switch where a test may want the other answer,
/// where the simulation answers it, and the check of `Examples/Probe` that measures it on a device.
/// `Examples/Probe/README.md` is the map from each assumption to its check and to what a device's
/// report changes; `Documentation/Assumptions.md` is the catalogue, derived from these declarations
/// (`AssumptionCatalogueTests` compares the two). A test on a real device can settle any of them;
/// when one does, change the simulation and the declaration together.
///
/// Names and polarity: an assumption's name is a statement, and where it has a switch, the switch has
/// the same name and is `true` when the statement holds.
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
    case appDelegateLifeCycleHasNoScenes
    case displayLinksOutliveTheirDisplay
    case cappedDisplayLinksRoundDown
    case audioRouteShowsTheDisplayWhileTheSessionIsInactive
    case screensStartInTheirHighestResolutionMode
    case airPlayReceiversIgnoreTheRequestedMode
    case overscanInsetsShowOnlyWithoutCompensation
    case playersSwitchToExternalPlaybackInTheBackground
    case leavingExternalPlaybackKeepsThePosition
    case externalPlaybackStopsWhenTheAppIsSuspended
    case animationsFollowTheirWindowsDisplay
    case sceneDelegatesSetInCodeAdoptTheSceneLifeCycle
    case externalDisplaysCoexist

    /// The assumption, declared once: everything else (``question``, the `Behavior` switches, the
    /// catalogue, the probe's list of checks) follows from it or is checked against it.
    public var declaration: Declaration {
        switch self {
        case .newWindowsStartHidden:
            Declaration(
                question: "Is a new UIWindow hidden until shown?",
                answer: "Yes: `init(windowScene:)` leaves `isHidden == true`.",
                reason:
                    "Standard UIKit behaviour the header does not restate (StandInSources.md#uiwindow); Apple's DTS says to unhide the window (StandInSources.md#external-display-contract).",
                simulatedIn: "`UIKit/UIWindow.swift`, `init(windowScene:)`",
                probeCheck: "NewWindowsStartHiddenCheck")
        case .scenesHoldWindowsWeakly:
            Declaration(
                question: "Does a scene keep its windows alive?",
                answer: "No: whoever creates a window must keep it; a dropped window leaves its display.",
                reason:
                    "Common UIKit practice of keeping `var window` in the scene delegate; the header's `windows` says nothing of ownership (StandInSources.md#uiwindowscene).",
                simulatedIn: "`UIKit/UIWindowScene.swift`, `windows` (weak references)",
                probeCheck: "ScenesHoldWindowsWeaklyCheck")
        case .roleRawValuesAreManifestKeys:
            Declaration(
                question: "What are the raw values of the UISceneSession.Role constants?",
                answer:
                    "The Info.plist keys: `UIWindowSceneSessionRoleApplication`, `UIWindowSceneSessionRoleExternalDisplayNonInteractive`, `UIWindowSceneSessionRoleExternalDisplay`.",
                reason:
                    "Inferred from the manifest keys and third-party code (StandInSources.md#uiwindowscene, StandInSources.md#scene-manifest).",
                simulatedIn: "`UIKit/UISceneSession+Role.swift`",
                probeCheck: "RoleRawValuesCheck")
        case .roleOfRolelessConfigurationsIsEmpty:
            Declaration(
                question: "What does `role` return on a configuration made with the iOS 27 `init()` or `init(name:)`?",
                answer: "An empty role; the session the system creates carries the real one.",
                reason:
                    "The header only says the system sets the role of sessions created from it (StandInSources.md#scene-configurations).",
                simulatedIn: "`UIKit/UISceneConfiguration.swift`, `init()` and `init(name:)`",
                probeCheck: "RolelessConfigurationCheck")
        case .representableControllersCountAsPresented:
            Declaration(
                question: "Does a controller embedded by a representable in the main interface count as presented?",
                answer: "No, the harder answer: only a window's root view controller and modally presented controllers count; "
                    + "children (a representable's controller) never do.",
                switch: Switch(
                    harderAnswer: false,
                    otherAnswer: "Yes: any controller in the controller tree of a shown window of the app's scene counts."),
                reason:
                    "A developer's public write-up registers on a representable's controller on iOS 27 and reports that the display "
                    + "worked; Apple says only "
                    + "\"presented view controller\" (StandInSources.md#external-display-contract). \"No\" is harder: AirKit registers on the outermost "
                    + "container of its controller, which counts under both answers (PlatformFacts.md, \"Where a source registers\").",
                simulatedIn: "`isPresented(_:)` in `Device/SimulatedDevice+Accessories.swift`",
                probeCheck: "RepresentableControllerCheck")
        case .registrationsStartEnabled:
            Declaration(
                question: "What is `isEnabled` right after `registerSceneAccessory(_:)`?",
                answer: "`true`.",
                switch: Switch(
                    harderAnswer: true,
                    otherAnswer: "`false`: nothing shows until the app enables the registration.",
                    // Registrations started enabled before the switch existed, and apps written then rely on it.
                    easierAnswer: true),
                reason:
                    "Apple's article implies it (StandInSources.md#scene-accessories); AirKit sets `isEnabled` explicitly anyway.",
                simulatedIn: "`registerSceneAccessory(_:)` in `Device/SimulatedDevice+Accessories.swift`",
                probeCheck: "RegistrationsStartEnabledCheck")
        case .systemHoldsRegistrationsWeakly:
            Declaration(
                question: "Does dropping the last reference to a registration end it?",
                answer: "Yes, the harder answer: a registration the app drops is gone.",
                switch: Switch(
                    harderAnswer: true,
                    otherAnswer: "No: the system keeps a dropped registration until it is unregistered."),
                reason:
                    "Unconfirmed (StandInSources.md#external-display-contract); modelling the harder case proves that code keeps its registrations.",
                simulatedIn: "`Device/RegistrationRecord.swift`",
                probeCheck: "SystemHoldsRegistrationsWeaklyCheck")
        case .disablingDisconnectsTheScene:
            Declaration(
                question: "What does `isEnabled = false` do while the accessory's scene is shown?",
                answer:
                    "No, the harder answer: the scene stays connected and its display mirrors until the registration is enabled "
                    + "again.",
                switch: Switch(
                    harderAnswer: false,
                    otherAnswer: "Yes: the scene disconnects (`sceneDidDisconnect(_:)`), and enabling again connects a new one."),
                reason:
                    "\"Stop presenting your content without giving up the registration\" and \"whether the content … should be displayed\" "
                    + "(StandInSources.md#scene-accessories) may mean hiding, not disconnecting (StandInSources.md#external-display-contract). Hiding is harder: the app must remove its own "
                    + "window and cannot count on a disconnect.",
                simulatedIn: "`reconcileAccessoryScenes(on:)`",
                probeCheck: "DisablingDisconnectsTheSceneCheck")
        case .everyPresentedRegistrationSeesAvailability:
            Declaration(
                question: "Which registrations see `isAvailable == true`?",
                answer: "Only the winner, while enabled, the harder answer. Under either answer only the winner gets the scene.",
                switch: Switch(
                    harderAnswer: false,
                    otherAnswer: "Every registration whose controller is presented, enabled or not."),
                reason:
                    "Undocumented (StandInSources.md#scene-accessories says only that the system owns `isAvailable`). Reporting it only to the "
                    + "enabled winner is harder: AirKit therefore keeps its registrations enabled (PlatformFacts.md, \"Availability before play\").",
                simulatedIn: "`seesAvailability(_:winner:)`",
                probeCheck: "EveryPresentedRegistrationSeesAvailabilityCheck")
        case .disabledWinnerBlocksOtherRegistrations:
            Declaration(
                question: "When the topmost registration is disabled, does the system present a covered, enabled one?",
                answer: "No scene: the system picks by controller, then honours that registration's `isEnabled`.",
                reason:
                    "\"The system presents the registration that belongs to the topmost, most recently presented view controller\" (StandInSources.md#uiviewcontroller) picks by controller.",
                simulatedIn: "`reconcileAccessoryScenes(on:)` and `winningRegistration`",
                probeCheck: "DisabledWinnerBlocksOthersCheck")
        case .topmostMeansDeepestPresentationThenMostRecent:
            Declaration(
                question: "How does the system rank registrations of controllers on the same screen?",
                answer: "Deepest presentation first, then the most recently presented root, then the most recent registration.",
                reason:
                    "StandInSources.md#uiviewcontroller names the criteria but not their order; \"view controller depth\" is unconfirmed.",
                simulatedIn: "`rank(of:)` in `SimulatedDevice+Accessories.swift`",
                probeCheck: "TopmostRegistrationCheck")
        case .oneAccessorySceneForEachDisplay:
            Declaration(
                question: "With two displays connected, how many accessory scenes connect?",
                answer: "One scene per display, all for the winning registration.",
                reason: "Undocumented; the iOS ≤ 26 path connects one scene per display.",
                simulatedIn: "`reconcileAccessoryScenes(on:)`",
                probeCheck: "OneSceneForEachDisplayCheck")
        case .unblockableSceneWithoutEntryHasNoDelegate:
            Declaration(
                question: "On iOS 26, what connects when the manifest has no entry for the external role?",
                answer: "The scene still connects, with no delegate; nothing draws, so the display mirrors.",
                reason:
                    "Apple's DTS: the scene \"is not something that can be blocked\" (StandInSources.md#external-display-contract); the team's working answer.",
                simulatedIn: "`Device/SimulatedDevice+Scenes.swift`, `systemPass()` and `makeDelegate(for:role:)`",
                probeCheck: "UnblockableSceneWithoutEntryCheck")
        case .deprecatedRoleKeyIsNotRead:
            Declaration(
                question:
                    "Does iOS 16 or later read a manifest entry filed under the deprecated `UIWindowSceneSessionRoleExternalDisplay` key?",
                answer: "No: only the `…NonInteractive` key is read, so the scene connects without a delegate.",
                reason: "UTM's source notes that \"sessions report the new name\"; UIKit's own lookup falls back to the old key "
                    + "(Documentation/PlatformFacts.md), which this switch does not model.",
                simulatedIn: "`Device/InfoPlist.swift` lookups and `manifestConfiguration(for:)`",
                probeCheck: "DeprecatedRoleKeyCheck")
        case .externalScenesConnectOnceTheAppIsActive:
            Declaration(
                question: "When does the external scene connect if a display is attached at launch?",
                answer:
                    "After the main scene becomes active (iOS ≤ 26), or once an enabled registration of a presented controller exists (iOS 27).",
                reason: "Lifecycle order of scene-based apps; the team's working answer.",
                simulatedIn: "`systemPass()` (waits for the main scene to be active)",
                probeCheck: "ExternalScenesConnectOnceActiveCheck")
        case .externalScenesBecomeForegroundActive:
            Declaration(
                question: "What activation state does a connected external scene reach?",
                answer: "`foregroundInactive`, the harder answer: `sceneWillEnterForeground` but never `sceneDidBecomeActive`.",
                switch: Switch(
                    harderAnswer: false,
                    otherAnswer: "`foregroundActive`: `sceneWillEnterForeground(_:)`, then `sceneDidBecomeActive(_:)`."),
                reason:
                    "The lifecycle of `UISceneDelegate` (StandInSources.md#uiscene) is not stated for non-interactive scenes, and "
                    + "an SDK shipped in many apps saw no `sceneDidBecomeActive` for the AirPlay scene (forcedotcom/SalesforceMobileSDK-iOS "
                    + "pull request 3679; PlatformFacts.md, \"The external scene's activation state\"); staying inactive is harder.",
                simulatedIn: "`activate(_:)`",
                probeCheck: "ExternalScenesBecomeForegroundActiveCheck")
        case .updatePropertiesRerunsOnTheNextTurn:
            Declaration(
                question: "When does `updateProperties()` run again after a value it read changes?",
                answer:
                    "It runs inside observation tracking; a change to anything it read schedules another run in the next layout pass.",
                reason:
                    "\"Automatic observation tracking\" and \"coalesced … alongside the next layout pass\" (StandInSources.md#uiviewcontroller); the team's working answer.",
                simulatedIn: "`Device/SimulatedDevice+RunLoop.swift`",
                probeCheck: "UpdatePropertiesCheck")
        case .screenCaptureIsNotADisplay:
            Declaration(
                question: "Is screen recording without a display an available display?",
                answer: "No: the scene's `sceneCaptureState` is `.active`, but no external scene connects.",
                reason: "AirKit's README; `sceneCaptureState` semantics (StandInSources.md#trait-collection).",
                simulatedIn: "`Device/SimulatedDevice+Displays.swift` and `traits(for:)`",
                probeCheck: "ScreenCaptureIsNotADisplayCheck")
        case .declaredAccessoriesAreRegistrationsOfTheHostingController:
            Declaration(
                question: "How does the system realize SwiftUI's `sceneAccessory { ExternalNonInteractiveAccessory { … } }`?",
                answer:
                    "As a registration of the hosting controller that shows the view, enabled by the binding, shown in a system-made unhidden window.",
                reason:
                    "The SwiftUI API is documented (StandInSources.md#external-accessory-view, StandInSources.md#swiftui-scene-accessories) but not its mechanism; this mirrors the UIKit contract.",
                simulatedIn: "`Device/SimulatedDevice+DeclaredAccessories.swift`",
                probeCheck: "DeclaredAccessoryRealizationCheck")
        case .availabilityIsReportedOnceAfterRegistration:
            Declaration(
                question: "Does `onAvailabilityChange` fire before availability first changes?",
                answer: "Yes: once with the current value (a simulator test saw one `false` call).",
                reason: "A third-party simulator test (StandInSources.md#swiftui-scene-accessories).",
                simulatedIn: "`reportAvailabilityToDeclaredAccessories()`",
                probeCheck: "AvailabilityReportedOnceCheck")
        case .declaredAccessoryContentGetsAFreshEnvironment:
            Declaration(
                question: "Does `ExternalNonInteractiveAccessory` content inherit the host view's environment?",
                answer:
                    "No inheritance: the content gets a fresh environment; state must reach it through the models its closure captures.",
                reason: "Undocumented; assuming no inheritance is the harder case for apps.",
                simulatedIn: "`DeclaredAccessorySceneDelegate`",
                probeCheck: "DeclaredContentEnvironmentCheck")
        case .declarationsOutsideTheReference:
            Declaration(
                question: "Which declarations does the stand-in take from UIKit and SwiftUI beyond those AirKit itself calls?",
                answer:
                    "Containment, presentation and appearance callbacks; UIColor, UIUserInterfaceIdiom, UIApplicationDelegate; Text, EmptyView, AnyView, TupleView, conditional content, Button, stacks, TabView, Group, Binding, ViewModifier, EnvironmentKey, alignments, onChange, disabled, size classes and pixelLength, TextEditor, Bindable, Color, Font, shapes and materials, and the styling modifiers (font, padding, frame, buttonStyle, …), which resolve their content unchanged, ObservableObject/Published/EnvironmentObject; OSLogMessage's own declaration. Declared in their standard shapes; their behaviour is kept minimal.",
                reason:
                    "StandInSources.md covers the APIs AirKit itself calls; these exist so that app code written for AirKit compiles unchanged.",
                simulatedIn: "the stand-in's declarations (by hand)",
                probeCheck: "DeclarationsOutsideTheReferenceCheck")
        case .windowsStackByLevelThenMostRecentlyShown:
            Declaration(
                question:
                    "In what order do a screen's windows stack, and what are the values of the alert and status-bar levels?",
                answer:
                    "Higher `windowLevel` in front; within a level, the window shown most recently. `.statusBar` is 1000 and `.alert` 2000.",
                reason:
                    "`UIWindow.h` (iOS 27.0 SDK) declares `windowLevel` (default 0.0) and the three level constants but states neither the order nor the other values; this is standard UIKit behaviour.",
                simulatedIn: "`UIKit/UIWindow+Level.swift`, `Device/SimulatedDevice+OwnScreen.swift`",
                probeCheck: "WindowLevelsCheck")
        case .settingAnotherScreenDetachesTheWindow:
            Declaration(
                question: "What happens to a scene's window when code sets its `screen` to another screen?",
                answer: "It leaves its scene and shows on no screen; setting the scene's own screen changes nothing.",
                reason:
                    "`UIWindow.h` (iOS 27.0 SDK) makes `screen` settable but says nothing of scenes; a window is shown on its scene's "
                    + "screen, so the harder answer for legacy screen code is that the window is shown nowhere. AirKit never sets it.",
                simulatedIn: "`UIKit/UIWindow.swift`, the `screen` setter",
                probeCheck: "SettingAnotherScreenCheck")
        case .sceneEventsMayArriveTurnsLate:
            Declaration(
                question: "Can an external scene connect, or its disconnect arrive, after the app has already moved on?",
                answer:
                    "Yes: a scene the system decided on arrives as decided, even after the app disabled or dropped the registration, and is disconnected after; a disconnect may arrive after the display left `UIScreen.screens` (switches: `sceneConnectionDelay`, `disconnect(_:sceneDisconnectDelay:)`).",
                reason:
                    "Scene connections and disconnections come from the system asynchronously (StandInSources.md#uiscene, StandInSources.md#external-display-contract); nothing "
                    + "promises they reflect the app's latest state, so the harder answer lets them lag.",
                simulatedIn:
                    "`Device/SimulatedDevice+Timing.swift` (`sceneConnectionDelay`, `disconnect(_:sceneDisconnectDelay:)`)",
                probeCheck: "SceneEventsMayArriveTurnsLateCheck")
        case .systemMayDeclineToPresent:
            Declaration(
                question: "Does an enabled, topmost registration with an available display always get its scene?",
                answer:
                    "No: while another app or screen mirroring holds the display, no scene connects, and the registration still reports it available (switch: `declineExternalScenes(on:)`).",
                reason:
                    "StandInSources.md#external-display-contract names when the scene connects, not that it must; a display is one at a time, so the harder answer is "
                    + "that another holder wins without telling the app.",
                simulatedIn: "`Device/SimulatedDevice+Timing.swift` (`declineExternalScenes(on:)`)",
                probeCheck: "SystemMayDeclineToPresentCheck")
        case .externalScenesGoToTheBackgroundWithTheApp:
            Declaration(
                question: "What happens to the external scene, and to its display, when the app goes to the background?",
                answer:
                    "It goes to the background with the app and stays connected; its display shows the system, not the app's window, until the app returns.",
                switch: Switch(
                    harderAnswer: true,
                    otherAnswer: "The system disconnects it, and connects a new one when the app returns."),
                reason:
                    "Undocumented for non-interactive scenes (StandInSources.md#uiscene gives the states, StandInSources.md#external-display-contract the connect and disconnect rules). "
                    + "Staying connected is the harder case: no `sceneDidDisconnect(_:)` tells the app its window no longer shows.",
                simulatedIn: "`Device/SimulatedDevice+Lifecycle.swift`",
                probeCheck: "ExternalScenesGoToTheBackgroundCheck")
        case .theAppsSceneResignsBeforeExternalScenesLeave:
            Declaration(
                question: "In what order do the app's scene and the external scene leave the foreground?",
                answer:
                    "The app's scene resigns active first; external scenes leave while it is inactive; then it enters the background.",
                reason:
                    "Undocumented (StandInSources.md#uiscene); it is the order that makes leaving the foreground look most like an unplug to "
                    + "code that checks only the external scene.",
                simulatedIn: "`enterBackground()` in `Device/SimulatedDevice+Lifecycle.swift`",
                probeCheck: "TheAppsSceneResignsFirstCheck")
        case .aLockedDeviceShowsNoAppContentOnDisplays:
            Declaration(
                question: "What does an external display show while the device is locked?",
                answer: "The lock screen: locking is going to the background; unlocking returns to the app.",
                reason:
                    "Undocumented; an app does not draw while the device is locked (StandInSources.md#uiscene, `background`), so the display cannot show it.",
                simulatedIn:
                    "`lock()` in `Device/SimulatedDevice+Lifecycle.swift`, `shownWindow` in `Device/SimulatedDisplay.swift`",
                probeCheck: "LockedDeviceDisplayCheck")
        case .accessoryScenesConsultTheAppDelegate:
            Declaration(
                question:
                    "Does the system call `application(_:configurationForConnecting:options:)` for a scene accessory's scene?",
                answer:
                    "Yes, with the accessory's configuration as the session's, and the scene gets whatever the app delegate returns.",
                switch: Switch(
                    harderAnswer: true,
                    otherAnswer: "No: the system uses the accessory's own configuration."),
                reason:
                    "Apple tells apps that checked the role in that method to remove the role-specific logic (Documentation/PlatformFacts.md, "
                    + "\"Scenes configured in code\"), which suggests it is still called; the harder answer lets it replace AirKit's delegate.",
                simulatedIn: "`appDelegateConfiguration(for:)`",
                probeCheck: "AccessoryScenesConsultTheAppDelegateCheck")
        case .stageManagerExtendsTheDisplayWithApplicationScenes:
            Declaration(
                question: "What scenes does an app get on an external display of an iPad with Stage Manager on?",
                answer:
                    "A `UIWindowSceneSessionRoleApplication` scene with the app's window group, and no non-interactive scene on any path.",
                reason:
                    "Undocumented in the sources we hold; the behaviour of iPadOS 16 and later as app developers report it. Nothing in "
                    + "StandInSources.md#external-display-contract offers the non-interactive scene on an extended display.",
                simulatedIn: "`Device/SimulatedDevice+StageManager.swift`",
                probeCheck: "StageManagerApplicationScenesCheck")
        case .extendedDisplaysLeaveAccessoriesAvailable:
            Declaration(
                question: "Does a registration report `isAvailable` for a display Stage Manager extends?",
                answer: "Yes: the system sees a display, but no accessory scene ever connects on it.",
                reason:
                    "Undocumented (StandInSources.md#scene-accessories says only that `isAvailable` is the system's); availability with no scene is the harder case.",
                simulatedIn:
                    "`Device/SimulatedDevice+StageManager.swift` and the system pass in `Device/SimulatedDevice+Timing.swift`",
                probeCheck: "ExtendedDisplayAvailabilityCheck")
        case .playerViewsSwitchToExternalPlayback:
            Declaration(
                question:
                    "Does a player shown by `AVPlayerViewController` or `VideoPlayer` switch to external playback over AirPlay when its `usesExternalPlaybackWhileExternalScreenIsActive` is `false`?",
                answer:
                    "Yes, the harder answer: while it plays (rate ≠ 0) in an unhidden window, on the main or the external scene, unless `allowsExternalPlayback` is `false`.",
                reason:
                    "`AVPlayer.h` documents the player's switch, `AVPlayerViewController.h` nothing about external playback (StandInSources.md#avplayer, StandInSources.md#avplayerviewcontroller); "
                    + "a third-party report says AVKit's controller routes video to AirPlay out of the box (Documentation/PlatformFacts.md, \"Video and external playback\").",
                simulatedIn: "`AVFoundation/AVPlayer.swift` (`isExternalPlaybackActive`), `Device/SimulatedDevice+Video.swift`",
                probeCheck: "PlayerViewsSwitchToExternalPlaybackCheck")
        case .externalPlaybackNeedsAnAirPlayReceiver:
            Declaration(
                question: "Does external playback take over a display connected by cable?",
                answer:
                    "No: the simulated cable (a USB-C monitor) always shows what the device renders; only an AirPlay display streams.",
                reason:
                    "`AVPlayer.h` says the properties apply to Lightning-based video adapters but not to 30-pin cables, and says nothing of USB-C "
                    + "(StandInSources.md#avplayer); users' reports concern AirPlay. A Lightning adapter may behave as AirPlay does.",
                simulatedIn: "`externalPlaybackDisplay` in `Device/SimulatedDevice+Video.swift`",
                probeCheck: "ExternalPlaybackNeedsAirPlayCheck")
        case .externalPlaybackHidesTheSceneWindow:
            Declaration(
                question:
                    "What does an AirPlay display show while a player is in external playback and the app has a window on its external scene, and afterwards?",
                answer:
                    "The stream only: the window stays attached but is not shown. When the player pauses or leaves the window, the display shows the window again, or mirrors.",
                reason:
                    "`AVPlayer.h`: the receiver plays the video itself and the player switches back \"as soon as playback is done\" (StandInSources.md#avplayer); "
                    + "what happens to a scene's window meanwhile is undocumented, and losing the app's content is the harder case.",
                simulatedIn: "`Device/SimulatedDisplay+Video.swift` and `shownWindow` in `Device/SimulatedDisplay.swift`",
                probeCheck: "ExternalPlaybackHidesTheWindowCheck")
        case .windowsMadeWithoutASceneStayOffScreen:
            Declaration(
                question:
                    "In an app with a scene manifest, does iOS 26 or earlier put a window made without a scene (the app delegate's `UIWindow(frame:)`) on the app's first scene?",
                answer: "No, the harder answer: the window belongs to no scene and nothing shows it, on every OS.",
                switch: Switch(
                    harderAnswer: true,
                    otherAnswer:
                        "On iOS 26 and earlier, and on iOS 27 for an app built with an older SDK, the window joins the app's first scene when it connects, shown or hidden as it was."
                ),
                reason:
                    "Apps built with the iOS 27 SDK report that a window their app delegate built is not presented once the manifest is declared "
                    + "(StoDevX/AAO-React-Native pull request 7743) and is \"no longer auto-attached to a scene\" (not-fl3/miniquad pull request 634), "
                    + "which suggests older builds attached it; nothing Apple publishes says so, so the harder answer is that no build does "
                    + "(Documentation/PlatformFacts.md, \"A window made without a scene\").",
                simulatedIn: "`Device/SimulatedDevice+AppLifeCycle.swift`",
                probeCheck: "WindowsMadeWithoutASceneCheck")
        case .displayLinksOutliveTheirDisplay:
            Declaration(
                question: "Does a display link of an external display keep firing after the display is unplugged?",
                answer: "Yes, the harder answer: it keeps firing at the display's last rate until it is invalidated.",
                switch: Switch(harderAnswer: true, otherAnswer: "It stops with the display."),
                reason:
                    "`CADisplayLink.h` says a link fires \"every vsync until removed\" and `UIWindowScene.h` that a scene's link is \"retargeted when the scene moves between displays\" "
                    + "(StandInSources.md#layers-and-display-links); neither says what a link of a display that is gone does. One that keeps firing is the harder case: "
                    + "an app that leaves it running renders frames nobody sees, against a layer that is gone.",
                simulatedIn: "`Device/SimulatedDevice+DisplayLinks.swift`",
                probeCheck: "DisplayLinksOutliveTheirDisplayCheck")
        case .cappedDisplayLinksRoundDown:
            Declaration(
                question:
                    "A display link whose preferredFrameRateRange asks for less than its display's rate, at a rate the display's rate is no whole multiple of (50 on a 60 Hz display): does it run slower or faster than asked?",
                answer:
                    "Slower, the harder answer: at the display's rate divided by the smallest whole number that brings it to the rate asked or below (30 for 50 on 60 Hz).",
                switch: Switch(
                    harderAnswer: true,
                    otherAnswer:
                        "Faster: at the display's rate divided by the largest whole number that keeps it at the rate asked or above (60 for 50 on 60 Hz)."
                ),
                reason:
                    "Apple's page on `preferredFrameRateRange` says the link makes \"a best attempt\" within the range and \"typically\" picks \"a factor of the display's maximum refresh rate\" "
                    + "(StandInSources.md#layers-and-display-links), not which factor when none fits. Slower is the harder case: "
                    + "an app that counts on getting the rate it asked for falls behind.",
                simulatedIn: "`QuartzCore/CADisplayLink.swift`, `preferredFrameRateRange`",
                probeCheck: "CappedDisplayLinkRateCheck")
        case .playersSwitchToExternalPlaybackInTheBackground:
            Declaration(
                question:
                    "Does a player switch to external playback when its settings come to allow it while the app is in the background?",
                answer:
                    "No, the harder answer: a player switches only while the app's scenes are in the foreground, active or inactive; in the background it stays as it was.",
                switch: Switch(
                    harderAnswer: false,
                    otherAnswer: "Yes: a player switches whenever its settings and the route allow, in the background too."),
                reason:
                    "`AVPlayer.h` says when a player switches (StandInSources.md#avplayer), not whether it does while the app is in the background; "
                    + "an app in the background renders nothing and may be about to be suspended, so a switch that waits for the foreground is the harder case: "
                    + "a hand-off made after `sceneDidEnterBackground(_:)` comes too late (Documentation/PlatformFacts.md, \"Video in the background\").",
                simulatedIn:
                    "`reconsiderExternalPlayback()` in `AVFoundation/AVPlayer.swift`, `tellPlayersHowTheAppRuns()` in `Device/SimulatedDevice+Video.swift`",
                probeCheck: "VideoSwitchInTheBackgroundCheck")
        case .leavingExternalPlaybackKeepsThePosition:
            Declaration(
                question:
                    "When a player leaves external playback and plays in the app's window again, does it go on from the position the receiver had reached?",
                answer:
                    "No, the harder answer: its position goes back two seconds, as if the device resumed from what it had last buffered.",
                switch: Switch(
                    harderAnswer: false,
                    otherAnswer: "Yes: the position goes on from the receiver's, with no jump."),
                reason:
                    "`AVPlayer.h` says the player switches back with \"a brief transition\" that may be visible (StandInSources.md#avplayer), and says nothing "
                    + "of the position; a jump back is the harder case for an app that promises its viewer no repeat.",
                simulatedIn: "`reconsiderExternalPlayback()` in `AVFoundation/AVPlayer.swift`",
                probeCheck: "VideoReturnPositionCheck")
        case .externalPlaybackStopsWhenTheAppIsSuspended:
            Declaration(
                question:
                    "Does an AirPlay receiver keep playing a player's external playback while the device is locked, if the app has no `audio` background mode?",
                answer:
                    "No, the harder answer: without `audio` in `UIBackgroundModes` the app is suspended and the receiver stops; with it the receiver goes on.",
                switch: Switch(
                    harderAnswer: true,
                    otherAnswer: "Yes: the receiver plays the stream on its own, whatever the app declares."),
                reason:
                    "Apple's background-execution documentation lets an app play in the background only with the `audio` mode and a playback audio session "
                    + "(Documentation/PlatformFacts.md, \"Video in the background\"); whether a receiver that fetches the stream itself needs the app running is undocumented, "
                    + "and needing it is the harder case.",
                simulatedIn:
                    "`isAdvancing` in `AVFoundation/AVPlayer.swift`, `declaresBackgroundAudio` in `Device/SimulatedDevice+Video.swift`",
                probeCheck: "VideoReceiverWhileLockedCheck")
        case .appDelegateLifeCycleHasNoScenes:
            Declaration(
                question:
                    "What scenes does an app in the app-delegate life cycle (no `UIApplicationSceneManifest`) see, and where are its windows?",
                answer:
                    "None: `connectedScenes` is empty, windows the app makes with `UIWindow(frame:)` show on their `screen` (the main screen unless set), `UIScreen.screens` lists every connected display, and `UIScreen.didConnectNotification` announces each new one.",
                reason:
                    "`UIWindow.h` (`screen`, \"default is [UIScreen mainScreen]\") and `UIScreen.h` (`screens`, `UIScreenDidConnectNotification`) "
                    + "describe the pre-scene model (StandInSources.md#uiwindow, StandInSources.md#uiscreen); whether UIKit also makes a scene for such an app internally is "
                    + "undocumented. Modelling none keeps AirKit honest: it must not need a scene to stay quiet and unavailable.",
                simulatedIn:
                    "`Device/SimulatedDevice+AppLifeCycle.swift` (`launch(appDelegate:openingURL:)`), `UIKit/UIWindow.swift` (`init(frame:)`)",
                probeCheck: "AppDelegateLifeCycleCheck")
        case .audioRouteShowsTheDisplayWhileTheSessionIsInactive:
            Declaration(
                question:
                    "Does `AVAudioSession.currentRoute` list the external display's port (`.airPlay`, `.HDMI`) while the app has never activated its audio session?",
                answer:
                    "No, the harder answer: until the app activates its session the route shows the built-in speaker, so AirKit cannot tell AirPlay from a cable and reports `unknown`.",
                switch: Switch(
                    harderAnswer: false,
                    otherAnswer: "The route shows the display's port whether or not the session is active."),
                reason:
                    "`AVAudioSession.h` describes `currentRoute` without saying whether it depends on activation, and notes that other route properties "
                    + "\"return an empty array if session is inactive\" (StandInSources.md#audio-route); apps that tell AirPlay from HDMI read the route's "
                    + "port types (Documentation/PlatformFacts.md, \"Telling AirPlay from a cable\"). An app that shows a display without playing audio may never activate it.",
                simulatedIn: "`Device/SimulatedDevice+AudioRoute.swift`",
                probeCheck: "DisplayRouteCheck")
        case .screensStartInTheirHighestResolutionMode:
            Declaration(
                question:
                    "Does an external display's screen start in its highest-resolution mode, rather than in its `preferredMode`?",
                answer:
                    "Yes, the harder answer: `currentMode` starts as the mode with the most pixels, so a television offering 4K at 30 Hz and "
                    + "1080p at 60 Hz runs at 30 Hz until the app asks for another mode.",
                switch: Switch(
                    harderAnswer: true,
                    otherAnswer: "It starts in `preferredMode`, the mode that \"will likely produce the best results\"."),
                reason:
                    "Apple's `currentMode` page says \"The default value of this property is the mode containing the highest resolution supported "
                    + "by the screen\"; `UIScreen.h` says of `preferredMode` only that choosing it \"will likely produce the best results\" "
                    + "(StandInSources.md#display-facts). Which one a display that prefers a lower mode starts in, no device has shown on iOS 27. "
                    + "The highest resolution is the harder case: where 4K runs only at 30 Hz, an app that leaves the mode to the system "
                    + "(`DisplayPolicy.system`) animates at half the rate and renders four times the pixels, and to get 60 Hz it must ask for "
                    + "another mode, which the display may refuse (Documentation/PlatformFacts.md, \"Display modes\").",
                simulatedIn: "`SimulatedDisplay.init(description:device:)` in `Device/SimulatedDisplay.swift`",
                probeCheck: "DisplayStartModeCheck")
        case .airPlayReceiversIgnoreTheRequestedMode:
            Declaration(
                question: "Does an AirPlay display switch to a mode the app sets as `UIScreen.currentMode`?",
                answer:
                    "No, the harder answer: the receiver keeps its mode, no `modeDidChangeNotification` is posted, and the app must report the mode it got.",
                switch: Switch(
                    harderAnswer: true,
                    otherAnswer: "It switches on the next turn, as a cable does, and posts `UIScreen.modeDidChangeNotification`."),
                reason:
                    "`UIScreen.h` makes `currentMode` settable and says nothing of refusals (StandInSources.md#display-facts); AirPlay streams at 1080p and "
                    + "receivers offer few modes (Documentation/PlatformFacts.md, \"Display modes\"). A cable display may refuse too: "
                    + "`SimulatedDisplay.Description.acceptsModeRequests`.",
                simulatedIn: "`requestMode(_:of:)` in `Device/SimulatedDevice+Displays.swift`",
                probeCheck: "DisplayModesCheck")
        case .overscanInsetsShowOnlyWithoutCompensation:
            Declaration(
                question:
                    "Does `UIScreen.overscanCompensationInsets` report the display's overscan whatever `overscanCompensation` is?",
                answer:
                    "Yes, the harder answer: it reports the overscan under `.scale` and `.insetBounds` too, although those already compensate, so an app "
                    + "that adds the insets whatever the compensation crops its content twice.",
                switch: Switch(
                    harderAnswer: false,
                    otherAnswer: "It reports the overscan under `.none` only, and zero under `.scale` and `.insetBounds`."),
                reason:
                    "`UIScreen.h`: `.none` means \"no scaling will occur. use overscanCompensationInsets to determine the necessary insets\", and the other two "
                    + "compensate themselves (StandInSources.md#display-facts), but the header does not say what the insets hold under them. AirKit's "
                    + "facts report the insets as the screen gives them, and its TV-safe layout adds them only under `.none` "
                    + "(`DisplayFacts.overscanLeftToTheApp`), so it is right under either answer.",
                simulatedIn: "`UIKit/UIScreen.swift` (`overscanCompensationInsets`, `bounds`)",
                probeCheck: "OverscanAndSafeAreaCheck")
        case .animationsFollowTheirWindowsDisplay:
            Declaration(
                question:
                    "Does `TimelineView(.animation)` content in a window on an external display update at that display's refresh rate, rather than at the device's own screen's?",
                answer:
                    "No, the harder answer: it updates on the device's own screen's frames (120 a second on a ProMotion iPhone), so a 60 Hz TV is sent twice the frames it can show.",
                switch: Switch(harderAnswer: false, otherAnswer: "It updates on the frames of the window's display."),
                reason:
                    "Apple's `TimelineSchedule.animation` page says only \"a pausable schedule of dates updating at a frequency no more quickly than the provided interval\", and a `nil` interval lets \"the system pick an appropriate update interval\" "
                    + "(StandInSources.md#timeline-view); `CADisplayLink.h` and `UIScreen.h` give each display its own link and `maximumFramesPerSecond` (StandInSources.md#layers-and-display-links), "
                    + "but nothing says whose link SwiftUI's updates follow for a window on another screen. Following the phone's screen is the harder case: the app must cap the rate itself.",
                simulatedIn:
                    "`Device/SimulatedDevice+DisplayLinks.swift` (`runDisplayFrames(forSeconds:)`), `SwiftUI/TimelineView.swift`",
                probeCheck: "AnimationsFollowTheirWindowsDisplayCheck")
        case .sceneDelegatesSetInCodeAdoptTheSceneLifeCycle:
            Declaration(
                question:
                    "Built with the iOS 27 SDK, does an app whose `UIApplicationSceneManifest` has no `UISceneConfigurations` "
                    + "launch when its app delegate's `application(_:configurationForConnecting:options:)` gives the app's "
                    + "own scene a delegate class in code?",
                answer:
                    "No, the harder answer: on iOS 27, built with the iOS 27 SDK, an app whose manifest declares no "
                    + "configuration stops at launch, whatever its app delegate's method returns.",
                reason:
                    "TN3187 names `application(_:configurationForConnecting:options:)` as one place for the scene's classes, "
                    + "and its UIKit documentation says to implement it \"if you don't include scene-configuration data in your "
                    + "app's Info.plist file\", which suggests yes; the reports we read of apps that stopped at launch "
                    + "(a Flutter Runner, Briefcase's template) concern an empty configuration list and no such method "
                    + "(Documentation/PlatformFacts.md, \"Which apps adopt the scene life cycle\"), and no app with the "
                    + "method is reported either way. The device takes the harder answer; "
                    + "`airkit doctor` takes the documented one by default, a switch of its rule "
                    + "(`RuleAssumption.sceneDelegatesSetInCodeAdoptTheSceneLifeCycle`).",
                simulatedIn: "`Device/SimulatedDevice+AppLifeCycle.swift` (`launch(appDelegate:openingURL:)`)",
                probeCheck: "SceneDelegatesSetInCodeCheck")
        case .externalDisplaysCoexist:
            Declaration(
                question:
                    "With one external display connected, does connecting a second (AirPlay while a cable is in, or a second "
                    + "cable) give the app two external displays at once?",
                answer:
                    "Yes, the harder answer: both stay connected, each with its own screen and its own external scene, until "
                    + "each is unplugged.",
                switch: Switch(
                    harderAnswer: true,
                    otherAnswer:
                        "No: the second takes over. Its scene connects first; on the next turn the first display's scene "
                        + "disconnects and its screen leaves, as if it had been unplugged."),
                reason:
                    "Undocumented, and no report either way: `UIScreen.screens` is \"the main screen plus any additional "
                    + "screens\", with no limit, while every Apple example and the open-source apps we read handle one "
                    + "external display (Documentation/PlatformFacts.md, \"Two external displays at once\"). Both staying is "
                    + "the harder case: the app must choose where its content goes and keep it on the survivor whichever "
                    + "display leaves; a takeover is an unplug followed by a connection, which every app already meets.",
                simulatedIn: "`connectDisplay(_:)` in `Device/SimulatedDevice+Displays.swift`",
                probeCheck: "ExternalDisplaysCoexistCheck")
        }
    }

    /// What the sources leave open.
    public var question: String { declaration.question }

    /// The answer the simulation uses by default: the harder one.
    public var workingAnswer: String { declaration.answer }

    /// Why: the source that comes closest, or the reason for choosing the harder answer.
    public var reason: String { declaration.reason }

    /// The assumptions a test can switch to their other answer, in declaration order.
    public static var switched: [SimulationAssumption] {
        allCases.filter { $0.declaration.switch != nil }
    }
}
