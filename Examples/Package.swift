// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The examples and their tests build against AirKit's development products, which AirKit offers only when
// asked: without the variable SwiftPM would stop at "product … not found" (Documentation/PackageProducts.md).
guard ProcessInfo.processInfo.environment["AIRKIT_DEVELOPMENT_PRODUCTS"] == "1" else {
    let message =
        "Examples/ needs AirKit's development products: "
        + "AIRKIT_DEVELOPMENT_PRODUCTS=1 swift test --package-path Examples"
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

// Builds the example apps' sources, unchanged, where UIKit is absent: against AirKit's stand-in, with
// `import SwiftUI` meaning the stand-in there. The tests run them on the simulated device. On a Mac,
// Xcode builds the same files for iOS through each app's .xcodeproj; this package is for Linux.
let withoutUIKit: [Platform] = [.linux]
let standIn = Target.Dependency.product(name: "AirKitStandIn", package: "AirKit")

let package = Package(
    name: "AirKitExamples",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "AirKit", path: "..")],
    targets: [
        .target(name: "SwiftUI", dependencies: [standIn], path: "StandInModules/SwiftUI"),
        .target(
            name: "Banner",
            dependencies: [
                .product(name: "AirKit", package: "AirKit"),
                .target(name: "SwiftUI", condition: .when(platforms: withoutUIKit)),
            ],
            path: "Banner/Banner",
            // The @main app and the Info.plist belong to the iOS build; the tests launch the views.
            exclude: ["BannerApp.swift", "Info.plist"]
        ),
        .testTarget(
            name: "BannerTests",
            dependencies: ["Banner", .product(name: "AirKit", package: "AirKit"), standIn],
            path: "BannerTests"
        ),
        .target(
            name: "Scoreboard",
            // Its files import AirKit, which re-exports UIKit on iOS and the stand-in here: a module named
            // UIKit in this package would make every `canImport(UIKit)` of AirKit and the probe true.
            // Its replay is SwiftUI content: `import SwiftUI` means the stand-in here, as for Banner.
            dependencies: [
                .product(name: "AirKit", package: "AirKit"),
                .target(name: "SwiftUI", condition: .when(platforms: withoutUIKit)),
            ],
            path: "Scoreboard/Scoreboard",
            // The @main app delegate and the Info.plist belong to the iOS build; the tests launch the
            // scene delegate the Info.plist names.
            exclude: ["AppDelegate.swift", "Info.plist"]
        ),
        .testTarget(
            name: "ScoreboardTests",
            dependencies: ["Scoreboard", .product(name: "AirKit", package: "AirKit"), standIn],
            path: "ScoreboardTests"
        ),
        .target(
            name: "Probe",
            dependencies: [.target(name: "SwiftUI", condition: .when(platforms: withoutUIKit))],
            path: "Probe/Probe",
            // The app (its @main, screen and device host) and the Info.plist belong to the iOS build; the
            // tests run the checks themselves, playing the person who connects the displays.
            exclude: ["App", "Info.plist"]
        ),
        .testTarget(name: "ProbeTests", dependencies: ["Probe", standIn], path: "ProbeTests"),
        // The Swift code blocks of the README and the DocC articles, compiled unchanged: a name the
        // documentation uses that AirKit or the SDK does not declare fails the build.
        .target(
            name: "DocumentationSnippets",
            dependencies: [
                .product(name: "AirKit", package: "AirKit"),
                .target(name: "SwiftUI", condition: .when(platforms: withoutUIKit)),
            ],
            path: "DocumentationSnippets"
        ),
        // The one code block that is an app's entry point (`@main`), in an executable of its own.
        .executableTarget(
            name: "DocumentationApp",
            dependencies: [
                .product(name: "AirKit", package: "AirKit"),
                .target(name: "SwiftUI", condition: .when(platforms: withoutUIKit)),
            ],
            path: "DocumentationApp"
        ),
        // Every code block of the documentation is one of those regions, and every region a code block.
        .testTarget(name: "DocumentationSnippetTests", path: "DocumentationSnippetsTests"),
    ]
)
