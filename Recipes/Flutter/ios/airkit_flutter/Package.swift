// swift-tools-version: 5.9
// Flutter's Swift Package Manager support (Flutter 3.24 and later, `flutter config --enable-swift-package-manager`)
// builds an iOS plugin from ios/<plugin name>/Package.swift.
import PackageDescription

let package = Package(
    name: "airkit_flutter",
    platforms: [.iOS("17.0")],
    products: [.library(name: "airkit-flutter", targets: ["airkit_flutter"])],
    dependencies: [
        // Where the app clones AirKit from (AirKit's README, Install); a local clone works with path:.
        .package(url: "https://example.invalid/AirKit.git", from: "1.0.0")
    ],
    targets: [
        // The plugin's Swift half: the method channel, the TV's engine.
        .target(
            name: "airkit_flutter",
            dependencies: [.product(name: "AirKit", package: "AirKit"), "AirKitFlutterFFI"]
        ),
        // C that references the functions Dart looks up, so that the linker keeps them (see its file).
        .target(
            name: "AirKitFlutterFFI",
            dependencies: [.product(name: "AirKitC", package: "AirKit")]
        ),
    ]
)
