import SwiftUI

#if canImport(AVKit)
import AVFoundation
import AVKit
#endif

/// Plays a video in an `AVPlayerViewController` on the external scene of an AirPlay display, kept out
/// of external playback as AirKit keeps it, and hands it to external playback while the person locks and
/// unlocks the device: either when the app's scene resigns active, as AirKit does, or only once it is in
/// the background. Records whether the player switched, whether the receiver went on playing, and where
/// the position was when the player came back.
@MainActor
enum VideoHandOffScenario {
    /// When the probe lets the player switch.
    enum Moment: Sendable, Hashable {
        /// When the app's scene resigns active, still in the foreground.
        case resign
        /// Once the app's scene is in the background.
        case background
    }

    struct Observation: Sendable {
        /// Whether the player was in external playback when the app came back, before the probe took it back.
        var wasExternalOnReturn: Bool
        /// Seconds the position moved on between the hand-off and the return, and wall-clock seconds between them.
        var advancedWhileAway: Double
        var secondsAway: Double
        /// Seconds the position went back when the player left external playback (paused as it was taken
        /// back): what the receiver had reached minus where the player landed; about 0 when nothing jumped.
        var jumpBack: Double?
        var declaresBackgroundAudio: Bool
        var evidence: [String]
    }

    enum Outcome: Sendable {
        case observed(Observation)
        case skipped
        case noExternalScene
    }

    /// The run for `moment` this probe run made, making it the first time.
    static func outcome(handingOffAt moment: Moment, in context: ProbeContext) async -> Outcome {
        if let outcome = context.handOffOutcomes[moment] { return outcome }
        let outcome = await run(handingOffAt: moment, in: context)
        context.handOffOutcomes[moment] = outcome
        return outcome
    }

    private static func run(handingOffAt moment: Moment, in context: ProbeContext) async -> Outcome {
        guard await context.host.arrange(.oneAirPlayDisplay) else { return .skipped }
        let observation = await context.withExternalScene { scene in
            await play(on: scene, handingOffAt: moment, in: context)
        }
        return observation ?? .noExternalScene
    }

    /// What the notifications saw, filled while the person locks and unlocks.
    @MainActor private final class Record {
        var handedOffAt: (position: Double, time: ContinuousClock.Instant)?
        var returnedAt: (position: Double, time: ContinuousClock.Instant, wasExternal: Bool)?
    }

    private static func play(on scene: UIWindowScene, handingOffAt moment: Moment, in context: ProbeContext) async -> Outcome {
        let address = context.host.infoDictionary[VideoScenario.urlKey] as? String ?? VideoScenario.defaultURL
        let player = AVPlayer(url: URL(string: address) ?? URL(fileURLWithPath: "/"))
        player.allowsExternalPlayback = false
        player.usesExternalPlaybackWhileExternalScreenIsActive = false
        let controller = AVPlayerViewController()
        controller.player = player
        let window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.isHidden = false
        player.play()
        await context.settle()

        let record = Record()
        let handOffName = moment == .resign ? UIScene.willDeactivateNotification : UIScene.didEnterBackgroundNotification
        let observers = [
            NotificationCenter.default.addObserver(forName: handOffName, object: nil, queue: nil) { notification in
                nonisolated(unsafe) let object = notification.object
                MainActor.assumeIsolated {
                    guard (object as? UIScene)?.session.role == .windowApplication, record.handedOffAt == nil else { return }
                    record.handedOffAt = (player.currentTime().seconds, .now)
                    player.allowsExternalPlayback = true
                    player.usesExternalPlaybackWhileExternalScreenIsActive = true
                }
            },
            NotificationCenter.default.addObserver(forName: UIScene.willEnterForegroundNotification, object: nil, queue: nil) {
                notification in
                nonisolated(unsafe) let object = notification.object
                MainActor.assumeIsolated {
                    guard (object as? UIScene)?.session.role == .windowApplication, record.returnedAt == nil else { return }
                    let wasExternal = player.isExternalPlaybackActive
                    record.returnedAt = (player.currentTime().seconds, .now, wasExternal)
                    player.allowsExternalPlayback = false
                    player.usesExternalPlaybackWhileExternalScreenIsActive = false
                    // Paused, the player stays where it lands once it is back, so the jump can be read after settling.
                    player.pause()
                }
            },
        ]
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        guard await context.host.arrange(.lockAndUnlock) else {
            window.isHidden = true
            return .skipped
        }
        await context.settle()
        let position = player.currentTime().seconds
        player.pause()
        window.isHidden = true
        window.rootViewController = nil
        await context.settle()

        guard let handedOff = record.handedOffAt, let returned = record.returnedAt else {
            return .observed(
                Observation(
                    wasExternalOnReturn: false, advancedWhileAway: 0, secondsAway: 0, jumpBack: nil,
                    declaresBackgroundAudio: declaresBackgroundAudio(context),
                    evidence: ["the app's scene did not leave and come back during the step"]))
        }
        let secondsAway = seconds(returned.time - handedOff.time)
        let jumpBack = returned.wasExternal ? returned.position - position : nil
        let evidence = [
            "video: \(address); hand-off \(moment == .resign ? "when the app's scene resigned active" : "once the app's scene was in the background")",
            "UIBackgroundModes has audio: \(declaresBackgroundAudio(context))",
            "position at the hand-off \(format(handedOff.position)) s, on return \(format(returned.position)) s after \(format(secondsAway)) s away; "
                + "isExternalPlaybackActive on return: \(returned.wasExternal)",
            "position once the player, paused as it was taken back, had settled: \(format(position)) s",
        ]
        return .observed(
            Observation(
                wasExternalOnReturn: returned.wasExternal, advancedWhileAway: returned.position - handedOff.position,
                secondsAway: secondsAway, jumpBack: jumpBack, declaresBackgroundAudio: declaresBackgroundAudio(context),
                evidence: evidence))
    }

    private static func declaresBackgroundAudio(_ context: ProbeContext) -> Bool {
        (context.host.infoDictionary["UIBackgroundModes"] as? [String])?.contains("audio") ?? false
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
