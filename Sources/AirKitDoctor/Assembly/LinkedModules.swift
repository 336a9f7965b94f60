import AirKitConfiguration

/// Code an app target links from inside the folder, where its external-display code may live
/// rather than in the app's own sources: the framework and library targets of its own project it
/// depends on (`PBXTargetDependency`), and the modules of the local Swift packages whose products
/// it links (`XCLocalSwiftPackageReference`, each `Sources/<Module>/` folder of the package).
///
/// Their files are read as the app's are, for signs of an external display only: a sign found
/// there is intent "in <module>", never a finding about the app's own code. A module is listed
/// once per target however often the target names it, and each file is read once per run
/// however many targets link it. Only what the scope
/// admits is listed or read (a package outside the folder is not looked at), and a package's
/// listing takes its entries from the scope's budget, as every folder walk does.
enum LinkedModules {
    struct Module: Equatable {
        var name: String
        /// Absolute paths of its Swift and Objective-C files.
        var sourcePaths: [String]
    }

    /// Product types whose code ends up in the app that links them.
    static let linkedProductTypes: Set<String> = [
        "com.apple.product-type.framework", "com.apple.product-type.framework.static",
        "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic",
    ]

    /// The modules `target` links from `project` and from local packages inside `scope`, in the
    /// project's order, each once however often the target lists it; files the target compiles
    /// itself are left out.
    static func modules(of target: XcodeProject.Target, in project: XcodeProject, scope: ReadScope) -> [Module] {
        let own = Set(target.sourcePaths)
        var modules: [Module] = []
        var seenTargets = Set<String>()
        for name in target.dependencyTargetNames where seenTargets.insert(name).inserted {
            guard
                let dependency = project.targets.first(where: {
                    $0.name == name && $0.productType.map(linkedProductTypes.contains) == true
                })
            else { continue }
            modules.append(Module(name: name, sourcePaths: dependency.sourcePaths.filter { !own.contains($0) }))
        }
        var seenPackages = Set<String>()
        for product in target.localPackageProducts where seenPackages.insert(product.packagePath).inserted {
            modules += packageModules(at: product.packagePath, scope: scope, excluding: own)
        }
        return modules.filter { !$0.sourcePaths.isEmpty }
    }

    /// Each `Sources/<Module>/` folder of the package at `folder`, with its files.
    private static func packageModules(at folder: String, scope: ReadScope, excluding own: Set<String>) -> [Module] {
        let sources = InputDiscovery.join(folder, "Sources")
        guard scope.admits(folder), scope.admits(sources), FileStatus.of(sources) == .folder else { return [] }
        var byModule: [String: [String]] = [:]
        for file in XcodeProjectReader.sourceFolderOnDisk(under: sources, within: scope).files {
            guard let slash = file.firstIndex(of: "/") else { continue }
            let path = InputDiscovery.join(sources, file)
            if !own.contains(path) { byModule[String(file[..<slash]), default: []].append(path) }
        }
        return byModule.keys.sorted().map { Module(name: $0, sourcePaths: byModule[$0] ?? []) }
    }
}
