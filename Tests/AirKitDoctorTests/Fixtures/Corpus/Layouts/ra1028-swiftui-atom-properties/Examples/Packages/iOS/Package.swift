// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "iOSApp",
    platforms: [.iOS(.v16)],
    products: [.library(name: "iOSApp", targets: ["iOSApp"])],
    targets: [.target(name: "iOSApp")]
)
