import SwiftUI

#if canImport(AVKit)
import AVFoundation
import AVKit
#endif

/// Plays a video in an `AVPlayerViewController` in a window on the external scene, over the display
/// connection a step asks for, and records whether the player switched to external playback and, over
/// AirPlay, what the person saw on the display while it played and after it paused.
@MainActor
enum VideoScenario {
    /// An HTTP Live Streaming sample Apple publishes; a build can name another in the Info.plist key
    /// ``urlKey`` (a short local file works too, as a `file:` URL).
    static let defaultURL = "https://devstreaming-cdn.apple.com/videos/streaming/examples/img_bipbop_adv_example_ts/master.m3u8"
    static let urlKey = "ProbeVideoURL"

    struct Observation: Sendable {
        var isExternalPlaybackActiveWhilePlaying: Bool
        var isExternalPlaybackActiveAfterPause: Bool
        /// What the person saw while it played and after it paused; `nil` when not asked or skipped.
        var displayWhilePlaying: String?
        var displayAfterPause: String?
        var evidence: [String]
    }

    enum Outcome: Sendable {
        case observed(Observation)
        case skipped
        case noExternalScene
    }

    /// The run over `connection` (`oneAirPlayDisplay` or `oneCableDisplay`) this probe run made, making it the first time.
    static func outcome(over connection: DisplaySetup, in context: ProbeContext) async -> Outcome {
        if let outcome = context.videoOutcomes[connection] { return outcome }
        let outcome = await run(over: connection, in: context)
        context.videoOutcomes[connection] = outcome
        return outcome
    }

    private static func run(over connection: DisplaySetup, in context: ProbeContext) async -> Outcome {
        guard await context.host.arrange(connection) else { return .skipped }
        let asks = connection == .oneAirPlayDisplay
        let observation = await context.withExternalScene { scene in
            await play(on: scene, asking: asks, in: context)
        }
        return observation.map(Outcome.observed) ?? .noExternalScene
    }

    private static func play(on scene: UIWindowScene, asking asks: Bool, in context: ProbeContext) async -> Observation {
        let address = context.host.infoDictionary[urlKey] as? String ?? defaultURL
        let player = AVPlayer(url: URL(string: address) ?? URL(fileURLWithPath: "/"))
        let controller = AVPlayerViewController()
        controller.player = player
        let window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.isHidden = false
        player.play()
        await context.settle()
        // A stream takes a while to start and to reach the receiver; wait a little longer for it.
        for _ in 0..<3 where !player.isExternalPlaybackActive {
            await context.settle()
        }
        let whilePlaying = player.isExternalPlaybackActive
        let displayWhilePlaying = asks ? await context.host.ask(.displayDuringExternalPlayback) : nil
        player.pause()
        await context.settle()
        let afterPause = player.isExternalPlaybackActive
        let displayAfterPause = asks ? await context.host.ask(.displayAfterExternalPlayback) : nil
        let evidence = [
            "video: \(address)",
            "AVPlayerViewController in an unhidden window on the external scene; allowsExternalPlayback == "
                + "\(player.allowsExternalPlayback), usesExternalPlaybackWhileExternalScreenIsActive == "
                + "\(player.usesExternalPlaybackWhileExternalScreenIsActive)",
            "isExternalPlaybackActive while playing: \(whilePlaying), after pausing: \(afterPause)",
            "window still on the scene while playing: \(window.windowScene === scene && !window.isHidden)",
        ]
        window.isHidden = true
        window.rootViewController = nil
        await context.settle()
        return Observation(
            isExternalPlaybackActiveWhilePlaying: whilePlaying, isExternalPlaybackActiveAfterPause: afterPause,
            displayWhilePlaying: displayWhilePlaying, displayAfterPause: displayAfterPause, evidence: evidence)
    }
}
