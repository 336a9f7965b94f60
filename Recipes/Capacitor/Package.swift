// swift-tools-version: 5.9
// Capacitor 6 and later build a plugin's iOS half with Swift Package Manager from this manifest (the
// CocoaPods path uses CapacitorAirkit.podspec).
import PackageDescription

let package = Package(
    name: "CapacitorAirkit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "CapacitorAirkit", targets: ["AirKitCapacitorPlugin"])],
    dependencies: [
        .package(url: "https://github.com/ionic-team/capacitor-swift-pm.git", from: "7.0.0"),
        // Where the app clones AirKit from (AirKit's README, Install).
        .package(url: "https://example.invalid/AirKit.git", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "AirKitCapacitorPlugin",
            dependencies: [
                .product(name: "Capacitor", package: "capacitor-swift-pm"),
                .product(name: "AirKit", package: "AirKit"),
            ],
            path: "ios/Sources/AirKitCapacitorPlugin"
        )
    ]
)
