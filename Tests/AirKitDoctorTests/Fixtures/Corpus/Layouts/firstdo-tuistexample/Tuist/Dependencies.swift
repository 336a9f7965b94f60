import ProjectDescription

let dependencies = Dependencies(swiftPackageManager: [], platforms: [.iOS])
