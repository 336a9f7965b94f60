import AirKitDoctor
import Testing

@Suite("Objective-C source scanner on realistic app files")
struct ObjCSourceScannerFixtureTests {
    @Test("A React Native AppDelegate.mm that answers the external session: role, provider and both delegate classes")
    func reactNativeAppDelegate() throws {
        let fixture = try ObjCSourceFixture("react-native-app-delegate.mm.txt")
        let signals = fixture.scan().signals

        #expect(signals.externalRoleReferences == [fixture.line(containing: "isEqualToString:UIWindowSceneSessionRole")])
        #expect(
            signals.sceneConfigurationProviders == [
                ExternalDisplaySignals.SceneConfigurationProvider(
                    line: fixture.line(containing: "- (UISceneConfiguration *)application:"), handlesExternalRole: true,
                    delegateClassNames: ["StageSceneDelegate", "MainSceneDelegate"], enclosingClass: "AppDelegate")
            ])
        #expect(signals.airKitImports.isEmpty)
        #expect(signals.screenConnectionObservers.isEmpty)
        #expect(signals.sceneAccessoryReferences.isEmpty)
        #expect(signals.legacyScreenWindowAssignments.isEmpty)
        #expect(fixture.scan().sceneDelegates.isEmpty, "RCTBridgeDelegate is no scene delegate")
    }

    @Test("A pre-scene UIKit app: the screen-connection observer and both ways it sets a window's screen")
    func uikitScreenObserver() throws {
        let fixture = try ObjCSourceFixture("uikit-screen-observer.m.txt")
        let signals = fixture.scan().signals

        #expect(signals.screenConnectionObservers == [fixture.line(containing: "name:UIScreenDidConnectNotification")])
        #expect(
            signals.legacyScreenWindowAssignments == [
                fixture.line(containing: "projectorWindow.screen = screen"),
                fixture.line(containing: "setScreen:[UIScreen mainScreen]"),
            ])
        #expect(signals.externalRoleReferences.isEmpty)
        #expect(signals.sceneConfigurationProviders.isEmpty)
    }

    @Test("Comments, prose literals, #define, #if 0, declarations and look-alike methods yield only the one real role literal")
    func ignoredText() throws {
        let fixture = try ObjCSourceFixture("ignored-text.mm.txt")
        let facts = fixture.scan()

        #expect(
            facts.signals
                == ExternalDisplaySignals(
                    externalRoleReferences: [fixture.line(containing: "isEqualToString:@\"UIWindowSceneSessionRole")]))
        #expect(facts.sceneDelegates.isEmpty)
        #expect(facts.path == "ignored-text.mm.txt")
    }
}
