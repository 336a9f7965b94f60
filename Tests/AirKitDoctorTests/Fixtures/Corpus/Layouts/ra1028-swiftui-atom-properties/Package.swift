// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "swiftui-atom-properties",
    platforms: [.iOS(.v14), .macOS(.v11), .tvOS(.v14)],
    products: [.library(name: "Atoms", targets: ["Atoms"])],
    targets: [.target(name: "Atoms")]
)
