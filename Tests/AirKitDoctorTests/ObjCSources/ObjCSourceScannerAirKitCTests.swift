import AirKitDoctor
import Testing

@Suite("Objective-C source scanner: AirKit's C interface")
struct ObjCSourceScannerAirKitCTests {
    @Test("AirKitC imports in every form are AirKit imports", arguments: ["@import AirKitC;", "#import <AirKitC/AirKitC.h>"])
    func airKitCImports(line: String) {
        #expect(ObjCSourceScanner.scan("#import <UIKit/UIKit.h>\n\(line)\n", path: "a.m").signals.airKitImports == [2])
    }

    @Test("AirKitAddSource calls are AirKit sources, on their line")
    func addSourceCalls() {
        let source = """
            @import AirKitC;

            @implementation PlayerViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                AirKitAddSource(self);
                if (!AirKitAddSource(self.navigationController)) { return; }
            }
            @end
            """
        #expect(ObjCSourceScanner.scan(source, path: "a.m").airKitSourceLines == [6, 7])
    }

    @Test("A mention that is no call is not a source")
    func mentionsAreNotSources() {
        let source = """
            // AirKitAddSource(self);
            NSString *name = @"AirKitAddSource(self)";
            bool (*add)(void *) = AirKitAddSource;
            """
        #expect(ObjCSourceScanner.scan(source, path: "a.m").airKitSourceLines.isEmpty)
    }
}
