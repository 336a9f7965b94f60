import AirKitDoctor
import Testing

@Suite("Objective-C source scanner: imports, roles, screen observers, accessories and window screens")
struct ObjCSourceScannerSignalTests {
    @Test(
        "AirKit imports in every form are found on their line",
        arguments: [
            "@import AirKit;", "@import AirKit.Core;", "#import <AirKit/AirKit.h>", "#import \"AirKit/AirKit.h\"",
            "  #  include <AirKit/AirKit.h>", "#import <AirKit-Swift.h>",
        ])
    func airKitImports(line: String) {
        let facts = ObjCSourceScanner.scan("#import <UIKit/UIKit.h>\n\(line)\n", path: "a.m")
        #expect(facts.signals.airKitImports == [2])
    }

    @Test(
        "Other modules and headers that only start like AirKit are no AirKit import",
        arguments: [
            "@import AirKitty;", "#import <AirKitExtras/Extras.h>", "#import <UIKit/AirKit.h>", "#import AirKit",
            "x = @import;", "#define IMPORT @import AirKit;",
        ])
    func notAirKitImports(line: String) {
        #expect(ObjCSourceScanner.scan("\(line)\n", path: "a.m").signals.airKitImports.isEmpty)
    }

    @Test(
        "Each external role constant, as a name or as an exact string literal, is a role reference",
        arguments: [
            "if (s.role == UIWindowSceneSessionRoleExternalDisplayNonInteractive) {}",
            "if ([s.role isEqualToString:UIWindowSceneSessionRoleExternalDisplay]) {}",
            "NSString *r = @\"UIWindowSceneSessionRoleExternalDisplayNonInteractive\";",
            "const char *r = \"UIWindowSceneSessionRoleExternalDisplay\";",
        ])
    func roleReferences(code: String) {
        let facts = ObjCSourceScanner.scan("void f(void) {\n\(code)\n}\n", path: "a.m")
        #expect(facts.signals.externalRoleReferences == [2])
    }

    @Test(
        "Names that only contain a role, and prose or escaped literals, are no role reference",
        arguments: [
            "UIWindowSceneSessionRoleApplication", "UIWindowSceneSessionRoleExternalDisplayNonInteractiveX",
            "@\"UIWindowSceneSessionRoleExternalDisplay \"", "@\"use UIWindowSceneSessionRoleExternalDisplay\"",
            "@\"UIWindowSceneSessionRole\\x45xternalDisplay\"", "'UIWindowSceneSessionRoleExternalDisplay'",
        ])
    func notRoleReferences(code: String) {
        let facts = ObjCSourceScanner.scan("id r = \(code);\n", path: "a.m")
        #expect(facts.signals.externalRoleReferences.isEmpty)
    }

    @Test(
        "The screen-connection notification, as a name or an exact literal, is an observer; disconnect is not",
        arguments: [
            ("name:UIScreenDidConnectNotification", 1), ("name:@\"UIScreenDidConnectNotification\"", 1),
            ("name:UIScreenDidDisconnectNotification", 0), ("name:@\"UIScreenDidConnectNotification!\"", 0),
        ])
    func screenObservers(argument: String, expected: Int) {
        let code = "[c addObserver:self selector:@selector(f:) \(argument) object:nil];\n"
        #expect(ObjCSourceScanner.scan(code, path: "a.m").signals.screenConnectionObservers.count == expected)
    }

    @Test(
        "Scene accessory selectors and names are found; a name without its colon is not the selector",
        arguments: [
            ("[scene registerSceneAccessory:accessory];", 1),
            ("[UISceneAccessory externalNonInteractiveWithSceneConfiguration:config];", 1),
            ("if ([s respondsToSelector:@selector(registerSceneAccessory:)]) {}", 1),
            ("ExternalNonInteractiveAccessory *a = nil;", 1),
            ("id registerSceneAccessory = nil;", 0), ("id externalNonInteractiveWithSceneConfiguration = nil;", 0),
        ])
    func sceneAccessoryReferences(code: String, expected: Int) {
        let facts = ObjCSourceScanner.scan("void f(void) {\n\(code)\n}\n", path: "a.m")
        #expect(facts.signals.sceneAccessoryReferences == Array(repeating: 2, count: expected))
    }

    @Test(
        "A window's screen set by property or message is a legacy assignment; reads, comparisons and @selector are not",
        arguments: [
            ("self.window.screen = screen;", 1), ("[self.window setScreen:screen];", 1),
            ("w.screen=s;", 1), ("if (w.screen == s) {}", 0), ("UIScreen *s = w.screen;", 0),
            ("[w respondsToSelector:@selector(setScreen:)];", 0), ("screen = s;", 0),
        ])
    func legacyScreenAssignments(code: String, expected: Int) {
        let facts = ObjCSourceScanner.scan("void f(void) {\n\(code)\n}\n", path: "a.m")
        #expect(facts.signals.legacyScreenWindowAssignments == Array(repeating: 2, count: expected))
    }

    @Test("Scene delegates come from class, category and extension interfaces, once per class; UIWindowScene subclasses too")
    func sceneDelegatesAndWindowSceneSubclasses() {
        let source = """
            @class UIWindowScene;
            @protocol UIWindowSceneDelegate;
            @interface StageSceneDelegate : UIResponder <UIWindowSceneDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @end
            @interface MainSceneDelegate : UIResponder <UIApplicationDelegate,
                UISceneDelegate>
            @end
            @interface StageSceneDelegate () <UIWindowSceneDelegate>
            @end
            @interface StageScene : UIWindowScene
            @end
            @interface TableHelper : NSObject <UITableViewDelegate>
            - (void)scene:(UIWindowScene *)scene;
            @end
            @interface Player (Scenes) <UIWindowSceneDelegate>
            @end

            """
        let facts = ObjCSourceScanner.scan(source, path: "Delegates.h")
        #expect(
            facts.sceneDelegates == [
                .init(name: "StageSceneDelegate", line: 3), .init(name: "MainSceneDelegate", line: 6),
                .init(name: "Player", line: 16),
            ])
        #expect(facts.signals.windowSceneSubclasses == ["StageScene"])
    }
}
