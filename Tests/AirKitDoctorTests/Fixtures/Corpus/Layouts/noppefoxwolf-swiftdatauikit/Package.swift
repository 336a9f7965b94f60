// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "SwiftDataUIKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "SwiftDataUIKit", targets: ["SwiftDataUIKit"])],
    targets: [.target(name: "SwiftDataUIKit")]
)
