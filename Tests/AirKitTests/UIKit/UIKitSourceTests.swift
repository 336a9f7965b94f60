import AirKit
import AirKitStandIn
import Testing

/// `Air.addSource(_:)`: a UIKit view controller as a source, without SwiftUI, in the containers UIKit
/// apps are built from.
@MainActor
@Suite("UIKit sources", .behaviorMatrix)
struct UIKitSourceTests {
    @Test(
        "A UIKit root controller is a source: one enabled registration on it, and removing the source unregisters",
        arguments: BehaviorRow.pairwise)
    func rootControllerIsASource(answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(.iOS27, answers)
        let root = SourceRootController()
        device.launch(rootViewController: root)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let registration = try #require(device.sceneAccessoryRegistrations.first)
        #expect(device.sceneAccessoryRegistrations.count == 1)
        #expect(device.registeringController(of: registration) === root)
        #expect(registration.isEnabled)
        #expect(Air.shared.connection.isAvailable)
        #expect(Air.shared.isSource(root))

        Air.addSource(root)
        device.runUntilIdle()
        #expect(device.sceneAccessoryRegistrations.count == 1, "adding it twice changes nothing")

        Air.play(.viewController(LabelController("Movie")))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])

        Air.removeSource(root)
        device.runUntilIdle()
        #expect(device.sceneAccessoryRegistrations.isEmpty)
        #expect(!Air.shared.isSource(root))
        #expect(tv.isMirroring)
        #expect(!Air.shared.connection.isAvailable)
        #expect(Air.shared.isPlaybackRequested, "the request waits for a source, as with .airPlaySource()")
        #expect(device.faults.isEmpty)
        expectConsistent(.shared, on: device)

        Air.addSource(root)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
    }

    @Test(
        "A source in one tab registers on the tab bar controller, which stays presented: another tab keeps the display",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func sourceInATab(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers)
        let player = SourceRootController()
        let library = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [player, library]
        device.launch(rootViewController: tabs)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        if platform.usesSceneAccessories {
            #expect(device.sceneAccessoryRegistrations.map { device.registeringController(of: $0) } == [tabs])
        }
        Air.play(.viewController(LabelController("Movie")))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])

        tabs.selectedIndex = 1
        device.runUntilIdle()
        #expect(player.viewIfLoaded?.window == nil, "the player tab is off screen")
        #expect(Air.shared.connection.isAvailable)
        #expect(tv.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)

        Air.play(.viewController(LabelController("Trailer")))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Trailer"], "new content while another tab is selected")

        tabs.selectedIndex = 0
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Trailer"])
        #expect(device.sceneAccessoryRegistrations.count == (platform.usesSceneAccessories ? 1 : 0))
        expectConsistent(.shared, on: device)

        tabs.viewControllers = [library]
        device.runUntilIdle()
        if platform.usesSceneAccessories {
            #expect(tv.isMirroring, "the source's tab left the tab bar controller")
            #expect(!Air.shared.connection.isAvailable)
        }
        expectConsistent(.shared, on: device)
    }

    @Test(
        "A source on the tab bar controller itself keeps the display available whichever tab is selected",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func sourceOnTheTabBarController(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController(), UIViewController()]
        Air.addSource(tabs)
        device.launch(rootViewController: tabs)
        let tv = device.connectDisplay(.cable)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        for index in [1, 2, 0] {
            tabs.selectedIndex = index
            device.runUntilIdle()
            #expect(Air.shared.connection.isAvailable)
            #expect(tv.shownTexts == ["Movie"])
        }
        expectConsistent(.shared, on: device)
    }

    @Test(
        "A source at the root of a navigation stack keeps the display under pushed controllers and after pops",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func sourceInANavigationStack(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        let list = SourceRootController()
        let navigation = UINavigationController(rootViewController: list)
        device.launch(rootViewController: navigation)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        if platform.usesSceneAccessories {
            #expect(device.sceneAccessoryRegistrations.map { device.registeringController(of: $0) } == [navigation])
        }
        Air.play(.viewController(LabelController("Movie")))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])

        navigation.pushViewController(UIViewController(), animated: true)
        device.runUntilIdle()
        #expect(list.viewIfLoaded?.window == nil)
        #expect(tv.shownTexts == ["Movie"], "the registration is on the navigation controller, still presented")
        expectConsistent(.shared, on: device)

        navigation.pushViewController(SourceRootController(), animated: true)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"], "a pushed controller that is a source shows the content")

        navigation.popToRootViewController(animated: true)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        #expect(Air.shared.connection.isAvailable)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "A source on the navigation controller stays available through pushes and pops",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func sourceOnTheNavigationController(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        let navigation = UINavigationController(rootViewController: UIViewController())
        Air.addSource(navigation)
        device.launch(rootViewController: navigation)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play(.viewController(LabelController("Movie")))
        navigation.pushViewController(UIViewController(), animated: true)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        navigation.popViewController(animated: true)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        #expect(Air.shared.connection.isAvailable)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "A presented UIKit source wins over the root's, and the root's takes over when it is dismissed",
        arguments: BehaviorRow.pairwise)
    func presentedSourceWins(answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(.iOS27, answers)
        let root = SourceRootController()
        device.launch(rootViewController: root)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play(.viewController(LabelController("Movie")))
        device.runUntilIdle()

        let modal = SourceRootController()
        root.present(modal, animated: true)
        device.runUntilIdle()
        #expect(device.sceneAccessoryRegistrations.count == 2)
        let presented = try #require(device.presentedRegistration)
        #expect(device.registeringController(of: presented) === modal)
        #expect(tv.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)

        modal.dismiss(animated: true)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }

    @Test("A source whose controller is released without removeSource is forgotten", arguments: BehaviorRow.pairwise)
    func releasedControllerEndsItsSource(answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(.iOS27, answers)
        let root = UIViewController()
        device.launch(rootViewController: root)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        var modal: UIViewController? = UIViewController()
        Air.addSource(modal!)
        root.present(modal!, animated: true)
        device.runUntilIdle()
        #expect(Air.shared.connection.isAvailable)

        modal?.dismiss(animated: true)
        modal = nil
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        #expect(!Air.shared.connection.isAvailable)
        #expect(tv.isMirroring)
        expectConsistent(.shared, on: device)
    }
}
