@testable import AirKit

/// Names for the core tests: scenes, sources, contents, and the events of a table row, written as a
/// reader of the row would say them.
enum Core {
    static let tv = SceneID(rawValue: 1)
    static let monitor = SceneID(rawValue: 2)
    static let gone = SceneID(rawValue: 9)
    static let player = SourceID(rawValue: 1)
    static let modal = SourceID(rawValue: 2)
    static let movie = ContentID(rawValue: 1)
    static let trailer = ContentID(rawValue: 2)
    static let metrics = DisplayMetrics(width: 1920, height: 1080, scale: 1)

    static func facts(_ metrics: DisplayMetrics = metrics) -> ScreenFacts {
        var facts = ScreenFacts(metrics: metrics)
        facts.nativeWidth = metrics.width * metrics.scale
        facts.nativeHeight = metrics.height * metrics.scale
        facts.nativeScale = metrics.scale
        facts.maximumFramesPerSecond = 60
        return facts
    }
}

extension RuntimeMachine.Event {
    /// A scene connecting on a display of its own: scene `n`'s screen is screen `n`.
    static func connect(_ scene: SceneID, for source: SourceID? = nil, metrics: DisplayMetrics = Core.metrics) -> Self {
        .sceneDidConnect(scene, screen: ScreenKey(rawValue: scene.rawValue), facts: Core.facts(metrics), source: source)
    }

    static func disconnect(_ scene: SceneID) -> Self { .sceneDidDisconnect(scene) }
    static func register(_ source: SourceID) -> Self { .sourceDidRegister(source) }
    static func unregister(_ source: SourceID) -> Self { .sourceDidUnregister(source) }
    static func available(_ source: SourceID, _ value: Bool) -> Self {
        .sourcesDidReport([SourceReport(source: source, isAvailable: value)])
    }
    static func play(_ content: ContentID, on display: DisplayID? = nil) -> Self {
        .playRequested(content, kind: .swiftUI(players: []), display: display)
    }
    static func playWheneverAvailable(_ content: ContentID, on display: DisplayID? = nil) -> Self {
        .playRequested(content, kind: .swiftUI(players: []), display: display, wheneverAvailable: true)
    }
    static let stop = Self.stopRequested(.stopped)
    static let settle = Self.sceneChangesDidSettle
    static func active(_ isActive: Bool) -> Self { .appActivityDidChange(isActive: isActive, players: [:]) }
    static func extended(_ value: Bool) -> Self { .extendedDisplayDidChange(isExtended: value) }
    static func stageManager(_ policy: StageManagerPolicy) -> Self { .stageManagerPolicyDidChange(policy) }
    static func reconnect(_ policy: ReconnectPolicy) -> Self { .reconnectPolicyDidChange(policy) }
}

/// What a request looks like in a table row: which content, waiting or on which scene.
enum Shown: Equatable, CustomStringConvertible {
    case stopped
    case waiting(ContentID)
    case presenting(ContentID, on: SceneID)

    var description: String {
        switch self {
        case .stopped: "stopped"
        case .waiting(let content): "\(content) waiting"
        case .presenting(let content, let scene): "\(content) on \(scene)"
        }
    }
}

extension RuntimeMachine {
    /// The request as a table row names it.
    var shown: Shown {
        switch presentation.playback {
        case .stopped: .stopped
        case .waiting(let request): .waiting(request.content)
        case .presenting(let request, let scene): .presenting(request.content, on: scene)
        }
    }

    /// Handles every event in order; returns the effects of the last.
    @discardableResult
    mutating func handle(_ events: [Event]) -> [Effect] {
        var last: [Effect] = []
        for event in events { last = handle(event) }
        return last
    }
}

extension Array where Element == RuntimeMachine.Effect {
    /// The effects a table row names: windows and registrations, without log lines, releases and the
    /// shell's bookkeeping.
    var windowEffects: [RuntimeMachine.Effect] {
        filter {
            switch $0 {
            case .attachWindow, .detachWindow, .enableSource: true
            default: false
            }
        }
    }

    var logLines: [LogLine] {
        compactMap { if case .log(let line) = $0 { line } else { nil } }
    }
}
