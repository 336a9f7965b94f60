import AirKitStandIn
import Foundation
import Testing

@testable import Probe

/// The probe's checks on the simulated device. They must report the simulation's own answer for every
/// assumption, in every configuration and under every setting of every `Behavior` switch: that is the
/// proof that each check measures what it claims, since a check that did not would miss the switched answer.
///
/// Serialized: the probe records scene callbacks in one app-wide place, as the app on a device does.
@MainActor
@Suite("The probe on the simulated device", .serialized)
struct ProbeTests {
    private func run(_ configuration: ProbeConfiguration, behavior: SimulatedDevice.Behavior = .init()) async throws
        -> (report: ProbeReport, device: SimulatedDevice)
    {
        let host = SimulatedProbeHost(
            os: configuration.os, sdk: configuration.sdk, behavior: behavior, infoPlist: try configuration.infoPlist())
        let runner = ProbeRunner()
        await runner.runAll(on: host)
        return (runner.report(facts: host.facts), host.device)
    }

    @Test("Every check reports the simulation's answer", arguments: ProbeConfiguration.all)
    func everyCheckMatchesTheSimulation(configuration: ProbeConfiguration) async throws {
        let (report, device) = try await run(configuration)
        for (id, answer) in report.answers.sorted(by: { $0.key < $1.key }) where answer.status == .measured {
            #expect(
                answer.matchesSimulation == true, "\(id): observed \(answer.observed ?? "nothing"), evidence \(answer.evidence)")
        }
        #expect(report.answers.values.allSatisfy { $0.status != .skipped }, "the simulated user never skips a step")
        #expect(device.faults.isEmpty)
    }

    @Test("Each setting of each Behavior switch is what the probe observes", arguments: SwitchSetting.all)
    func switchSettingIsObserved(setting: SwitchSetting) async throws {
        let (report, device) = try await run(setting.configuration, behavior: setting.behavior)
        let switched = try #require(report.answers[setting.toggle.assumption.rawValue])
        #expect(switched.status == .measured)
        #expect(switched.observed == setting.toggle.observed(setting.isOn), "evidence: \(switched.evidence)")
        let isDefault = SimulatedDevice.Behavior()[keyPath: setting.toggle.keyPath] == setting.isOn
        #expect(switched.matchesSimulation == isDefault, "the probe's simulation answer is the default setting's")
        for (id, answer) in report.answers where id != setting.toggle.assumption.rawValue && answer.status == .measured {
            #expect(answer.matchesSimulation == true, "\(id) changed under \(setting): \(answer.observed ?? "nothing")")
        }
        #expect(device.faults.isEmpty)
    }

    /// The questions no single run settles: the probe reports its timings as evidence, never a verdict.
    private static let notMeasurableAsSuch: Set = [
        "declarationsOutsideTheReference", "sceneEventsMayArriveTurnsLate", "systemMayDeclineToPresent",
        "appDelegateLifeCycleHasNoScenes", "sceneDelegatesSetInCodeAdoptTheSceneLifeCycle",
    ]

    @Test("Every assumption but those no run settles is measured in some configuration")
    func everyMeasurableAssumptionIsMeasured() async throws {
        var measured: Set<String> = []
        for configuration in ProbeConfiguration.all {
            let (report, _) = try await run(configuration)
            measured.formUnion(report.answers.filter { $0.value.matchesSimulation == true }.keys)
        }
        let all = Set(SimulationAssumption.allCases.map(\.rawValue))
        #expect(all.subtracting(measured) == Self.notMeasurableAsSuch)
    }

    @Test("Checks that cannot measure say how to check by hand")
    func notMeasurableChecksExplain() async throws {
        for configuration in ProbeConfiguration.all {
            let (report, _) = try await run(configuration)
            for (id, answer) in report.answers where answer.status != .measured {
                #expect(!answer.evidence.isEmpty, "\(id) gives no reason under \(configuration.testDescription)")
                #expect(answer.matchesSimulation == nil)
            }
        }
    }
}

extension ProbeTests {
    @Test("A skipped display step makes its check report skipped, never an answer", arguments: ProbeConfiguration.all)
    func skippedStepsGiveNoAnswer(configuration: ProbeConfiguration) async throws {
        let host = SimulatedProbeHost(
            os: configuration.os, sdk: configuration.sdk, infoPlist: try configuration.infoPlist())
        host.skipsDisplaySteps = true
        let runner = ProbeRunner()
        await runner.runAll(on: host)
        for check in runner.checks {
            let answer = try #require(runner.answers[check.id])
            if check.setups.isEmpty {
                #expect(answer.status != .skipped, "\(check.id) needs no step")
            } else {
                #expect(answer.status != .measured, "\(check.id) answered without its display step: \(answer.observed ?? "")")
            }
        }
    }

    @Test("Print the accessory-path report", .disabled(if: ProcessInfo.processInfo.environment["PROBE_PRINT"] == nil))
    func printReport() async throws {
        let (report, _) = try await run(.accessoryPath)
        print(report.json)
    }
}
