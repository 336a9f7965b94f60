import ProjectDescription

public extension Project {
    static func makeModule(
        name: String,
        platform: Platform = .iOS,
        product: Product,
        dependencies: [TargetDependency] = [],
        sources: SourceFilesList = ["Sources/**"],
        resources: ResourceFileElements? = nil,
        infoPlist: InfoPlist = .default,
        settings: Settings? = nil
    ) -> Project {
        let target = Target(name: name, platform: platform, product: product, bundleId: "com.example.\(name)",
                            deploymentTarget: .iOS(targetVersion: "16.0", devices: [.iphone]),
                            infoPlist: infoPlist, sources: sources, resources: resources, dependencies: dependencies)
        return Project(name: name, settings: settings, targets: [target])
    }
}
