import AirKitConfiguration
import AirKitDoctor
import Foundation

/// Step 4: the AirKit package and its `AirKit` product, written as Xcode's "Add Package
/// Dependencies…" writes them: an `XCRemoteSwiftPackageReference` with `AirKitRelease.requirement`
/// (the branch until the first version is tagged, then up to the next major version) in the
/// project's `packageReferences`, an `XCSwiftPackageProductDependency` in the target's
/// `packageProductDependencies`, and a `PBXBuildFile` for it in the target's Frameworks phase.
extension SetupPlanner {
    static let productName = "AirKit"

    /// The reference's `requirement` lines, keys sorted as Xcode writes them, and how the note says it.
    static var requirement: (lines: [String], description: String) {
        switch AirKitRelease.requirement {
        case .upToNextMajor(let version):
            (["\t\tkind = upToNextMajorVersion;", "\t\tminimumVersion = \(version);"], "up to next major from \(version)")
        case .branch(let branch):
            (["\t\tbranch = \(PBXQuoting.quoted(branch));", "\t\tkind = branch;"], "branch \(branch)")
        }
    }

    /// The lowest iOS AirKit supports (its `Package.swift` platforms).
    static let minimumDeployment = OSVersion(17, 0)

    /// Refuses to add AirKit to a target that deploys below AirKit's minimum in some configuration
    /// (Xcode does not build a target against a package whose platforms start above its
    /// deployment target), unless ``SetupOptions/raisesDeploymentTarget`` is set: then each such
    /// configuration gets `IPHONEOS_DEPLOYMENT_TARGET = 17.0` in the target's own build settings,
    /// which win over the project's and the `.xcconfig` files. A target that already links AirKit,
    /// or whose deployment target cannot be evaluated, is left as it is.
    mutating func planDeploymentTarget() throws(SetupError) {
        guard !target.packageProducts.contains(Self.productName) else { return }
        let key = "IPHONEOS_DEPLOYMENT_TARGET"
        let below = target.buildConfigurations.compactMap { configuration -> (XcodeProject.BuildConfiguration, String)? in
            guard let written = settings(configuration).evaluated(key)?.value,
                let version = OSVersion(written), version < Self.minimumDeployment
            else { return nil }
            return (configuration, written)
        }
        guard !below.isEmpty else { return }
        guard options.raisesDeploymentTarget else {
            let deployments = below.map { "iOS \($0.1) in \($0.0.name)" }.joined(separator: ", ")
            throw SetupError(
                "\(target.name) deploys to \(deployments), and AirKit needs iOS \(Self.minimumDeployment) or later, so nothing "
                    + "was changed: raise \(key) to \(Self.minimumDeployment) or later, or run again with "
                    + "--raise-deployment-target to have setup raise it")
        }
        for (configuration, written) in below {
            let place = "\(target.name) (\(configuration.name))"
            // The plain key, and every conditional one of the target below it
            // (`IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]`), which beats the plain key where it applies.
            let conditional = configuration.settings.filter { entry in
                entry.key != key && Self.name(of: entry.key) == key
                    && OSVersion(entry.value.value).map { $0 < Self.minimumDeployment } ?? false
            }
            for (raised, was) in [(key, written)] + conditional.keys.sorted().map({ ($0, conditional[$0]?.value ?? "") }) {
                guard setTargetSetting(raised, to: "\(Self.minimumDeployment)", in: configuration) else {
                    throw SetupError(
                        "\(place): its buildSettings are not one per line, so \(raised) cannot be raised; nothing was "
                            + "changed: raise it to \(Self.minimumDeployment) by hand")
                }
                note(.change, "\(raised) = \(Self.minimumDeployment) in \(place) (was \(was)), as the AirKit package needs")
            }
        }
        try checkDeploymentTargetRaised(in: below.map(\.0))
    }

    /// Reads the project as planned and refuses when a device build of `configurations` still
    /// deploys below AirKit's minimum: a value set through a variable, or in a layer the target's
    /// own settings do not beat, would otherwise be reported as raised and stay as it was.
    private func checkDeploymentTargetRaised(in configurations: [XcodeProject.BuildConfiguration]) throws(SetupError) {
        let key = "IPHONEOS_DEPLOYMENT_TARGET"
        guard
            let planned = try? XcodeProjectReader.read(
                pbxproj: Data(editor.text.utf8), at: pbxprojPath, sourceFilesInFolder: { _ in [] }),
            let plannedTarget = planned.targets.first(where: { $0.name == target.name && $0.line == target.line })
        else { throw SetupError("\(SetupPaths.shown(pbxprojPath)): the raised deployment target does not read back") }
        for configuration in configurations {
            guard let plannedConfiguration = plannedTarget.buildConfigurations.first(where: { $0.name == configuration.name })
            else { continue }
            let settings = BuildSettings(
                project: planned, target: plannedTarget, configuration: plannedConfiguration, xcconfigs: xcconfigCache)
            guard let setting = settings.evaluated(key), let version = OSVersion(setting.value),
                version < Self.minimumDeployment
            else { continue }
            let place = setting.location.map { " (\(SetupPaths.shown($0.path)):\($0.line.map(String.init) ?? ""))" } ?? ""
            throw SetupError(
                "\(target.name) (\(configuration.name)) still deploys to iOS \(setting.value) for device builds after raising "
                    + "\(key), as set by \(setting.written)\(place); nothing was changed: raise it to "
                    + "\(Self.minimumDeployment) by hand")
        }
    }

