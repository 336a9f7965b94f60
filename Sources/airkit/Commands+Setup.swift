import AirKitConfiguration
import AirKitDoctor
import AirKitSetup
import Foundation

/// `airkit setup`: edits an Xcode project so that the doctor finds its external-display setup complete.
extension Commands {
    static let setup = CommandSpec(
        name: "setup",
        abstract: "Add the external-display scene role and settings to an Xcode project.",
        discussion: """
            PATH is an .xcodeproj, its project.pbxproj, or a folder holding one .xcodeproj. For the
            app target named by --target (or the only iOS app target), setup adds a
            UIWindowSceneSessionRoleExternalDisplayNonInteractive configuration to the target's
            Info.plist (creating one when the target only generates its Info.plist), sets
            INFOPLIST_KEY_UIApplicationSceneManifest_Generation = NO wherever YES would replace that
            manifest, and with --add-package adds the AirKit package and links its AirKit product.
            Files keep their own formatting: only the new or changed lines differ. Every file is
            written next to itself, checked, then renamed over the original; on any failure no
            file is changed. Running setup again changes nothing.

            A target that does not adopt the UIKit scene life cycle (which apps built with the iOS
            27 SDK need to launch) is refused with nothing changed: a scene manifest would move it
            onto that life cycle, where the window its app delegate makes is not shown. With
            --adopt-scenes, setup also names AirKit's AirKitAppSceneDelegate for the app's own
            scene; it puts the app delegate's window on the scene and passes the scene's callbacks
            on to the app delegate. The target must link AirKit, or pass --add-package. A target
            whose adoption the doctor cannot tell (its sources are not all on disk) is refused too,
            naming what was not read: --adopt-scenes migrates it, and --app-adopts-scenes sets it up
            as one that adopts.

            AirKit needs iOS 17 or later: --add-package refuses a target that deploys to an earlier
            iOS in any configuration, with nothing changed, unless --raise-deployment-target is
            given, which sets IPHONEOS_DEPLOYMENT_TARGET = 17.0 in those configurations of the
            target.

            Exit status: 0 done or nothing to do (also when the changes were made but standard
            output could not take the report); 2 usage error, unreadable or unwritable file,
            unknown or ambiguous target, a target that does not adopt the scene life cycle without
            --adopt-scenes (or whose adoption cannot be told, without --adopt-scenes or
            --app-adopts-scenes), --add-package on a target that deploys below iOS 17 without
            --raise-deployment-target, a file that changed or vanished while setup ran, or a standard output
            closed before anything was written.
            """,
        arguments: [.init(name: "path", help: "An .xcodeproj, a project.pbxproj, or a folder holding one .xcodeproj.")],
        options: [
            .init(name: "target", valueName: "name", help: "The app target to set up (default: the only iOS app target)."),
            .init(
                name: "delegate", valueName: "name",
                help: "The external-display scene delegate class (default: \(SetupOptions.defaultDelegateClassName))."),
            .init(
                name: "add-package", valueName: "url", help: "Also add the AirKit package at this URL and link AirKit.",
                // `--add-package "$AIRKIT_URL"`, as the README and the doctor write it, with the variable unset.
                whenEmpty: "give AirKit's address, or set \(AirKitRelease.urlVariable) to it (README, \"Install\")"),
            .init(
                name: "adopt-scenes",
                help: "Move a target that does not adopt the scene life cycle onto it with AirKit's AirKitAppSceneDelegate."),
            .init(
                name: "app-adopts-scenes",
                help: "Set up a target whose scene life cycle the doctor cannot tell, as one that adopts it."),
            .init(
                name: "raise-deployment-target",
                help: "With --add-package, raise IPHONEOS_DEPLOYMENT_TARGET to 17.0 where the target deploys lower."),
            .init(name: "dry-run", help: "Print a unified diff of every change and write nothing."),
        ]
    )

