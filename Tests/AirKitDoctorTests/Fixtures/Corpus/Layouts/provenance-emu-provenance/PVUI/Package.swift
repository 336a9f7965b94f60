// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "PVUI",
    platforms: [.iOS(.v17), .tvOS(.v17)],
    products: [
        .library(name: "PVUIBase", targets: ["PVUIBase"]),
        .library(name: "PVSwiftUI", targets: ["PVSwiftUI"]),
    ],
    targets: [
        .target(name: "PVUIBase"),
        .target(name: "PVSwiftUI", dependencies: ["PVUIBase"]),
    ]
)