    mutating func planPackage(url: String) {
        if target.packageProducts.contains(Self.productName) {
            note(.leftAlone, "\(target.name) already links the \(Self.productName) package product")
            return
        }
        guard let targetObject = editor.object(targetID), let projectID = rootProjectID(),
            let projectObject = editor.object(projectID)
        else {
            note(.leftAlone, "cannot find the project or target objects; add the package in Xcode")
            return
        }
        let packageName = Self.packageName(of: url)
        let packageComment = "XCRemoteSwiftPackageReference \"\(packageName)\""
        var packageID = existingPackage(url: url)
        var planned = editor
        if packageID == nil {
            let id = planned.ids.make(for: "\(targetID) XCRemoteSwiftPackageReference \(url)")
            planned.addObject(
                id: id, isa: "XCRemoteSwiftPackageReference",
                lines: [
                    "\(id) /* \(packageComment) */ = {",
                    "\tisa = XCRemoteSwiftPackageReference;",
                    "\trepositoryURL = \(PBXQuoting.quoted(url));",
                    "\trequirement = {",
                ] + Self.requirement.lines + [
                    "\t};",
                    "};",
                ])
            let element = "\(id) /* \(packageComment) */"
            guard
                planned.appendElement(element, toList: "packageReferences", of: projectObject)
                    || (projectObject["packageReferences"] == nil
                        && planned.insertSortedEntry(
                            key: "packageReferences", lines: ["packageReferences = (", "\t\(element),", ");"],
                            into: projectObject, line: editor.objects[projectID]?.line ?? 0))
            else { return cannotAdd("the project's packageReferences") }
            packageID = id
        }
        guard let packageID else { return }
        let productID = planned.ids.make(for: "\(targetID) XCSwiftPackageProductDependency \(Self.productName)")
        planned.addObject(
            id: productID, isa: "XCSwiftPackageProductDependency",
            lines: [
                "\(productID) /* \(Self.productName) */ = {",
                "\tisa = XCSwiftPackageProductDependency;",
                "\tpackage = \(packageID) /* \(packageComment) */;",
                "\tproductName = \(Self.productName);",
                "};",
            ])
        let productElement = "\(productID) /* \(Self.productName) */"
        guard
            planned.appendElement(productElement, toList: "packageProductDependencies", of: targetObject)
                || (targetObject["packageProductDependencies"] == nil
                    && planned.insertSortedEntry(
                        key: "packageProductDependencies",
                        lines: ["packageProductDependencies = (", "\t\(productElement),", ");"],
                        into: targetObject, line: editor.objects[targetID]?.line ?? 0))
        else { return cannotAdd("the target's packageProductDependencies") }
        guard linkInFrameworksPhase(productID, editor: &planned, target: targetObject) else {
            return cannotAdd("the target's Frameworks phase")
        }
        editor = planned
        note(
            .change,
            "added the package \(url) (\(Self.requirement.description)) and linked \(Self.productName) in \(target.name)"
        )
    }

    private mutating func cannotAdd(_ place: String) {
        note(.leftAlone, "\(place) is not written one entry per line; add the package in Xcode")
    }

    /// Adds a `PBXBuildFile` for the product to the target's Frameworks phase, creating the phase
    /// when the target has none.
    private func linkInFrameworksPhase(_ productID: String, editor planned: inout PBXProjEditor, target: PBXDictionary) -> Bool {
        let buildFileID = planned.ids.make(for: "\(targetID) PBXBuildFile \(Self.productName) in Frameworks")
        planned.addObject(
            id: buildFileID, isa: "PBXBuildFile",
            lines: [
                "\(buildFileID) /* \(Self.productName) in Frameworks */ = {isa = PBXBuildFile; productRef = \(productID) /* \(Self.productName) */; };"
            ])
        let fileElement = "\(buildFileID) /* \(Self.productName) in Frameworks */"
        let phases = (target["buildPhases"]?.array ?? []).compactMap(\.string)
        if let phaseID = phases.first(where: { editor.object($0)?["isa"]?.string == "PBXFrameworksBuildPhase" }),
            let phase = editor.object(phaseID)
        {
            return planned.appendElement(fileElement, toList: "files", of: phase)
        }
        let phaseID = planned.ids.make(for: "\(targetID) PBXFrameworksBuildPhase")
        planned.addObject(
            id: phaseID, isa: "PBXFrameworksBuildPhase",
            lines: [
                "\(phaseID) /* Frameworks */ = {",
                "\tisa = PBXFrameworksBuildPhase;",
                "\tbuildActionMask = 2147483647;",
                "\tfiles = (",
                "\t\t\(fileElement),",
                "\t);",
                "\trunOnlyForDeploymentPostprocessing = 0;",
                "};",
            ])
        return planned.appendElement("\(phaseID) /* Frameworks */", toList: "buildPhases", of: target)
    }

    private func rootProjectID() -> String? {
        editor.objectIDs(isa: "PBXProject").first { id in
            (editor.object(id)?["targets"]?.array ?? []).contains { $0.string == targetID }
        }
    }

    /// The package reference already in the project for `url` (compared without `.git`, a
    /// trailing `/` or letter case).
    private func existingPackage(url: String) -> String? {
        let wanted = Self.normalized(url)
        return editor.objectIDs(isa: "XCRemoteSwiftPackageReference").first { id in
            editor.object(id)?["repositoryURL"]?.string.map(Self.normalized) == wanted
        }
    }

    private static func normalized(_ url: String) -> String {
        var text = url.lowercased()
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix(".git") { text.removeLast(4) }
        return text
    }

    /// `AirKit` for `https://github.com/owner/AirKit.git`, as Xcode names the reference.
    static func packageName(of url: String) -> String {
        var text = url
        while text.hasSuffix("/") { text.removeLast() }
        var last = text.split(separator: "/").last.map(String.init) ?? text
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.isEmpty ? productName : last
    }
}
