import AirKitDoctor
import Foundation

/// Parses each planned file back and compares it, as data, with what setup meant to write:
/// a bug in a text edit stops setup before anything is written.
enum PlanCheck {
    /// The new Info.plist parses, in its format, to exactly `expected`.
    static func infoPlist(_ data: Data, equals expected: [String: Any], format: InfoPlistLoader.Format, path: String)
        throws(SetupError)
    {
        let parsed: [String: Any]
        do {
            let (dictionary, parsedFormat) = try InfoPlistLoader.topLevelDictionary(of: data, path: path)
            guard parsedFormat == format else { throw SetupError("\(path): the edit changed the file's format") }
            parsed = dictionary
        } catch let error as SetupError {
            throw error
        } catch {
            throw SetupError("\(path): the edited file does not parse (\(error))")
        }
        guard PropertyListWriter.isEqual(parsed, expected) else {
            throw SetupError("\(path): the edit would change more than the scene manifest; nothing written")
        }
    }

    /// The new `project.pbxproj` parses; every configuration of every target and of the project
    /// has the same settings as before except `changes` in `target`; the target's other fields
    /// are unchanged apart from linked package products.
    static func pbxproj(
        _ data: Data, replacing old: XcodeProject, at path: String, target: XcodeProject.Target,
        changes: [String: [String: String]]
    ) throws(SetupError) {
        let new: XcodeProject
        do {
            new = try XcodeProjectReader.read(pbxproj: data, at: path, sourceFilesInFolder: { _ in [] })
        } catch {
            throw SetupError("\(path): the edited file does not parse (\(error.description))")
        }
        guard settingsMap(new.buildConfigurations) == settingsMap(old.buildConfigurations),
            new.targets.map(\.name) == old.targets.map(\.name)
        else { throw SetupError("\(path): the edit would change other settings; nothing written") }
        for (oldTarget, newTarget) in zip(old.targets, new.targets) {
            var expected = settingsMap(oldTarget.buildConfigurations)
            if oldTarget.name == target.name, oldTarget.line == target.line {
                for (configuration, settings) in changes {
                    for (key, value) in settings { expected[configuration, default: [:]][key] = [value] }
                }
            }
            guard settingsMap(newTarget.buildConfigurations) == expected, newTarget.productType == oldTarget.productType
            else { throw SetupError("\(path): the edit would change other settings; nothing written") }
        }
    }

    private static func settingsMap(_ configurations: [XcodeProject.BuildConfiguration]) -> [String: [String: [String]]] {
        var map: [String: [String: [String]]] = [:]
        for configuration in configurations {
            map[configuration.name] = configuration.settings.mapValues(\.values)
        }
        return map
    }
}
