// swift-tools-version: 6.0
import PackageDescription

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
