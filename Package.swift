// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The platform a build against `AirKitStandIn` stands for (Documentation/Platforms.md, "Building as
/// each platform"): `AIRKIT_STANDIN_PLATFORM` = `iOS`, `iOSApplicationExtension`, `macCatalyst`,
/// `tvOS` or `visionOS` builds AirKit against the stand-in as that platform's SDK would, so an API the
/// platform lacks fails to compile; `macOS` builds AirKit without the stand-in, as on a Mac. Unset, the
/// stand-in stands for iOS without the SDK's deprecations, for the tests and examples.
let simulatedPlatform = ProcessInfo.processInfo.environment["AIRKIT_STANDIN_PLATFORM"]

/// Where AirKit compiles against the stand-in: the platforms without UIKit, and a Mac only when
/// `AIRKIT_STANDIN_PLATFORM` asks for it (the package's own tests). An app's macOS build never sets it,
/// so it gets Apple's SwiftUI and an AirKit without its UIKit half, not the stand-in's clashing names.
let standInPlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd] + (simulatedPlatform == nil ? [] : [.macOS])
/// `AIRKIT_STANDIN_PLATFORM=macOS` builds AirKit as a Mac does, with no stand-in anywhere.
let buildsAsMacOS = simulatedPlatform == "macOS"
let standIn: [Target.Dependency] =
    buildsAsMacOS ? [] : [.target(name: "AirKitStandIn", condition: .when(platforms: standInPlatforms))]

/// The compilation conditions of a build against the stand-in: `AIRKIT_STANDIN`, and the simulated
/// platform's (`AIRKIT_STANDIN_IOS` wherever `os(iOS)` would hold, `AIRKIT_STANDIN_MACCATALYST`,
/// `AIRKIT_STANDIN_TVOS`, `AIRKIT_STANDIN_VISIONOS`, `AIRKIT_STANDIN_APP_EXTENSION`), plus
/// `AIRKIT_STANDIN_STRICT` when a platform was named, which turns on the SDK's deprecations.
let standInSettings: [SwiftSetting] = {
    let platformConditions: [String]
    switch simulatedPlatform {
    case nil, "iOS", "macOS": platformConditions = ["AIRKIT_STANDIN_IOS"]
    case "iOSApplicationExtension": platformConditions = ["AIRKIT_STANDIN_IOS", "AIRKIT_STANDIN_APP_EXTENSION"]
    case "macCatalyst": platformConditions = ["AIRKIT_STANDIN_IOS", "AIRKIT_STANDIN_MACCATALYST"]
    case "tvOS": platformConditions = ["AIRKIT_STANDIN_TVOS"]
    case "visionOS": platformConditions = ["AIRKIT_STANDIN_VISIONOS"]
    case let other?:
        let choices = "iOS, iOSApplicationExtension, macCatalyst, tvOS, visionOS or macOS"
        FileHandle.standardError.write(Data("AIRKIT_STANDIN_PLATFORM=\(other): use \(choices)\n".utf8))
        exit(2)
    }
    let conditions = ["AIRKIT_STANDIN"] + platformConditions + (simulatedPlatform == nil ? [] : ["AIRKIT_STANDIN_STRICT"])
    return buildsAsMacOS ? [] : conditions.map { .define($0, .when(platforms: standInPlatforms)) }
}()

/// A build named for a platform checks AirKit as that platform's SDK would. Linux cannot make a
/// declaration unavailable on one platform, and an unavailable one could not serve the stand-in's own
/// simulation, so there the stand-in marks what the platform lacks deprecated ("unavailable on …"):
/// AirKit is then built with warnings as errors, and the stand-in's own uses are not reported.
let checksPlatform = simulatedPlatform != nil
let airKitChecks: [SwiftSetting] = checksPlatform ? [.unsafeFlags(["-warnings-as-errors"])] : []
let standInChecks: [SwiftSetting] = checksPlatform ? [.unsafeFlags(["-suppress-warnings"])] : []

/// Whether to offer the products only the package's own tools use (`AirKitStandIn`, `AirKitDoctor`):
/// only when `AIRKIT_DEVELOPMENT_PRODUCTS=1` asks for it (Documentation/PackageProducts.md). Anything
/// that adds AirKit, by URL or as a local clone (Xcode's "Add Local…", `.package(path:)`), is offered
/// AirKit, AirKitC, the `airkit` tool and its plugin: the stand-in stops an iOS build with `#error`,
/// and no app can use the doctor's API. The package's own tests use the targets and need no products;
/// `Examples/`, `Fuzz/`, `Benchmarks/` and `.ci/run` set the variable.
let offersDevelopmentProducts: Bool = {
    switch ProcessInfo.processInfo.environment["AIRKIT_DEVELOPMENT_PRODUCTS"] {
    case nil, "", "0": return false
    case "1": return true
    case let other?:
        FileHandle.standardError.write(Data("AIRKIT_DEVELOPMENT_PRODUCTS=\(other): use 1, or 0 (the default)\n".utf8))
        exit(2)
    }
}()
let developmentProducts: [Product] =
    offersDevelopmentProducts
    ? [
        // The doctor's readers and rules, for the package's fuzz targets and benchmarks; its API is the tool's.
        .library(name: "AirKitDoctor", targets: ["AirKitDoctor"]),
        // For packages that run app code on the simulated device (Examples/). It refuses to build
        // where UIKit exists; AirKit itself links it only where standInPlatforms says.
        .library(name: "AirKitStandIn", targets: ["AirKitStandIn"]),
    ] : []

