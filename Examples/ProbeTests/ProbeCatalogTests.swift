import AirKitStandIn
import Foundation
import Testing

@testable import Probe

/// The probe's list of checks against the stand-in's list of assumptions and switches, so neither
/// can change without the other.
@MainActor
@Suite("The probe's checks cover the simulation's assumptions")
struct ProbeCatalogTests {
    @Test("Every SimulationAssumption has exactly one check, with the same question")
    func everyAssumptionHasACheck() throws {
        let ids = ProbeCatalog.checks.map(\.id)
        #expect(ids.count == Set(ids).count, "one check per assumption")
        #expect(Set(ids) == Set(SimulationAssumption.allCases.map(\.rawValue)))
        for check in ProbeCatalog.checks {
            let assumption = try #require(SimulationAssumption(rawValue: check.id))
            #expect(check.question == assumption.question, "\(check.id)")
            #expect(
                String(describing: type(of: check)) == assumption.declaration.probeCheck,
                "\(check.id): the declaration names \(assumption.declaration.probeCheck)")
        }
    }

    @Test("The probe's README names every assumption in its table of steps, and no other")
    func readmeListsEveryAssumption() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Probe/README.md"),
            encoding: .utf8)
        let table = readme.components(separatedBy: "## The steps it asks for")[1].components(separatedBy: "\n\n## ")[0]
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Banner") }
        let named = rows.flatMap { row in
            row.split(separator: "|").last.map { cell in
                cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            } ?? []
        }
        #expect(named.sorted() == SimulationAssumption.allCases.map(\.rawValue).sorted())
        for check in ProbeCatalog.checks {
            let row = try #require(rows.first { $0.contains("`\(check.id)`") }, "\(check.id) has no row")
            let banner = row.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            #expect(banner == Self.banner(of: check.setups), "\(check.id) is listed under \(banner)")
        }
    }

    /// The README's name for a check's steps: "One display, then no display"; "—" for none.
    private static func banner(of setups: [DisplaySetup]) -> String {
        guard let first = setups.first else { return "—" }
        return ([first.title] + setups.dropFirst().map { $0.title.prefix(1).lowercased() + $0.title.dropFirst() })
            .joined(separator: ", then ")
    }

    @Test("A run asks the person for the steps in order, sharing each between the checks that need it")
    func stepsAreFewAndOrdered() {
        #expect(
            DisplaySetup.steps(of: ProbeCatalog.checks) == [
                .launchedWithDisplay, .oneDisplay, .goHomeAndReturn, .lockAndUnlock, .oneAirPlayDisplay, .oneCableDisplay,
                .oneAirPlayDisplay, .lockAndUnlock, .oneCableDisplay,
                .twoDisplays, .stageManagerExtendedDisplay, .oneDisplay, .noDisplay, .oneDisplay, .screenRecordingWithoutDisplay,
            ])
    }

    @Test("The probe's copy of the simulation's answers is the default of every Behavior switch")
    func simulatedBehaviorIsTheDefault() {
        let probe = Dictionary(
            uniqueKeysWithValues: Mirror(reflecting: SimulatedBehavior.defaults).children.compactMap { child in
                (child.value as? Bool).map { (child.label ?? "", $0) }
            })
        let defaults = SimulatedDevice.Behavior()
        #expect(probe.count == SimulatedDevice.Behavior.switches.count)
        for (name, keyPath) in SimulatedDevice.Behavior.switches {
            #expect(probe[name] == defaults[keyPath: keyPath], "\(name)")
        }
    }

    @Test("Every Behavior switch has a row in the switch table")
    func everySwitchHasARow() {
        #expect(Set(SimulatedDevice.Behavior.switches.map(\.name)) == Set(BehaviorSwitch.all.map(\.name)))
        for toggle in BehaviorSwitch.all {
            #expect(toggle.observedWhenOn != toggle.observedWhenOff, "\(toggle.name) must change what the probe sees")
        }
    }

    @Test("The report carries every answer's keys, with null where there is no value")
    func reportWritesNulls() throws {
        let facts = ProbeFacts(
            deviceModel: "iPad16,3", idiom: "pad", osVersion: "27.0", sdkName: "iphoneos27.0", appBuild: "1.0 (1)")
        let answer = Answer(question: "Q?", finding: .notMeasurable(["by hand"]), simulationAnswer: nil)
        let json = ProbeReport(facts: facts, answers: ["declarationsOutsideTheReference": answer]).json
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let answers = try #require(object["answers"] as? [String: [String: Any]])
        let written = try #require(answers["declarationsOutsideTheReference"])
        #expect(written["matchesSimulation"] is NSNull)
        #expect(written["status"] as? String == "notMeasurable")
        #expect(object["path"] as? String == facts.pathName)
        #expect((object["facts"] as? [String: Any])?["sdkName"] as? String == "iphoneos27.0")
    }

    @Test("The SDK comes from DTSDKName and decides the path with the OS")
    func factsDecideThePath() {
        let facts = { (os: String, sdk: String?) in
            ProbeFacts(deviceModel: "m", idiom: "phone", osVersion: os, sdkName: sdk, appBuild: "1")
        }
        #expect(facts("27.0", "iphoneos27.0").takesAccessoryPath)
        #expect(!facts("27.1", "iphoneos26.4").takesAccessoryPath)
        #expect(!facts("26.2", "iphoneos27.0").takesAccessoryPath)
        #expect(facts("26.2", "iphoneos26.2").sdkMajor == 26)
    }
}
