import AirKitDoctor
import Testing

/// The app code the seeds show, read the way the doctor reads an app's sources.
@Suite("Swift source scanner on the seeds' app code")
struct SwiftSourceScannerSeedTests {
    @Test("Seed 000's accessory view controller keeps its registration, inside its own class")
    func seed000RegistrationIsKept() throws {
        let fixture = try SwiftSourceFixture("seed000-accessory-registrar.swift.txt")
        let facts = fixture.scan()

        #expect(facts.path == "seed000-accessory-registrar.swift.txt")
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

    @Test("Seed 000's scene delegate is found with its @objc name, and never unhides a window")
    func seed000SceneDelegateNeverUnhides() throws {
        let fixture = try SwiftSourceFixture("seed000-scene-delegate.swift.txt")
        let facts = fixture.scan()

        #expect(
            facts.sceneDelegates == [
                .init(
                    name: "ExternalDisplaySceneDelegate", objcName: "ExternalDisplaySceneDelegate",
                    line: fixture.line(containing: "final class ExternalDisplaySceneDelegate"))
            ])
        #expect(facts.registrations.isEmpty)
    }

    @Test("Seed 000's delegate completed with §六 creates and unhides the external window without making it key")
    func seed000WindowAttachment() throws {
        let fixture = try SwiftSourceFixture("seed000-window-attachment.swift.txt")
        let delegate = try #require(fixture.scan().sceneDelegates.first)

        #expect(delegate.name == "ExternalDisplaySceneDelegate")
        #expect(delegate.objcName == "ExternalDisplaySceneDelegate")
        #expect(
            delegate.windowCreationLines == [fixture.line(containing: "UIWindow(windowScene: externalWindowScene)")])
        #expect(delegate.unhideLines == [fixture.line(containing: "window.isHidden = false")])
        #expect(delegate.makeKeyLines.isEmpty)
        #expect(delegate.checksRole == false)
    }

    @Test("Seed 000's detection takes the first scene of an unfiltered alias of connectedScenes")
    func seed000DetectionIsUnfiltered() throws {
        let fixture = try SwiftSourceFixture("seed000-scene-detection.swift.txt")
        let facts = fixture.scan()

        #expect(
            facts.unfilteredFirstSceneLines == [
                fixture.line(containing: "scenes.first { $0.screen !== UIScreen.main }")
            ])
        #expect(facts.sceneDelegates.isEmpty)
    }

    @Test("Seed 001's first scene delegate creates a window and sets isHidden = false")
    func seed001DelegateUnhides() throws {
        let fixture = try SwiftSourceFixture("seed001-scene-delegate.swift.txt")
        let facts = fixture.scan()

        #expect(
            facts.sceneDelegates == [
                .init(
                    name: "SceneDelegate", objcName: nil, line: fixture.line(containing: "final class SceneDelegate"),
                    windowCreationLines: [fixture.line(containing: "window = UIWindow(windowScene: scene)")],
                    unhideLines: [fixture.line(containing: "window?.isHidden = false")])
            ])
    }

    @Test("Seed 001's approach 3 delegate checks the session role and makes only the main window key")
    func seed001RoleCheckingDelegate() throws {
        let fixture = try SwiftSourceFixture("seed001-role-checking-delegate.swift.txt")
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

    @Test("Seed 003's README usage imports AirKit and attaches .airPlaySource()")
    func seed003AirPlaySource() throws {
        let fixture = try SwiftSourceFixture("seed003-player-view.swift.txt")
        let facts = fixture.scan()

        #expect(facts.importsAirKit)
        #expect(facts.airPlaySourceLines == [fixture.line(containing: ".airPlaySource()")])
        #expect(facts.registrations.isEmpty)
        #expect(facts.declarativeAccessoryLines.isEmpty)
    }
}
