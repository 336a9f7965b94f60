import Foundation
import Testing

/// Compiles `AirKitC.h` as each kind of caller does: Objective-C with `@import AirKitC;` (modules) and
/// with `#import <AirKitC/AirKitC.h>`, Objective-C++, C++, and C with clang and with gcc, which has
/// neither nullability nor Swift names. Each compile uses every function and type, with warnings as
/// errors and nullability completeness on. Linux has no UIKit, so the Objective-C checks the header
/// against the classes it forward-declares; what the app's own code does with them compiles on a Mac only.
///
/// Swift's toolchain ships clang, so these run wherever the package builds; where clang is missing they
/// are skipped, unless `AIRKIT_REQUIRE_CLANG=1` (set by `.ci/run`) makes that a failure.
@Suite("AirKitC.h compiled as Objective-C, C++ and C")
struct HeaderCompilationTests {
    static let include = HeaderAgreementTests.repository.appending(path: "Sources/AirKitC/include")

    /// A tool found on `PATH`.
    static func tool(_ name: String) -> URL? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appending(path: name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path()) }
    }

    static let clang = tool("clang")
    static let gcc = tool("gcc")
    static let requiresClang = ProcessInfo.processInfo.environment["AIRKIT_REQUIRE_CLANG"] == "1"
    static let clangIsThere = clang != nil || requiresClang

    /// A plugin's native half in Objective-C: every function, with the Objective-C types the header gives.
    static let objectiveC = """
        static void availability(bool isAvailable, void *context) { (void)isAvailable; (void)context; }
        static void showing(bool isShowing, void *context) { (void)isShowing; (void)context; }
        static void ended(AirKitPlaybackEndReason reason, void *context) { (void)reason; (void)context; }
        static void frame(AirKitSurfaceFrame frame, void *context) { (void)frame; (void)context; }

        void plugin(UIViewController *controller, UIView *view, AVPlayer *player);
        void plugin(UIViewController *controller, UIView *view, AVPlayer *player) {
            (void)AirKitIsAvailable(); (void)AirKitIsPlaybackRequested(); (void)AirKitIsShowingContent();
            AirKitResult result = AirKitAddSource(controller);
            if (result == AirKitResultQueued || result == AirKitResultOK) (void)AirKitPlayViewController(controller);
            (void)AirKitPlayView(view);
            AirKitObserverRef observers[3] = {
                AirKitAddAvailabilityObserver(availability, NULL), AirKitAddShowingObserver(showing, NULL),
                AirKitAddPlaybackEndObserver(ended, NULL),
            };
            AirKitStatus status;
            (void)AirKitGetStatus(&status);
            AirKitDisplayInfo displays[4];
            int32_t count = 0;
            if (AirKitCopyDisplays(displays, 4, &count) == AirKitResultOK && count > 0) {
                (void)AirKitPlayViewControllerOnDisplay(controller, displays[0].identifier);
                (void)AirKitPlayViewOnDisplay(view, displays[0].identifier);
            }
            (void)AirKitPlayPlayer(player, status.presentedDisplay);
            AirKitReconnectPolicy reconnect;
            if (AirKitGetReconnectPolicy(&reconnect) == AirKitResultOK) (void)AirKitSetReconnectPolicy(AirKitReconnectPolicyStop);
            AirKitStageManagerPolicy stageManager;
            if (AirKitGetStageManagerPolicy(&stageManager) == AirKitResultOK)
                (void)AirKitSetStageManagerPolicy(AirKitStageManagerPolicyStopPlayback);
            AirKitDisplayPolicy policy;
            if (AirKitGetDisplayPolicy(&policy) == AirKitResultOK) {
                policy.mode = AirKitDisplayModeFrameRate;
                policy.framesPerSecond = 60;
                policy.overscan = AirKitOverscanNone;
                (void)AirKitSetDisplayPolicy(&policy);
            }
            AirKitSurfaceRef surface = NULL;
            if (AirKitCreateSurface(&surface) == AirKitResultOK) {
                AirKitSurfaceMetrics metrics;
                (void)AirKitGetSurfaceMetrics(surface, &metrics);
                (void)AirKitSetSurfaceFrameCallback(surface, frame, NULL);
                CALayer *layer = NULL;
                (void)AirKitGetSurfaceLayer(surface, &layer);
                AirKitDrawableRef drawable = NULL;
                (void)AirKitCopySurfaceNextDrawable(surface, &drawable);
                (void)AirKitPlaySurface(surface, 0);
                (void)AirKitReleaseSurface(surface);
            }
            (void)AirKitStop();
            (void)AirKitRemoveSource(controller);
            (void)AirKitRemoveAvailabilityObserver(observers[0]);
            (void)AirKitRemoveShowingObserver(observers[1]);
            (void)AirKitRemovePlaybackEndObserver(observers[2]);
            AirKitObserverRef released = AirKitAddAvailabilityObserver(availability, NULL);
            (void)AirKitSetObserverContextRelease(released, NULL);
            (void)AirKitSetSurfaceFrameCallbackReleasing(surface, frame, NULL, NULL);
        #if defined(__BLOCKS__)
            __block int calls = 0;
            AirKitObserverRef blocks[3] = {
                AirKitAddAvailabilityObserverBlock(^(bool isAvailable) { calls += isAvailable; }),
                AirKitAddShowingObserverBlock(^(bool isShowing) { calls += isShowing; }),
                AirKitAddPlaybackEndObserverBlock(^(AirKitPlaybackEndReason reason) { calls += (int)reason; }),
            };
            (void)AirKitSetSurfaceFrameBlock(surface, ^(AirKitSurfaceFrame frame) { calls += (int)frame.index; });
            (void)AirKitRemoveAvailabilityObserver(blocks[0]);
            (void)AirKitRemoveShowingObserver(blocks[1]);
            (void)AirKitRemovePlaybackEndObserver(blocks[2]);
            (void)calls;
        #endif
        }
        """

    /// The same in C: objects are pointers.
    static var c: String {
        objectiveC.replacing("UIViewController *", with: "void *").replacing("UIView *", with: "void *")
            .replacing("AVPlayer *", with: "void *").replacing("CALayer *", with: "void *")
            .replacing("id<CAMetalDrawable>", with: "void *")
    }

    /// Compiles `source` with `compiler` and `arguments`; returns what it printed when it failed.
    static func compile(_ source: String, named name: String, with compiler: URL, _ arguments: [String]) throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appending(path: "airkitc-header-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = compiler
        process.arguments =
            ["-fsyntax-only", "-Wall", "-Wextra", "-Werror", "-I", include.path()]
            + arguments.map { $0.replacing("$CACHE", with: folder.appending(path: "modules").path()) } + [file.path()]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : printed
    }

    /// Each clang compile: the import line, the file's name and the flags.
    static let clangCompiles: [(String, String, [String])] = [
        ("@import AirKitC;", "Plugin.m", ["-fmodules", "-fmodules-cache-path=$CACHE", "-Wnullability-completeness"]),
        // With blocks, under ARC as Xcode compiles Objective-C (the runtime named so that clang allows ARC
        // here), and without.
        (
            "@import AirKitC;", "Plugin.m",
            ["-fblocks", "-fobjc-arc", "-fobjc-runtime=ios-17.0", "-fmodules", "-fmodules-cache-path=$CACHE"]
        ),
        (
            "#import <AirKitC/AirKitC.h>", "Plugin.m",
            ["-fblocks", "-fobjc-arc", "-fobjc-runtime=ios-17.0", "-Wnullability-completeness"]
        ),
        ("#import <AirKitC/AirKitC.h>", "Plugin.mm", ["-fblocks", "-fobjc-arc", "-fobjc-runtime=ios-17.0"]),
        ("#import <AirKitC/AirKitC.h>", "Plugin.m", ["-fblocks"]),
        ("#import <AirKitC/AirKitC.h>", "Plugin.m", ["-Wnullability-completeness"]),
        ("#import <AirKitC/AirKitC.h>", "Plugin.mm", ["-Wnullability-completeness"]),
        ("@import AirKitC;", "Plugin.mm", ["-fmodules", "-fcxx-modules", "-fmodules-cache-path=$CACHE"]),
    ]

    @Test(
        "Objective-C and Objective-C++ find the header with @import AirKitC and with #import <AirKitC/AirKitC.h>",
        .enabled(if: clangIsThere, "clang is not installed; install it (Swift's toolchain ships it) to compile the header"),
        arguments: clangCompiles.indices)
    func objectiveC(compile: Int) throws {
        let clang = try #require(Self.clang, "AIRKIT_REQUIRE_CLANG=1 but no clang on PATH")
        let (line, name, flags) = Self.clangCompiles[compile]
        let failure = try Self.compile("\(line)\n#include <stddef.h>\n\(Self.objectiveC)\n", named: name, with: clang, flags)
        #expect(failure == nil, "\(line) in \(name): \(failure ?? "")")
    }

    @Test(
        "C and C++ compile the header with clang, with blocks and without",
        .enabled(if: clangIsThere, "clang is not installed; install it (Swift's toolchain ships it) to compile the header"),
        arguments: ["Plugin.c", "Plugin.cpp"], [false, true])
    func cWithClang(file: String, blocks: Bool) throws {
        let clang = try #require(Self.clang, "AIRKIT_REQUIRE_CLANG=1 but no clang on PATH")
        let source = "#include <AirKitC/AirKitC.h>\n#include <stddef.h>\n\(Self.c)\n"
        let flags = ["-Wnullability-completeness"] + (blocks ? ["-fblocks"] : [])
        let failure = try Self.compile(source, named: file, with: clang, flags)
        #expect(failure == nil, "\(file) \(flags): \(failure ?? "")")
    }

    @Test(
        "C compiles the header with gcc, which knows neither nullability nor Swift names",
        .enabled(if: gcc != nil, "gcc is not installed: the header's compiler-neutral branch is not checked here"))
    func cWithGCC() throws {
        let gcc = try #require(Self.gcc)
        let source = "#include <AirKitC/AirKitC.h>\n#include <stddef.h>\n\(Self.c)\n"
        let failure = try Self.compile(source, named: "Plugin.c", with: gcc, ["-std=c11", "-pedantic"])
        #expect(failure == nil, "gcc: \(failure ?? "")")
    }
}
