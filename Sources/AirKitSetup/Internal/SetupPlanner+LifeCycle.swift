import AirKitConfiguration
import AirKitDoctor
import Foundation

/// Step 0: does the target adopt the scene life cycle? Adding a scene manifest to an app that does
/// not moves it onto that life cycle (TN3187), where the window its app delegate makes is not shown;
/// setup never does that unasked (Documentation/setup.md, "Apps that do not adopt the scene life cycle").
extension SetupPlanner {
    /// Reads the target's adoption with the doctor's rules, and refuses, migrates or goes on.
    mutating func decideLifeCycle() throws(SetupError) {
        let report = Doctor().examine(pbxprojPath, within: namedFolder)
        let app = report.apps.first { $0.evidence.project?.targetName == target.name }
        guard let app else {
            if options.adoptsSceneLifeCycle {
                note(.leftAlone, "\(target.name): the doctor could not read the target, so its own scene was left as it is")
            }
            return
        }
        let adoption = app.diagnosis.sceneLifeCycle
        switch adoption.status {
        case .adopted:
            if options.adoptsSceneLifeCycle {
                note(.leftAlone, "\(target.name) already adopts the scene life cycle: \(adoption.reason)")
            }
        case .undetermined where options.appAdoptsSceneLifeCycle && !options.adoptsSceneLifeCycle:
            note(
                .leftAlone,
                "\(target.name): the doctor cannot tell whether it adopts the scene life cycle (\(adoption.reason)); taken as "
                    + "adopting, as --app-adopts-scenes says, so its own scene was left as it is")
        case .undetermined where !options.adoptsSceneLifeCycle:
            // The harder answer: when the sources that would tell are not all there, the manifest setup
            // edits could be what moves the app onto the scene life cycle, so setup goes on only when
            // told which way the app goes. (With no Info.plist to read there is nothing to edit, and
            // setup reports that where it would write.)
            guard let unread = unreadSources().map({ "; not read: \($0)" }) else { return }
            throw SetupError(
                "\(target.name): cannot tell whether it adopts the UIKit scene life cycle (\(adoption.reason))\(unread): adding the "
                    + "external-display scene could move it onto that life cycle, where the window its app delegate makes is "
                    + "not shown, so nothing was changed; run again with --adopt-scenes to give the app's own scene AirKit's "
                    + "\(SetupOptions.applicationDelegateClassName), or with --app-adopts-scenes if the app adopts the scene "
                    + "life cycle in code the doctor could not read (airkit doctor --explain AK021)")
        case .notAdopted, .undetermined:
            guard options.adoptsSceneLifeCycle else {
                throw SetupError(
                    "\(target.name) does not adopt the UIKit scene life cycle (\(adoption.reason)): adding the external-display "
                        + "scene would move it onto that life cycle, where the window its app delegate makes is not shown, so "
                        + "nothing was changed; run again with --adopt-scenes to also give the app's own scene AirKit's "
                        + "\(SetupOptions.applicationDelegateClassName), or adopt the scene life cycle first"
                        + (app.evidence.framework.map { ", the \($0.name) way \($0.sceneDelegateInBrief)," } ?? "")
                        + " (airkit doctor --explain AK021)")
            }
            let linksAirKit = app.evidence.project?.linkedPackageProducts.contains("AirKit") ?? false
            guard linksAirKit || options.packageURL != nil else {
                throw SetupError(
                    "--adopt-scenes names \(SetupOptions.applicationDelegateClassName), which the AirKit package defines, "
                        + "and \(target.name) does not link AirKit: add --add-package \(AirKitRelease.packageURLArgument), or link the AirKit product first"
                )
            }
            migratesLifeCycle = true
        }
    }

    /// The source files the target lists that are not on disk or not readable here, and the folders
    /// it compiles that were not listed, relative to the project: `Plain/AppDelegate.swift and 2 more`;
    /// `nil` when there are none.
    func unreadSources() -> String? {
        let files = target.sourcePaths.filter { !scope.admits($0) || !FileManager.default.isReadableFile(atPath: $0) }
        let unread = (files + target.unlistedFolders).map { path in
            switch scope.refusal(of: path) {
            case .outside?: "a path outside the project folder"
            case .linksOutside?: "\(relativeToProject(path)) (it leads outside the project folder)"
            case .hidden?: "\(relativeToProject(path)) (hidden)"
            case nil: relativeToProject(path)
            }
        }
        guard let first = unread.first else { return nil }
        let shown = ([first] + unread.dropFirst().prefix(2)).joined(separator: ", ")
        return unread.count > 3 ? "\(shown) and \(unread.count - 3) more" : shown
    }

    /// The patches for one Info.plist, in the order they apply: the application role first when
    /// setup migrates the target, then the external display.
    func patches(storyboard: String?) -> [SceneManifestPatch] {
        let application =
            migratesLifeCycle
            ? [SceneManifestPatch(applicationDelegate: SetupOptions.applicationDelegateClassName, storyboard: storyboard)] : []
        let keeps = generatesSceneManifest
        return (application + [patch]).map { patch in
            var patch = patch
            patch.keepsMultipleScenes = keeps
            return patch
        }
    }

    /// Whether some configuration has Xcode generate the scene manifest (which setup turns off):
    /// the generated manifest holds `UIApplicationSupportsMultipleScenes = YES`, which the one
    /// setup writes keeps.
    var generatesSceneManifest: Bool {
        target.buildConfigurations.contains { configuration in
            let settings = settings(configuration)
            return Self.isYes(settings.evaluated(Self.generationKey)?.value ?? "")
                && Self.isYes(settings.evaluated("GENERATE_INFOPLIST_FILE")?.value ?? "")
        }
    }
}
