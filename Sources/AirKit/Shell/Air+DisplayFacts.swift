#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// What AirKit keeps about a listed display: the facts last read, and what the display policy did to it.
struct DisplayRecord {
    var facts = DisplayFacts()
    var negotiation = DisplayNegotiation()
}

extension Air {
    /// The facts of every listed display: read now from its scene where it has one, the last ones read
    /// where its scene is away. Logs each display whose facts changed, and applies ``displayPolicy``
    /// to each display it read, on the next turn (setting a mode or a compensation makes UIKit post
    /// notifications, which must not arrive while this model publishes).
    func readDisplayFacts() -> [DisplayID: DisplayFacts] {
        var records: [DisplayID: DisplayRecord] = [:]
        for id in machine.listedDisplays.map(\.display.id) {
            var record = displayRecords[id] ?? DisplayRecord()
            defer { records[id] = record }
            guard let sceneID = machine.scenes.last(where: { $0.display == id })?.id,
                let scene = scenes[sceneID]?.scene
            else { continue }
            var read = scene.displayFacts(window: windows.window(on: sceneID), displayCount: machine.displays.count)
            let changes = record.negotiation.changes(for: read, under: displayPolicy)
            read.requestedMode = record.negotiation.requested
            if read != record.facts {
                logger.notice("\(id.description, privacy: .public): \(read.description, privacy: .public)")
            }
            record.facts = read
            if changes.mode != nil || changes.overscan != nil {
                logDisplayChanges(changes, on: id)
                // UIKit announces a new mode but not a new compensation: read again once both are set.
                NextTurn.run { [weak self, weak scene] in
                    scene?.apply(mode: changes.mode, overscan: changes.overscan)
                    self?.send { _ in [] }
                }
            }
        }
        displayRecords = records
        return records.mapValues(\.facts)
    }

    private func logDisplayChanges(_ changes: (mode: DisplayMode?, overscan: DisplayOverscanCompensation?), on id: DisplayID) {
        var asks: [String] = []
        if let mode = changes.mode { asks.append("mode \(mode)") }
        if let overscan = changes.overscan { asks.append("overscan compensation \(overscan.rawValue)") }
        logger.notice(
            "\(id.description, privacy: .public): the display policy asks for \(asks.joined(separator: " and "), privacy: .public)"
        )
    }

    /// Reads the facts again whenever UIKit or the audio session says one may have changed: a screen's
    /// mode (`UIScreen.modeDidChangeNotification`), its capture (`UIScreen.capturedDidChangeNotification`)
    /// or the audio route (`AVAudioSession.routeChangeNotification`, which the audio session may post on a
    /// thread of its own).
    func startFollowingDisplayFacts() {
        var names = [AVAudioSession.routeChangeNotification]
        #if !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
        names += [UIScreen.modeDidChangeNotification, UIScreen.capturedDidChangeNotification]
        #endif
        displayFactsWatch.tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                MainQueue.run { self?.send { _ in [] } }
            }
        }
    }
}
#endif
