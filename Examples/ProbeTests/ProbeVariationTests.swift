import AirKitStandIn
import Testing

@testable import Probe

/// The new checks on a device that differs from the usual one in what they claim to see: a check that
/// reported its expectation instead of the device would not follow.
@MainActor
@Suite("The probe's checks follow the device", .serialized)
struct ProbeVariationTests {
    private func answer(
        of check: any ProbeCheck, idiom: UIUserInterfaceIdiom = .pad, installsAppDelegate: Bool = true,
        configure: (SimulatedProbeHost) -> Void = { _ in }
    ) async throws -> Answer {
        let configuration = ProbeConfiguration.accessoryPath
        let host = SimulatedProbeHost(
            os: configuration.os, sdk: configuration.sdk, idiom: idiom, infoPlist: try configuration.infoPlist(),
            installsAppDelegate: installsAppDelegate)
        configure(host)
        let runner = ProbeRunner(checks: [check])
        await runner.runAll(on: host)
        #expect(host.device.faults.isEmpty)
        return try #require(runner.answers[check.id])
    }

    @Test("A display the system declines shows in the evidence as available with no scene")
    func declinedDisplayIsEvidence() async throws {
        let usual = try await answer(of: SystemMayDeclineToPresentCheck())
        let declined = try await answer(of: SystemMayDeclineToPresentCheck()) { $0.declinesExternalScenes = true }
        #expect(usual.evidence.contains { $0.contains("isAvailable after settling: true; scene connected 0 ms") })
        #expect(declined.evidence.contains { $0.contains("isAvailable after settling: true; scene connected never") })
        #expect(declined.matchesSimulation == nil)
    }

    @Test("A late scene disconnect shows in the evidence as arriving after the screen left")
    func lateDisconnectIsEvidence() async throws {
        let late = try await answer(of: SceneEventsMayArriveTurnsLateCheck()) { $0.sceneDisconnectDelay = 3 }
        #expect(late.status == .notMeasurable)
        #expect(late.evidence.contains { $0.contains("didDisconnect came with the scene's screen already gone") })
    }

    @Test("Without an app delegate, the delegate check sees no consultation even where the system would ask")
    func noAppDelegateIsNotConsulted() async throws {
        let check = AccessoryScenesConsultTheAppDelegateCheck()
        #expect(try await answer(of: check).observed == "consulted")
        #expect(try await answer(of: check, installsAppDelegate: false).observed == "not consulted")
    }

    @Test("On an iPhone the Stage Manager checks do not apply, and the person is not asked")
    func stageManagerNeedsAnIPad() async throws {
        for check in [StageManagerApplicationScenesCheck(), ExtendedDisplayAvailabilityCheck()] as [any ProbeCheck] {
            let answer = try await answer(of: check, idiom: .phone)
            #expect(answer.status == .notApplicable, "\(check.id)")
            #expect(check.simulationAnswer(on: Self.phoneFacts) == nil)
        }
    }

    @Test("Without Stage Manager the display gets the non-interactive scene, and the checks say so")
    func stageManagerOffIsSeen() async throws {
        let scenes = try await answer(of: StageManagerApplicationScenesCheck()) { $0.stageManagerIsOff = true }
        let availability = try await answer(of: ExtendedDisplayAvailabilityCheck()) { $0.stageManagerIsOff = true }
        #expect(scenes.observed == "no application scene; a non-interactive scene")
        #expect(availability.observed == "available, a scene connects")
    }

    @Test("Over a cable the player stays out of external playback; over AirPlay it switches")
    func playbackFollowsTheConnection() async throws {
        let airPlay = try await answer(of: PlayerViewsSwitchToExternalPlaybackCheck())
        let cable = try await answer(of: ExternalPlaybackNeedsAirPlayCheck())
        #expect(airPlay.evidence.contains("isExternalPlaybackActive while playing: true, after pausing: false"))
        #expect(cable.evidence.contains("isExternalPlaybackActive while playing: false, after pausing: false"))
    }

    @Test("What the person saw on the locked display and around the video is the simulated display's")
    func personReportsTheDisplay() async throws {
        let locked = try await answer(of: LockedDeviceDisplayCheck())
        #expect(locked.evidence.last == "the person saw on the display while locked: the lock screen")
        let hidden = try await answer(of: ExternalPlaybackHidesTheWindowCheck())
        #expect(
            hidden.observed == "while playing: the video only, full screen; after pausing: the probe's player with its controls")
    }

    private static let phoneFacts = ProbeFacts(
        deviceModel: "iPhone", idiom: "phone", osVersion: "27.0", sdkName: "iphoneos27.0", appBuild: "test")
}
