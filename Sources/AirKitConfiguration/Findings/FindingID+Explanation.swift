extension FindingID {
    /// The long explanation `airkit doctor --explain ID` prints: what goes wrong, on which OS and
    /// SDK, why (citing Apple's documentation, release notes or engineers where Apple says it, and
    /// saying so where it does not), and the fix with a snippet.
    ///
    /// Users read this text: it names Apple's APIs and AirKit's own documentation
    /// (`Documentation/doctor.md`, the README), never the notes the project was researched from.
    public var explanation: String {
        switch self {
        case .sdk27WithoutSceneAccessory:
            """
            What goes wrong: on iOS 27, the external display only mirrors the device.
            Affects: iOS 27 and later, for apps built with the iOS 27 SDK.

            Apple's iOS 27 release note (177015874): "In apps built with the iOS 27.0 SDK,
            windowExternalDisplayNonInteractive scenes are no longer offered automatically by the
            system. Use UIViewController.registerSceneAccessory(_:) with a
            UISceneAccessory.externalNonInteractive instance." The switch depends on the SDK the
            app links against, not on the device: the same app built with the iOS 26 SDK still gets
            the scene from its Info.plist. Once built with the iOS 27 SDK, the Info.plist role alone
            does nothing on iOS 27: UIScreen.screens lists one screen, connectedScenes holds one
            scene, and the TV mirrors.

            The doctor reads the SDK from the executable's LC_BUILD_VERSION (or DTSDKName) and
            looks for the API: the selector registerSceneAccessory: or the class UISceneAccessory
            in the executable, or in the Swift sources AirKit's .airPlaySource(), SwiftUI's
            sceneAccessory with ExternalNonInteractiveAccessory, or registerSceneAccessory(_:).
            SwiftUI's declarative form leaves no trace the executable check can see; if you use it,
            the sources show it.

            Fix: attach AirKit's source to the view controller hierarchy of the main interface:

            \(FixSnippet.airPlaySource.indented(by: 4))

            or, in UIKit, register on a view controller of the main interface and keep the result:

            \(FixSnippet.keptRegistration.indented(by: 4))

            Keep the Info.plist role as well: iOS 26 and earlier still need it (AK002).
            """
        case .missingExternalRole:
            """
            What goes wrong: the external display only mirrors the device.
            Affects: iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.

            Up to iOS 26 the system connects a scene with the role
            UIWindowSceneSessionRoleExternalDisplayNonInteractive when a display connects, and
            takes its delegate from the Info.plist: UIApplicationSceneManifest →
            UISceneConfigurations → the role's first configuration. Apple DTS: the scene cannot be
            blocked; "if you don't [put something in it] … the system will mirror content into this
            scene". Without the role entry the scene has no delegate, nothing attaches a window, and
            the display mirrors. Check the built product, not the source file: Xcode can drop the
            entry on the way (AK008, AK009): `plutil -p App.app/Info.plist` shows what it holds.

            Fix: add AirKit's entry to UISceneConfigurations, keeping the existing ones:

            \(FixSnippet.externalRoleEntry.indented(by: 4))

            If the target generates its scene manifest, also set
            INFOPLIST_KEY_UIApplicationSceneManifest_Generation = NO (AK008).
            An app without any UIApplicationSceneManifest runs in the app-delegate life cycle,
            where no scene connects at all: adopt the scene life cycle first (AK021).
            """
        case .deprecatedExternalRoleOnly:
            """
            What may go wrong: the external display may only mirror the device.
            Affects: iOS 16–26, and iOS 27 for apps built with an SDK older than 27.

            UIWindowSceneSessionRoleExternalDisplay is the iOS 13–15 name of the role. iOS 16
            renamed it UIWindowSceneSessionRoleExternalDisplayNonInteractive and deprecated the old
            constant; sessions on iOS 16 and later report the new name. Whether UIKit still matches
            a manifest entry keyed by the old name is not documented, so the doctor cannot promise
            the scene gets your delegate.

            Fix: declare the configuration under the current key (keep the old one too only if you
            still support iOS 15):

            \(FixSnippet.externalRoleEntry.indented(by: 4))
            """
        case .externalRoleWithoutDelegate:
            """
            What goes wrong: the external display only mirrors the device.
            Affects: iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.

            UIKit creates the external-display scene's delegate from UISceneDelegateClassName.
            Without it (and without a storyboard) the scene connects with no delegate, no window is
            attached and unhidden, and the system keeps mirroring (Apple DTS: mirroring ends only
            when you "create a UIWindow, attach it to the … scene, and then unhide it").

            Fix: name the delegate class in the configuration, e.g. AirKit's:

                <key>UISceneDelegateClassName</key>
                <string>AirKitSceneDelegate</string>
            """
        case .unexpandedBuildVariable:
            """
            What goes wrong: UIKit reads the value literally, e.g. a delegate class named
            "$(PRODUCT_MODULE_NAME).SceneDelegate", finds no such class, and the external display
            mirrors (or, for CFBundleExecutable, the app does not launch).
            Affects: every OS and SDK the value matters for.

            Xcode expands $(…) references when it processes the file named by INFOPLIST_FILE. A
            plist copied into the bundle another way (for example as a resource in Copy Bundle
            Resources) keeps the references. The doctor checks built products only: in a source
            Info.plist the references are expected.

            Fix: let Xcode process the Info.plist (name it in INFOPLIST_FILE and remove it from
            Copy Bundle Resources), or write the final value. For delegate classes, a fixed
            Objective-C name needs no variable:

                @objc(ExternalSceneDelegate)
                final class ExternalSceneDelegate: UIResponder, UIWindowSceneDelegate { … }

                <key>UISceneDelegateClassName</key>
                <string>ExternalSceneDelegate</string>
            """
        case .nonASCIIModuleName:
            """
            What goes wrong: UIKit may not find the delegate class, and the external display
            mirrors.
            Affects: iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.

            The Info.plist names classes as strings, which UIKit resolves with NSClassFromString.
            A Swift class written as Module.Class is found through the Swift runtime's mangled name,
            and with a module name outside ASCII (a target named in Chinese, say)
            "$(PRODUCT_MODULE_NAME).XXX" has been seen to fail to resolve. Apple does not document
            the case either way. A fixed Objective-C name avoids the module entirely.

            Fix:

                @objc(ExternalDisplaySceneDelegate)
                final class ExternalDisplaySceneDelegate: UIResponder, UIWindowSceneDelegate { … }

                <key>UISceneDelegateClassName</key>
                <string>ExternalDisplaySceneDelegate</string>

            or rename the module with an ASCII PRODUCT_MODULE_NAME. AirKit's own delegate is
            exported as AirKitSceneDelegate and has no module part.
            """
        case .delegateClassNotDefined:
            """
            What goes wrong: NSClassFromString returns nil for the delegate, the scene connects
            with no delegate, and the external display mirrors.
            Affects: iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.

            The doctor compares the built Info.plist's UISceneDelegateClassName with the Objective-C
            classes the executable (and its embedded frameworks) define. A plain name must match an
            @objc(Name) export; Module.Class must match the Swift class's mangled runtime name
            (_TtC6Module5Class). Typical causes: a renamed class, a missing @objc(Name), a module
            prefix that is not the product's module, or a delegate in a framework that is not
            embedded. A persisted scene session naming a deleted class shows the same symptom after
            an update.

            Fix: make the two agree, e.g.

                @objc(ExternalSceneDelegate)
                final class ExternalSceneDelegate: UIResponder, UIWindowSceneDelegate { … }

                <key>UISceneDelegateClassName</key>
                <string>ExternalSceneDelegate</string>

            With AirKit, use AirKitSceneDelegate, which AirKit defines.
            """
        case .generatedManifestDropsConfigurations:
            """
            What goes wrong: the configurations you wrote in the Info.plist never reach the app, and
            the external display mirrors.
            Affects: iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.

            With GENERATE_INFOPLIST_FILE = YES and
            INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES (the default of Xcode's
            SwiftUI templates), Xcode generates UIApplicationSceneManifest at build time and it
            replaces the hand-written one. The built product then holds only

                UIApplicationSceneManifest = {
                    UIApplicationSupportsMultipleScenes = true
                    UISceneConfigurations = {}
                }

            The source file looks right, the product is not: check it with
            `plutil -p App.app/Info.plist | grep -A12 UIApplicationSceneManifest`.

            Fix: in every configuration of the target (Build Settings → "Application Scene
            Manifest (Generation)" → No):

                INFOPLIST_KEY_UIApplicationSceneManifest_Generation = NO;
            """
        case .productConfigurationsEmpty:
            """
            What goes wrong: the built app declares no scene configurations, so no external-display
            delegate exists for the system to use, and the display mirrors.
            Affects: iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.

            The doctor found the built Info.plist's UISceneConfigurations empty (or missing) while
            the source Info.plist of the same target declares configurations: the build dropped
            them. The usual cause is a generated scene manifest (AK008), which leaves the product
            with UISceneConfigurations = {}.

            Fix: set INFOPLIST_KEY_UIApplicationSceneManifest_Generation = NO for the target,
            rebuild, and confirm with `plutil -p App.app/Info.plist`.
            """
        case .registrationNotKept:
            """
            What may go wrong: the accessory may stop being offered, and the app cannot unregister
            it or read its availability.
            Affects: iOS 27 and later, for apps built with the iOS 27 SDK.

            registerSceneAccessory(_:) returns a UISceneAccessoryRegistration. Apple's sample stores
            it in a property (`var displayRegistration: UISceneAccessoryRegistration?`) and later
            passes it to unregisterSceneAccessory(_:); its isAvailable and isEnabled are how the app
            observes and controls the display. Whether releasing the last reference ends the
            registration is not documented.

            Fix:

            \(FixSnippet.keptRegistration.indented(by: 4))

            AirKit's .airPlaySource() keeps the registration for you.
            """
        case .externalWindowNeverUnhidden:
            """
            What goes wrong: the app gets the external-display scene, but the display keeps
            mirroring.
            Affects: every row where the delegate serves the external-display scene.

            Having the scene does not end mirroring. An Apple engineer: "If you wish to kick the
            system out of mirroring, create a UIWindow, attach it to the
            windowExternalDisplayNonInteractive role scene, and then unhide it." A UIWindow starts
            hidden; a delegate that creates one without unhiding it shows nothing.

            Fix, in scene(_:willConnectTo:options:):

            \(FixSnippet.unhideWindow.indented(by: 4))
            """
        case .externalWindowMadeKey:
            """
            What goes wrong: the external display is not interactive, but its window becomes the
            key window and takes keyboard focus away from the app's own window.
            Affects: every row where the delegate serves the external-display scene.

            makeKeyAndVisible() both unhides and makes key. The external window only needs to be
            unhidden; a delegate that serves both roles keeps makeKeyAndVisible() for the
            application role (session.role == .windowApplication) and only unhides the external one.

            Fix: for the external-display window,

                window.isHidden = false

            instead of window.makeKeyAndVisible().
            """
        case .unfilteredFirstScene:
            """
            What goes wrong: code that takes UIApplication.shared.connectedScenes.first (or
            first(where:) without a role check) can get the external-display scene instead of the
            app's own, and then presents alerts, reads orientation or attaches windows on the TV.
            Affects: every OS with an external display connected.

            connectedScenes is a set: Apple defines no order, and with a display connected the
            external-display scene does come first in some launches.

            Fix: filter by role:

            \(FixSnippet.roleFilter.indented(by: 4))
            """
        case .malformedSceneManifest:
            """
            What goes wrong: UIKit ignores a scene-manifest value of the wrong type, so the
            configurations it should hold do not exist, and the external display mirrors.
            Affects: iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.

            The expected shape (Apple's Information Property List reference):
            UIApplicationSceneManifest is a dictionary; UISceneConfigurations is a dictionary keyed
            by role; each role holds an array of dictionaries; UISceneConfigurationName,
            UISceneClassName, UISceneDelegateClassName and UISceneStoryboardFile are strings;
            UIApplicationSupportsMultipleScenes is a Boolean.

            Fix: correct the value's type, e.g.

                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key>
                    <array>
                        <dict> … </dict>
                    </array>
                </dict>
            """
        case .infoPlistFileMissing:
            """
            What goes wrong: Xcode cannot find the Info.plist the target names, so the build fails,
            and the doctor cannot check the scene manifest.
            Affects: every build of that configuration.

            INFOPLIST_FILE is resolved relative to the folder that holds the .xcodeproj
            ($(SRCROOT)); the doctor expands $(SRCROOT), $(PROJECT_DIR) and $(TARGET_NAME) the same
            way.

            Fix: point INFOPLIST_FILE at the target's Info.plist, e.g.

                INFOPLIST_FILE = Banner/Info.plist;
            """
        case .externalSceneClassNotWindowScene:
            """
            What may go wrong: the external-display scene is not a UIWindowScene, so no window can
            be attached to it and the display mirrors.
            Affects: iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.

            Apple's documentation for UISceneClassName: "Specify UIWindowScene … Don't specify
            UIScene." UIWindow(windowScene:) needs a UIWindowScene.

            Fix:

                <key>UISceneClassName</key>
                <string>UIWindowScene</string>
            """
        case .requiresFullScreen:
            """
            What may go wrong: on iPhone the external display may stay mirrored.
            Affects: reported for iPhone; not documented by Apple.

            Developers of external-display apps report that UIRequiresFullScreen = YES keeps iOS
            from giving the app external-display content. Apple's documentation does not say so;
            treat this as a lead to try when everything else checks out (AirKit's
            Documentation/doctor.md marks it as undocumented too).

            Fix, if it applies: remove UIRequiresFullScreen from the Info.plist (or set the
            target's "Requires Full Screen" to No).
            """
        case .olderSDKWithoutSceneAccessory:
            """
            What will go wrong: nothing yet. Once the app is built with the iOS 27 SDK, the external
            display will only mirror on iOS 27 (see AK001).
            Affects: iOS 27, after moving to the iOS 27 SDK.

            The app was built with an SDK older than 27, so iOS 27 still offers the
            external-display scene from the Info.plist by linked-on-or-after compatibility. The
            iOS 27 SDK turns that off: only a registered scene accessory gets the scene.

            Fix, before moving to the iOS 27 SDK:

            \(FixSnippet.airPlaySource.indented(by: 4))
            """
        case .noExternalDisplayIntent:
            """
            What goes wrong: nothing. A connected display mirrors the device, as it does for every
            app that asks for nothing else.
            Affects: every row; reported once, as a note, so the doctor's exit status stays 0.

            Mirroring is the system's default. The doctor reports "it mirrors" as an error only for
            an app that shows it means to use an external display: an external-display role
            (UIWindowSceneSessionRoleExternalDisplayNonInteractive, or the deprecated
            UIWindowSceneSessionRoleExternalDisplay) in any Info.plist; AirKit linked or imported;
            code that names an external-display role, observes UIScreen connections, calls
            registerSceneAccessory(_:), uses SwiftUI's sceneAccessory with
            ExternalNonInteractiveAccessory, or returns a configuration for an external role from
            application(_:configurationForConnecting:options:); or an executable that refers to
            the scene-accessory API. None was found. Documentation/doctor.md lists the signals.

            Fix: nothing to fix. To show your own content on the display instead:

            \(FixSnippet.airPlaySource.indented(by: 4))
            """
        case .sceneLifeCycleNotAdopted:
            """
            What goes wrong: built with the iOS 27 SDK, the app does not launch. UIKit stops it
            before the app delegate's application(_:didFinishLaunchingWithOptions:) runs, with
            "Application failed to launch: UIScene life cycle is required for apps built with this
            SDK".
            Affects: every iOS device, once the app is built with the iOS 27 SDK (Xcode 27); the
            deployment target does not matter. Built with an older SDK it still launches.

            Apple's TN3187, "Migrating to the UIKit scene-based life cycle": "In the next major
            release following iOS 26, UIScene lifecycle will be required when building with the
            latest SDK; otherwise, your app won't launch." When the system finds
            UIApplicationSceneManifest in the Info.plist it launches the app in the scene life
            cycle; without it, in the app-delegate life cycle. Adopting means that the app's own
            scene gets a scene delegate: from a UIWindowSceneSessionRoleApplication configuration
            that names UISceneDelegateClassName, from application(_:configurationForConnecting:options:)
            beside the manifest's configurations, or from SwiftUI, whose App supplies its own. A
            manifest with an empty UISceneConfigurations is not adoption, and neither is a
            configuration without a delegate class: apps built that way stop at launch too. The doctor reads the Info.plist
            and the sources for these signs (Documentation/PlatformFacts.md).

            Declaring the manifest alone is not enough for a UIKit app whose app delegate makes
            its window with UIWindow(frame:): in the scene life cycle that window belongs to no
            scene and is not shown, and UIKit stops calling the app delegate's
            applicationDidBecomeActive(_:), application(_:open:options:) and the other life-cycle
            methods. A scene delegate has to take over.

            Fix: the shortest path keeps the app delegate as it is. `airkit setup --adopt-scenes
            --add-package <AirKit URL>` names AirKit's AirKitAppSceneDelegate for the application
            role; it puts the window the app delegate made on the app's scene and passes URLs,
            user activities and foreground and background on to the app delegate's methods
            (Documentation/setup.md, "Adopting the scene life cycle"). Or add a scene delegate of
            your own:

            \(FixSnippet.applicationRoleEntry(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate").indented(by: 4))

            \(FixSnippet.sceneDelegateSwift.indented(by: 4))

            or in Objective-C, named SceneDelegate in the manifest:

            \(FixSnippet.sceneDelegateObjectiveC.indented(by: 4))

            An app that showed external content through UIScreen.didConnectNotification then gets
            the display as a scene instead: declare the external-display role (AK002) and, built
            with the iOS 27 SDK, register a scene accessory (AK001).
            """
        case .airKitDelegateUnderOtherRole:
            """
            What goes wrong: the scene of that role gets no window from AirKit. Filed under
            UIWindowSceneSessionRoleApplication, the app's own interface gets none.
            Affects: every OS and SDK; the system reads the Info.plist for the app's own scene on all of them.

            UIKit makes the delegate an Info.plist configuration names for every scene of its role.
            AirKitSceneDelegate puts AirKit's window only on external-display scenes
            (UIWindowSceneSessionRoleExternalDisplayNonInteractive, or the deprecated
            UIWindowSceneSessionRoleExternalDisplay). Given any other scene, it attaches nothing
            and logs a warning that names the role: otherwise its window would cover the app's
            interface on the device, and Air.shared.connection would report a display that is not
            there. The same applies to an application(_:configurationForConnecting:options:) that
            returns AirKitSceneDelegate for every session; the doctor cannot see that, but the
            warning in the log names the role.

            Fix: file AirKit's entry only under the external-display role, and give the
            application role your own scene delegate (a SwiftUI app needs no entry for it):

            \(FixSnippet.externalRoleEntry.indented(by: 4))
            """
        }
    }
}
