import AirKitDoctor
import Foundation

/// Makes the changes a developer would otherwise make by hand in Xcode so that an app target
/// shows its own content on an external display, and the doctor finds nothing to fix there:
/// the non-interactive external-display role in the target's Info.plist (creating the file when
/// the target only generates one), `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = NO`
/// wherever `YES` would replace that manifest, and, when asked, the AirKit package.
///
/// It never changes how an app launches without being asked: a target that does not adopt the
/// scene life cycle is refused (``SetupError``) unless ``SetupOptions/adoptsSceneLifeCycle`` is set, in
/// which case its own scene gets AirKit's `AirKitAppSceneDelegate` beside the external role. Nor
/// does it add AirKit (iOS 17 and later) to a target that deploys to an earlier iOS, unless
/// ``SetupOptions/raisesDeploymentTarget`` is set.
///
/// ```swift
/// let setup = ProjectSetup(options: SetupOptions(targetName: "MyApp"))
/// let plan = try setup.plan("MyApp.xcodeproj")
/// print(plan.notes.map(\.description).joined(separator: "\n"))
/// try setup.apply(plan)
/// ```
///
/// What the caller can rely on: ``plan(_:)`` reads and never writes; each planned file has
/// already been parsed back and compared with what was meant. ``apply(_:beforeRenaming:)``
/// writes each file next to itself, parses it again, and only then renames them over the
/// originals, in an order where every step leaves a project that builds; on any failure it can
/// see, no original is changed. Planning again after applying gives an empty plan; planning
/// after an interrupted run finishes it and removes what it left.
public struct ProjectSetup: Sendable {
    public var options: SetupOptions

    public init(options: SetupOptions = SetupOptions()) {
        self.options = options
    }

    /// The changes setup would make to the project at `path` (an `.xcodeproj`, its
    /// `project.pbxproj`, or a folder holding one `.xcodeproj`).
    public func plan(_ path: String) throws(SetupError) -> SetupPlan {
        guard SetupOptions.isValidDelegateClassName(options.delegateClassName) else {
            throw SetupError(
                "invalid delegate class name '\(PrintableText.escaped(options.delegateClassName))': \(SetupOptions.delegateClassNameRule)"
            )
        }
        let pbxprojPath = try ProjectLocation.pbxproj(for: path)
        var planner = try SetupPlanner(pbxprojPath: pbxprojPath, options: options)
        // A folder the person named, not the project itself: the doctor may read the framework's files there.
        let namesProject = path.hasSuffix(".xcodeproj") || path.hasSuffix(".pbxproj")
        planner.namedFolder = !namesProject && FileManager.default.fileExists(atPath: path) ? path : nil
        let plan: SetupPlan
        do {
            try planner.decideLifeCycle()
            // A target moved to the scene life cycle names AirKitAppSceneDelegate for its own
            // scene: the project must link AirKit before that Info.plist is in place, or a run
            // killed between the two leaves an app that shows no window. So a first version of
            // the project, with only the package (and the deployment target it needs), is
            // written before any Info.plist. Planned on a copy: the refusals keep their order.
            var linkedFirst: (text: String, changes: [String: [String: String]])?
            if planner.migratesLifeCycle, let url = options.packageURL {
                var linking = planner
                if (try? linking.planDeploymentTarget()) != nil {
                    linking.planPackage(url: url)
                    if linking.editor.hasChanges { linkedFirst = (linking.editor.text, linking.settingChanges) }
                }
            }
            try planner.planSceneManifest()
            planner.planManifestGeneration()
            if let url = options.packageURL {
                try planner.planDeploymentTarget()
                planner.planPackage(url: url)
            }
            if planner.stagedPBXProj == nil { planner.stagedPBXProj = linkedFirst }
            plan = try planner.finish()
        } catch {
            try planner.checkBudgets()
            throw error
        }
        try planner.checkBudgets()
        return plan
    }

    /// Writes `plan`. `beforeRenaming` runs once every new file is written and checked, just
    /// before the originals are replaced (tests use it to change the disk under setup's feet);
    /// an error it throws stops setup with nothing changed.
    ///
    /// Returns the report: the plan's notes, where a leftover of an interrupted run that could not
    /// be removed is said to be left, with the reason, instead of removed.
    @discardableResult
    public func apply(_ plan: SetupPlan, beforeRenaming: () throws -> Void = {}) throws(SetupError) -> [SetupNote] {
        try apply(plan, on: SystemFileSystem(), beforeRenaming: beforeRenaming)
    }

    /// Writes `plan` through `fileSystem`, which a test replaces to stop setup at any step.
    @discardableResult
    package func apply(_ plan: SetupPlan, on fileSystem: some SetupFileSystem, beforeRenaming: () throws -> Void = {})
        throws(SetupError) -> [SetupNote]
    {
        let unremoved = try SetupWriter.write(plan, on: fileSystem, beforeRenaming: beforeRenaming)
        return plan.reportingUnremovedLeftovers(unremoved)
    }
}
