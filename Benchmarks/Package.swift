// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The benchmarks use AirKit's development products, which AirKit offers only when
// asked: without the variable SwiftPM would stop at "product … not found" (Documentation/PackageProducts.md).
guard ProcessInfo.processInfo.environment["AIRKIT_DEVELOPMENT_PRODUCTS"] == "1" else {
    let message = "Benchmarks/ needs AirKit's development products: run Benchmarks/run.sh, memory.sh, plist.sh or surface.sh"
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

// In-process timings of the doctor's project reader against Foundation, one-read processes
// whose peak memory bench_memory.py takes, and the property-list reader on keys made to collide
// in CoreFoundation's hash; built in release by run.sh, memory.sh and plist.sh. Plus what a frame
// of an AirSurface costs AirKit on the simulated device (SurfaceFrameBenchmark, surface.sh).
let package = Package(
    name: "AirKitBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "AirKit", path: "..")],
    targets: ["PBXProjBenchmark", "MemoryBenchmark", "PlistBenchmark"].map { name in
        .executableTarget(name: name, dependencies: [.product(name: "AirKitDoctor", package: "AirKit")])
    } + [
        .executableTarget(name: "SurfaceFrameBenchmark", dependencies: [.product(name: "AirKit", package: "AirKit")])
    ]
)
