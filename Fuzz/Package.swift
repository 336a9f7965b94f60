// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The fuzz targets use AirKit's development products, which AirKit offers only when
// asked: without the variable SwiftPM would stop at "product … not found" (Documentation/PackageProducts.md).
guard ProcessInfo.processInfo.environment["AIRKIT_DEVELOPMENT_PRODUCTS"] == "1" else {
    let message = "Fuzz/ needs AirKit's development products: run Fuzz/run.sh, which sets AIRKIT_DEVELOPMENT_PRODUCTS=1"
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

// libFuzzer targets for the doctor's readers of untrusted files. Built only by Fuzz/run.sh:
// each target's one file defines `LLVMFuzzerTestOneInput` and has no `main`, so it links only
// with `-sanitize=fuzzer`.
let package = Package(
    name: "AirKitFuzz",
    dependencies: [.package(name: "AirKit", path: "..")],
    targets: [
        "FuzzBinaryPlist", "FuzzMachO", "FuzzObjCSources", "FuzzPBXProj", "FuzzPlist", "FuzzSwiftSources", "FuzzYAML",
    ].map { name in
        .executableTarget(name: name, dependencies: [.product(name: "AirKitDoctor", package: "AirKit")])
    }
)
