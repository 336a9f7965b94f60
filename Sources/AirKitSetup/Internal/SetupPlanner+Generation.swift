import AirKitDoctor
import Foundation

/// Step 3: `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = NO` wherever `YES` would
/// replace the hand-written manifest for this target.
///
/// The levels are taken from the top, as Xcode's build system stacks them: the target's
/// `buildSettings`, the target's `.xcconfig`, the project's `buildSettings`, the project's
/// `.xcconfig`. A `YES` in the target (plain or SDK-conditional) becomes `NO` on its line. A `YES`
/// in an `.xcconfig` becomes `NO` in that file when it lies inside the project folder and is
/// written as a plain value; otherwise it is reported and left. A `YES` in the project's
/// `buildSettings` is overridden by a plain `NO` in the target, so other targets keep their
/// setting. A level under a plain `NO` is not touched: nothing below it can win.
extension SetupPlanner {
    mutating func planManifestGeneration() {
        for configuration in target.buildConfigurations {
            planGeneration(in: configuration)
        }
    }

    private mutating func planGeneration(in configuration: XcodeProject.BuildConfiguration) {
        let key = Self.generationKey
        let place = "\(target.name) (\(configuration.name))"
        // Target buildSettings.
        var overridden = false
        for (written, setting) in configuration.settings.sorted(by: { $0.key < $1.key }) where Self.name(of: written) == key {
            let value = setting.value
            if value.contains("$") {
                note(.leftAlone, "\(written) = \(value) in \(place) is set through a variable; set it to NO by hand")
            } else if Self.isYes(value) {
                if setTargetSetting(written, to: "NO", in: configuration) {
                    note(.change, "\(written) = NO in \(place) (was \(value))")
                    if written == key { overridden = true }
                } else {
                    note(.leftAlone, "\(written) = \(value) in \(place): its buildSettings are not one per line; set NO by hand")
                }
            } else if written == key {
                overridden = true
            }
        }
        if overridden { return }
        // Target .xcconfig.
        if let path = configuration.baseConfigurationPath, planXCConfig(path, at: place) { return }
        // Project buildSettings.
        let projectConfiguration = project.buildConfigurations.first { $0.name == configuration.name }
        if let projectConfiguration {
            let yes = projectConfiguration.settings.filter { Self.name(of: $0.key) == key && Self.isYes($0.value.value) }
            if let first = yes.keys.sorted().first {
                if setTargetSetting(key, to: "NO", in: configuration) {
                    note(
                        .change,
                        "\(key) = NO in \(place), overriding the project's \(first) = \(yes[first]?.value ?? "") so other targets keep it"
                    )
                } else {
                    note(.leftAlone, "\(place): its buildSettings are not one per line; set \(key) = NO by hand")
                }
                return
            }
            if projectConfiguration.settings[key].map({ !Self.isYes($0.value) && !$0.value.contains("$") }) == true { return }
            // Project .xcconfig.
            if let path = projectConfiguration.baseConfigurationPath { _ = planXCConfig(path, at: place) }
        }
    }

    /// Sets every `YES` of the generation key in the `.xcconfig` at `path` (and the files it
    /// includes) to `NO` when it can. Returns whether the file ends with a plain `NO` there, which
    /// hides the levels below.
    private mutating func planXCConfig(_ path: String, at place: String) -> Bool {
        let key = Self.generationKey
        let layer = xcconfigCache.layer(at: path)
        for file in Set(layer.assignments.map(\.location.path)) + [path] where scope.admits(file) {
            foldersTouched.insert((file as NSString).deletingLastPathComponent)
        }
        for refused in layer.refusedFiles {
            note(
                .leftAlone,
                "\(relativeToProject(refused)) (\(place)) was not read: it is \(SetupPaths.refusal(scope.refusal(of: refused) ?? .outside)); "
                    + "if it sets \(key) = YES, set NO by hand")
        }
        let assignments = layer.assignments.filter { $0.name == key }
        var endsOff = false
        for assignment in assignments {
            let file = assignment.location.path
            let line = assignment.location.line ?? 0
            let shown = "\(relativeToProject(file)):\(line)"
            guard Self.isYes(assignment.value) || assignment.value.contains("$") else {
                if assignment.key == key { endsOff = true }
                continue
            }
            if let reason = cannotEdit(file) {
                note(.leftAlone, "\(assignment.key) = \(assignment.value) at \(shown) (\(place)): \(reason); set NO by hand")
                if assignment.key == key { endsOff = false }
                continue
            }
            guard var entry = xcconfigs[file] ?? readText(file).map({ ($0, LineEdits()) }) else {
                note(.leftAlone, "\(shown): cannot be read")
                continue
            }
            if entry.edits.replacements[line] != nil {
                if assignment.key == key { endsOff = true }
                continue
            }
            switch XCConfigValueEdit.replacingValue(in: TextLines(entry.text).line(line), with: "NO") {
            case .success(let replaced):
                entry.edits.replace(line: line, with: replaced)
                xcconfigs[file] = entry
                note(.change, "\(assignment.key) = NO at \(shown) (was \(assignment.value))")
                if assignment.key == key { endsOff = true }
            case .failure(let reason):
                note(.leftAlone, "\(assignment.key) at \(shown) (\(place)): \(reason.text); set NO by hand")
                if assignment.key == key { endsOff = false }
            }
        }
        return endsOff
    }

    /// Why the `.xcconfig` at `path` is not changed, or `nil` when it may be.
    private func cannotEdit(_ path: String) -> String? {
        scope.refusal(of: path).map(SetupPaths.refusal)
    }

    private func readText(_ path: String) -> String? {
        guard let data = try? FileReading.contents(of: path, limit: ReadLimits.xcconfigBytes, within: scope) else { return nil }
        return String(validating: data, as: UTF8.self)
    }

    /// The setting name without `[…]` conditions.
    static func name(of key: String) -> String {
        String(key.prefix { $0 != "[" }).trimmingBlanks
    }

    /// Xcode's reading of a boolean: `YES`, `true`, `1`….
    static func isYes(_ value: String) -> Bool {
        guard let first = value.trimmingBlanks.first else { return false }
        return "YyTt123456789".contains(first)
    }
}
