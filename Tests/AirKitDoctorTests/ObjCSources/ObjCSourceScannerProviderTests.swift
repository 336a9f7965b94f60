import AirKitDoctor
import Testing

@Suite("Objective-C source scanner: configurationForConnectingSceneSession and what its body does")
struct ObjCSourceScannerProviderTests {
    private typealias Provider = ExternalDisplaySignals.SceneConfigurationProvider

    private static let header = """
        - (UISceneConfiguration *)application:(UIApplication *)application
            configurationForConnectingSceneSession:(UISceneSession *)session
            options:(UISceneConnectionOptions *)options
        """

    @Test(
        "Each way of assigning the delegate class names it",
        arguments: [
            ("c.delegateClass = [StageSceneDelegate class];", "StageSceneDelegate"),
            ("c.delegateClass = StageSceneDelegate.class;", "StageSceneDelegate"),
            ("c.delegateClass = NSClassFromString(@\"StageSceneDelegate\");", "StageSceneDelegate"),
            ("[c setDelegateClass:[StageSceneDelegate class]];", "StageSceneDelegate"),
            ("[c setDelegateClass:NSClassFromString(@\"App.Stage\")];", "App.Stage"),
        ])
    func delegateClassForms(assignment: String, name: String) {
        let source = "@implementation AppDelegate\n\(Self.header)\n{\n  \(assignment)\n  return c;\n}\n@end\n"
        let providers = ObjCSourceScanner.scan(source, path: "a.m").signals.sceneConfigurationProviders
        #expect(providers == [Provider(line: 2, delegateClassNames: [name], enclosingClass: "AppDelegate")])
    }

