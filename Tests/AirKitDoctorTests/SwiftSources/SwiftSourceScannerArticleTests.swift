import AirKitDoctor
import Testing

/// The app code of the articles AirKit answers, read the way the doctor reads an app's sources: the
/// iOS 27 external-display write-up, Use Your Loaf's "SwiftUI Supporting External Screens", and the
/// README of the AirKit package whose API AirKit keeps (`github.com/heestand-xyz/AirKit`). Each
/// fixture's first lines name its source.
@Suite("Swift source scanner on the articles' app code")
struct SwiftSourceScannerArticleTests {
    @Test("The iOS 27 write-up's accessory view controller keeps its registration, inside its own class")
    func writeUpRegistrationIsKept() throws {
        let fixture = try SwiftSourceFixture("ios27-writeup-accessory-registrar.swift.txt")
        let facts = fixture.scan()

        #expect(facts.path == "ios27-writeup-accessory-registrar.swift.txt")
        #expect(
            facts.registrations == [
                .init(
                    line: fixture.line(containing: "registration = registerSceneAccessory("), isKept: true,
                    enclosingClass: "ExternalDisplayAccessoryViewController")
            ])
        #expect(facts.importsAirKit == false)
        #expect(facts.sceneDelegates.isEmpty)
        #expect(facts.airPlaySourceLines.isEmpty)
        #expect(facts.unfilteredFirstSceneLines.isEmpty)
    }

    @Test("The iOS 27 write-up's scene delegate is found with its @objc name, and never unhides a window")
    func writeUpSceneDelegateNeverUnhides() throws {
        let fixture = try SwiftSourceFixture("ios27-writeup-scene-delegate.swift.txt")
        let facts = fixture.scan()

        #expect(
            facts.sceneDelegates == [
                .init(
                    name: "ExternalDisplaySceneDelegate", objcName: "ExternalDisplaySceneDelegate",
                    line: fixture.line(containing: "final class ExternalDisplaySceneDelegate"))
            ])
        #expect(facts.registrations.isEmpty)
    }

    @Test("The iOS 27 write-up's completed delegate creates and unhides the external window without making it key")
    func writeUpWindowAttachment() throws {
        let fixture = try SwiftSourceFixture("ios27-writeup-window-attachment.swift.txt")
        let delegate = try #require(fixture.scan().sceneDelegates.first)

        #expect(delegate.name == "ExternalDisplaySceneDelegate")
        #expect(delegate.objcName == "ExternalDisplaySceneDelegate")
        #expect(
            delegate.windowCreationLines == [fixture.line(containing: "UIWindow(windowScene: externalWindowScene)")])
        #expect(delegate.unhideLines == [fixture.line(containing: "window.isHidden = false")])
        #expect(delegate.makeKeyLines.isEmpty)
        #expect(delegate.checksRole == false)
    }

    @Test("The iOS 27 write-up's detection takes the first scene of an unfiltered alias of connectedScenes")
    func writeUpDetectionIsUnfiltered() throws {
        let fixture = try SwiftSourceFixture("ios27-writeup-scene-detection.swift.txt")
        let facts = fixture.scan()

        #expect(
            facts.unfilteredFirstSceneLines == [
                fixture.line(containing: "scenes.first { $0.screen !== UIScreen.main }")
            ])
        #expect(facts.sceneDelegates.isEmpty)
    }

    @Test("Use Your Loaf's first scene delegate creates a window and sets isHidden = false")
    func useYourLoafDelegateUnhides() throws {
        let fixture = try SwiftSourceFixture("useyourloaf-scene-delegate.swift.txt")
        let facts = fixture.scan()

        #expect(
            facts.sceneDelegates == [
                .init(
                    name: "SceneDelegate", objcName: nil, line: fixture.line(containing: "final class SceneDelegate"),
                    windowCreationLines: [fixture.line(containing: "window = UIWindow(windowScene: scene)")],
                    unhideLines: [fixture.line(containing: "window?.isHidden = false")])
            ])
    }

    @Test("Use Your Loaf's approach 3 delegate checks the session role and makes only the main window key")
    func useYourLoafRoleCheckingDelegate() throws {
        let fixture = try SwiftSourceFixture("useyourloaf-role-checking-delegate.swift.txt")
        let facts = fixture.scan()
        let delegate = try #require(facts.sceneDelegates.first)

        #expect(facts.sceneDelegates.count == 1, "AppDelegate adopts UIApplicationDelegate only")
        #expect(delegate.name == "SceneDelegate")
        #expect(delegate.checksRole)
        #expect(delegate.windowCreationLines == [fixture.line(containing: "window = UIWindow(windowScene: scene)")])
        let makeKey = fixture.line(containing: "window?.makeKeyAndVisible()")
        #expect(delegate.unhideLines == [fixture.line(containing: "window?.isHidden = false"), makeKey])
        #expect(delegate.makeKeyLines == [makeKey])
        #expect(facts.unfilteredFirstSceneLines.isEmpty)
    }

    @Test("heestand-xyz/AirKit's README usage imports AirKit and attaches .airPlaySource()")
    func readmeAirPlaySource() throws {
        let fixture = try SwiftSourceFixture("heestand-airkit-player-view.swift.txt")
        let facts = fixture.scan()

        #expect(facts.importsAirKit)
        #expect(facts.airPlaySourceLines == [fixture.line(containing: ".airPlaySource()")])
        #expect(facts.registrations.isEmpty)
        #expect(facts.declarativeAccessoryLines.isEmpty)
    }
}
