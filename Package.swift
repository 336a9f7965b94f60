// swift-tools-version: 6.0
import PackageDescription

/// Platforms without UIKit: there AirKit compiles against `AirKitStandIn`, our declarations of the
/// Apple APIs it uses. On iOS the condition is false, so the stand-in never reaches an app build.
let standInPlatforms: [Platform] = [.linux, .macOS, .windows, .android, .wasi, .openbsd]
let buildingAgainstStandIn = SwiftSetting.define("AIRKIT_STANDIN", .when(platforms: standInPlatforms))
let standIn = Target.Dependency.target(name: "AirKitStandIn", condition: .when(platforms: standInPlatforms))

let package = Package(
    name: "AirKit",
    platforms: [.iOS(.v17), .macCatalyst(.v17), .tvOS(.v17), .visionOS(.v1), .macOS(.v15)],
    products: [
        .library(name: "AirKit", targets: ["AirKit"]),
        // The doctor's readers and rules, for tools that embed them (and for Fuzz/ and Benchmarks/).
        .library(name: "AirKitDoctor", targets: ["AirKitDoctor"]),
        // For packages that run app code on the simulated device (Examples/). It refuses to build
        // where UIKit exists.
        .library(name: "AirKitStandIn", targets: ["AirKitStandIn"]),
        .executable(name: "airkit", targets: ["airkit"]),
        // `swift package airkit-doctor [PATH]`, and the doctor on an Xcode project from its context menu.
        .plugin(name: "AirKitDoctorPlugin", targets: ["AirKitDoctorPlugin"]),
    ],
    targets: [
        // Runtime: the library apps link.
        .target(
            name: "AirKit",
            dependencies: ["AirKitConfiguration", standIn],
            swiftSettings: [buildingAgainstStandIn]
        ),
        // Apple's UIKit, SwiftUI and os APIs as AirKit uses them, plus a simulated device (Linux only).
        .target(name: "AirKitStandIn"),
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
            dependencies: ["AirKit", "AirKitConfiguration", "TestSupport", standIn],
            swiftSettings: [buildingAgainstStandIn]
        ),
        .testTarget(name: "AirKitStandInTests", dependencies: [standIn]),
        // The app code of the articles AirKit answers, compiled unchanged against the stand-in and run
        // on the simulated device.
        .testTarget(name: "ArticleSnippetTests", dependencies: [standIn]),
        .testTarget(name: "AirKitConfigurationTests", dependencies: ["AirKitConfiguration"]),
        .testTarget(
            name: "AirKitDoctorTests",
            dependencies: ["AirKitDoctor", "AirKitConfiguration", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "AirKitCLITests", dependencies: ["airkit", "TestSupport"]),
        .testTarget(
            name: "AirKitSetupTests",
            dependencies: ["AirKitSetup", "AirKitDoctor", "AirKitConfiguration", "airkit", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