    /// The shape of react-native-external-display's example app (mybigday/react-native-external-display,
    /// `packages/RNExternalDisplayExample/ios/RNExternalDisplayExample/AppDelegate.mm`).
    @Test("A provider that hands the request to react-native-external-display handles the external role; a comment does not")
    func reactNativeExternalDisplayForwarding() {
        let forwarding = """
            @implementation AppDelegate
            \(Self.header) {
              return [RNExternalAppDelegateUtil application:application configurationForConnectingSceneSession:session options:options sceneOptions:@{}];
            }
            @end
            """
        let signals = ObjCSourceScanner.scan(forwarding, path: "AppDelegate.mm").signals
        #expect(signals.sceneConfigurationProviders.map(\.handlesExternalRole) == [true])
        #expect(signals.externalRoleReferences == [5])
        let commented = forwarding.replacingOccurrences(
            of: "return [RNExternalAppDelegateUtil", with: "// RNExternalAppDelegateUtil\n  return [Other")
        #expect(
            ObjCSourceScanner.scan(commented, path: "AppDelegate.mm").signals.sceneConfigurationProviders.map(
                \.handlesExternalRole) == [false])
    }

    @Test("A delegate class computed at run time, or assigned outside the provider, is not named")
    func unevidentDelegateClass() {
        let source = """
            @implementation AppDelegate
            \(Self.header) {
              c.delegateClass = [self delegateClassFor:session];
              c.delegateClass = NSClassFromString(name);
              return c;
            }
            - (void)other { c.delegateClass = [OtherDelegate class]; }
            @end

            """
        let providers = ObjCSourceScanner.scan(source, path: "a.m").signals.sceneConfigurationProviders
        #expect(providers == [Provider(line: 2, enclosingClass: "AppDelegate")])
    }

    @Test("A role named in another method, a C function or after the provider does not make it handle the role")
    func roleOutsideBody() {
        let source = """
            static BOOL IsStage(UISceneSession *s) { return s.role == UIWindowSceneSessionRoleExternalDisplayNonInteractive; }
            @implementation AppDelegate (Scenes)
            - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)s options:(id)o {
              if (s.role == UIWindowSceneSessionRoleExternalDisplayNonInteractive) { return; }
            }
            \(Self.header) {
              if (IsStage(session)) { return [self stage]; }
              return [UISceneConfiguration configurationWithName:@"Default" sessionRole:session.role];
            }
            - (void)after { id r = UIWindowSceneSessionRoleExternalDisplay; }
            @end

            """
        let signals = ObjCSourceScanner.scan(source, path: "a.m").signals
        #expect(signals.externalRoleReferences == [1, 4, 12])
        #expect(signals.sceneConfigurationProviders == [Provider(line: 6, enclosingClass: "AppDelegate")])
    }

    @Test("Declarations in @interface and @protocol, and look-alike selectors, are no provider")
    func declarationsAreNoProviders() {
        let source = """
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            \(Self.header);
            @end
            @protocol Configurator
            \(Self.header);
            @end
            @implementation Helper
            - (id)configurationForConnectingSceneSession:(id)s { return UIWindowSceneSessionRoleExternalDisplay; }
            - (id)scene:(id)a configurationForConnectingSceneSession:(id)s { return nil; }
            @end

            """
        #expect(ObjCSourceScanner.scan(source, path: "a.m").signals.sceneConfigurationProviders.isEmpty)
    }

    @Test("Blocks and nested braces stay inside the provider; the brace that closes it ends the body")
    func nestedBraces() {
        let source = """
            @implementation AppDelegate
            \(Self.header)
            {
              dispatch_async(dispatch_get_main_queue(), ^{ if (x) { y(); } });
              if (session.role == UIWindowSceneSessionRoleExternalDisplayNonInteractive) {
                c.delegateClass = [Stage class];
              }
              return c;
            }
            - (void)later { c.delegateClass = [Late class]; }
            @end

            """
        let providers = ObjCSourceScanner.scan(source, path: "a.m").signals.sceneConfigurationProviders
        #expect(
            providers == [
                Provider(line: 2, handlesExternalRole: true, delegateClassNames: ["Stage"], enclosingClass: "AppDelegate")
            ])
    }

    @Test("#if branches that each open a method header do not hide the methods after them")
    func unbalancedConditionalHeaders() {
        let source = """
            @implementation AppDelegate
            #if NEW_ARCH
            - (BOOL)fabricEnabled {
            #else
            - (BOOL)fabricEnabled:(BOOL)flag {
            #endif
              return YES;
            }
            \(Self.header) {
              c.delegateClass = [Stage class];
              return c;
            }
            @end

            """
        let providers = ObjCSourceScanner.scan(source, path: "a.mm").signals.sceneConfigurationProviders
        #expect(providers.map(\.delegateClassNames) == [["Stage"]])
        #expect(providers.map(\.line) == [9])
    }

    @Test("A provider left open by a missing brace ends at @end; the next class's methods are its own")
    func unclosedBodyEndsAtEnd() {
        let source = """
            @implementation AppDelegate
            \(Self.header) {
              if (x) {
              return c;
            }
            @end
            @implementation Other
            - (void)f { id r = UIWindowSceneSessionRoleExternalDisplayNonInteractive; }
            @end

            """
        let signals = ObjCSourceScanner.scan(source, path: "a.m").signals
        #expect(signals.sceneConfigurationProviders == [Provider(line: 2, enclosingClass: "AppDelegate")])
        #expect(signals.externalRoleReferences == [10], "the header spans lines 2 to 4")
    }

    @Test(
        "Which providers give the app's own scene a delegate in Objective-C",
        arguments: [
            (
                "UISceneConfiguration *c = [[UISceneConfiguration alloc] initWithName:nil "
                    + "sessionRole:UIWindowSceneSessionRoleApplication];\n  c.delegateClass = [SceneDelegate class];\n  return c;",
                true
            ),
            (
                "return [RNExternalAppDelegateUtil application:application configurationForConnectingSceneSession:session "
                    + "options:options sceneOptions:@{ @\"headless\": @NO }];", true
            ),
            (
                "UISceneConfiguration *c = [[UISceneConfiguration alloc] initWithName:@\"TV\" sessionRole:session.role];\n"
                    + "  if (session.role == UIWindowSceneSessionRoleExternalDisplayNonInteractive) { c.delegateClass = [TV class]; }\n"
                    + "  return c;", false
            ),
        ])
    func whichProvidersGiveTheApplicationSceneADelegate(body: String, gives: Bool) throws {
        let source = "@implementation AppDelegate\n\(Self.header)\n{\n  \(body)\n}\n@end\n"
        let provider = try #require(
            ObjCSourceScanner.scan(source, path: "AppDelegate.mm").signals.sceneConfigurationProviders.first)
        #expect(provider.givesApplicationSceneADelegate == gives)
    }
}
