// swift-tools-version: 6.0
import PackageDescription

// In-process timings of the doctor's project reader against Foundation, built in release by run.sh.
let package = Package(
    name: "AirKitBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "AirKit", path: "..")],
    targets: [
        .executableTarget(
            name: "PBXProjBenchmark",
            dependencies: [.product(name: "AirKitDoctor", package: "AirKit")]
        )
    ]
)