let package = Package(
    name: "AirKit",
    platforms: [.iOS(.v17), .macCatalyst(.v17), .tvOS(.v17), .visionOS(.v1), .macOS(.v15)],
    products: [
        .library(name: "AirKit", targets: ["AirKit"]),
        // AirKit for Objective-C, C and the native halves of React Native, Flutter and Unity plugins:
        // the header `AirKitC.h`, whose functions AirKit defines (Documentation/CrossLanguage.md).
        .library(name: "AirKitC", targets: ["AirKitC", "AirKit"]),
        .executable(name: "airkit", targets: ["airkit"]),
        // `swift package airkit-doctor [PATH]`, and the doctor on an Xcode project from its context menu.
        .plugin(name: "AirKitDoctorPlugin", targets: ["AirKitDoctorPlugin"]),
    ] + developmentProducts,
    targets: [
        // Runtime: the library apps link.
        .target(
            name: "AirKit",
            // AirKitC for the header's structs and constants, which the C interface's definitions use.
            dependencies: ["AirKitConfiguration", "AirKitC"] + standIn,
            swiftSettings: standInSettings + airKitChecks
        ),
        // The C interface's header, `include/AirKitC/AirKitC.h` with its module map, so that
        // `#import <AirKitC/AirKitC.h>` and `@import AirKitC;` both resolve; the functions are AirKit's
        // (`Sources/AirKit/CInterface`).
        .target(name: "AirKitC"),
        // Apple's UIKit, SwiftUI and os APIs as AirKit uses them, with the SDK's availability for the
        // simulated platform, plus a simulated device (never on Apple platforms with UIKit).
        .target(name: "AirKitStandIn", swiftSettings: standInSettings + standInChecks),
        // The scene manifest, roles, OS/SDK rules and findings, shared by the runtime and the doctor.
        .target(name: "AirKitConfiguration"),
        // Reads build products, Xcode projects and sources, and runs the rules on them.
        .target(name: "AirKitDoctor", dependencies: ["AirKitConfiguration"]),
        // Edits an Xcode project so that the doctor finds its external-display setup complete.
        .target(name: "AirKitSetup", dependencies: ["AirKitDoctor", "AirKitConfiguration"]),
        .executableTarget(name: "airkit", dependencies: ["AirKitDoctor", "AirKitSetup"]),
        // Runs `airkit doctor --format xcode` and reports its findings as diagnostics. It only reads,
        // so it asks for no permission.
        .plugin(
            name: "AirKitDoctorPlugin",
            capability: .command(
                intent: .custom(verb: "airkit-doctor", description: "Check the app's external-display setup with airkit doctor")
            ),
            dependencies: ["airkit"]
        ),

        // Helpers shared by the test targets (a seeded random number generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "AirKitTests",
            dependencies: ["AirKit", "AirKitConfiguration", "TestSupport"] + standIn,
            swiftSettings: standInSettings
        ),
        // C code that calls AirKitC.h as an Objective-C or plugin caller does, compiled with warnings
        // as errors, and the Swift tests that run it on the simulated device.
        // With blocks, as Objective-C on Apple platforms has them, and the blocks runtime that Swift's
        // toolchain ships for Linux (Apple's systems have it in libSystem).
        .target(
            name: "AirKitCCallers", dependencies: ["AirKitC"], path: "Tests/AirKitCCallers",
            cSettings: [.unsafeFlags(["-Wall", "-Wextra", "-Werror", "-fblocks"])],
            linkerSettings: [.linkedLibrary("BlocksRuntime", .when(platforms: [.linux]))]),
        .testTarget(
            name: "AirKitCTests",
            dependencies: ["AirKit", "AirKitC", "AirKitCCallers", "TestSupport"] + standIn,
            swiftSettings: standInSettings
        ),
        .testTarget(name: "AirKitStandInTests", dependencies: standIn, swiftSettings: standInSettings),
        // The app code of the articles AirKit answers, compiled unchanged against the stand-in and run
        // on the simulated device.
        .testTarget(name: "ArticleSnippetTests", dependencies: standIn),
        .testTarget(name: "AirKitConfigurationTests", dependencies: ["AirKitConfiguration"]),
        .testTarget(
            name: "AirKitDoctorTests",
            dependencies: ["AirKitDoctor", "AirKitConfiguration", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        // AirKitConfiguration for what the tool's output derives from the catalogue (FindingID).
        .testTarget(name: "AirKitCLITests", dependencies: ["airkit", "AirKitConfiguration", "TestSupport"]),
        .testTarget(
            name: "AirKitSetupTests",
            dependencies: ["AirKitSetup", "AirKitDoctor", "AirKitConfiguration", "airkit", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
