import AirKitDoctor
import Testing

@Suite("Objective-C source scanner: windows made without a scene")
struct ObjCSourceScannerLifeCycleTests {
    @Test(
        "Each way of making a window without a scene is found on its line",
        arguments: [
            "self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];",
            "self.window = [[UIWindow alloc] init];", "UIWindow *w = [UIWindow new];",
        ])
    func scenelessWindows(line: String) {
        let source = "@implementation AppDelegate\n- (void)f {\n    \(line)\n}\n@end\n"
        #expect(ObjCSourceScanner.scan(source, path: "AppDelegate.m").lifeCycle.scenelessWindowLines == [3])
    }

    @Test(
        "A window made for a scene, a declaration or a comment is not",
        arguments: [
            "self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];", "@property UIWindow *window;",
            "// self.window = [[UIWindow alloc] initWithFrame:bounds];", "NSString *s = @\"[[UIWindow alloc] init]\";",
        ])
    func notScenelessWindows(line: String) {
        let source = "@implementation AppDelegate\n- (void)f {\n    \(line)\n}\n@end\n"
        #expect(ObjCSourceScanner.scan(source, path: "AppDelegate.m").lifeCycle.scenelessWindowLines.isEmpty)
    }
}