    static func runSetup(_ command: ParsedCommand, environment: [String: String], console: Console) throws(UsageError)
        -> Int32
    {
        guard let path = command.arguments["path"] else {
            throw UsageError(message: "missing <path>", commandPath: command.commandPath)
        }
        if let delegate = command.options["delegate"], !SetupOptions.isValidDelegateClassName(delegate) {
            throw UsageError(
                message: "invalid value '\(delegate)' for '--delegate'; \(SetupOptions.delegateClassNameRule)",
                commandPath: command.commandPath)
        }
        if let url = command.options["add-package"],
            url.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F })
        {
            throw UsageError(
                message: "invalid value '\(url)' for '--add-package'; a package URL holds no spaces or control characters",
                commandPath: command.commandPath)
        }
        if command.flags.contains("adopt-scenes"), command.flags.contains("app-adopts-scenes") {
            throw UsageError(
                message: "'--adopt-scenes' and '--app-adopts-scenes' contradict each other: the first moves the app onto the "
                    + "scene life cycle, the second says it is on it already",
                commandPath: command.commandPath)
        }
        if command.flags.contains("raise-deployment-target"), command.options["add-package"] == nil {
            throw UsageError(
                message: "'--raise-deployment-target' only applies with '--add-package'", commandPath: command.commandPath)
        }
        let options = SetupOptions(
            targetName: command.options["target"],
            delegateClassName: command.options["delegate"] ?? SetupOptions.defaultDelegateClassName,
            packageURL: command.options["add-package"], adoptsSceneLifeCycle: command.flags.contains("adopt-scenes"),
            raisesDeploymentTarget: command.flags.contains("raise-deployment-target"),
            appAdoptsSceneLifeCycle: command.flags.contains("app-adopts-scenes"))
        let setup = ProjectSetup(options: options)
        do {
            let plan = try setup.plan(path)
            if command.flags.contains("dry-run") {
                console.out(dryRunText(plan, environment: environment))
            } else {
                // Status 2 promises every file as it was: a standard output that cannot take the
                // report stops setup before it writes, where that shows beforehand.
                if let problem = console.outputProblem() {
                    console.error(
                        "airkit: error: cannot write to standard output: \(problem.reason); no file was changed\n")
                    return ExitStatus.usageOrInputError.rawValue
                }
                let notes = try setup.apply(plan)
                console.out(PrintableText.inertForCIRunners(notes.map { PrintableText.escaped($0.description) + "\n" }.joined()))
                if notes.isEmpty { console.out("nothing to change\n") }
                // Once files are changed, the status says so (0) whatever happens to the report.
                if let failure = console.takeOutputFailure(), !failure.isBrokenPipe {
                    let files = plan.files.count == 1 ? "1 file" : "\(plan.files.count) files"
                    console.error(
                        "airkit: warning: setup changed the project (\(files)), but cannot write to standard output: \(failure.reason)\n"
                    )
                }
            }
            return ExitStatus.clean.rawValue
        } catch {
            console.error("airkit: error: \(PrintableText.escaped(error.description))\n")
            return ExitStatus.usageOrInputError.rawValue
        }
    }

    /// What was left alone, then the diff of every file, paths shown from the current folder.
    ///
    /// The diff's lines are the files' own and cannot be escaped without changing what `patch`
    /// applies. Under GitHub Actions (`GITHUB_ACTIONS=true`), a diff holding a runner's legacy
    /// command opener (`##[`) or a carriage return inside a line (where the runner starts a new
    /// line) is therefore printed between `::stop-commands::` and its resume token, GitHub's way
    /// of printing untrusted text; `patch` skips both lines. A binary Info.plist's change is shown
    /// as escaped XML comment lines (``UnifiedDiff/diff(of:shownAs:)``).
    private static func dryRunText(_ plan: SetupPlan, environment: [String: String]) -> String {
        let paths = PathDisplay()
        let leftAlone = plan.notes.filter { $0.kind == .leftAlone }.map { "# \(PrintableText.escaped($0.description))\n" }
        let text = PrintableText.inertForCIRunners(leftAlone.joined())
        var diffs = ""
        for file in plan.files {
            diffs += UnifiedDiff.diff(of: file, shownAs: paths.relative(file.path))
        }
        if environment["GITHUB_ACTIONS"] == "true",
            diffs.contains("##[") || diffs.contains("##vso[") || UnifiedDiff.holdsLoneCarriageReturn(diffs)
        {
            var generator = SystemRandomNumberGenerator()
            let token = "airkit-" + (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }.joined()
            diffs = "::stop-commands::\(token)\n" + diffs + "::\(token)::\n"
        }
        return text + diffs
    }
}
