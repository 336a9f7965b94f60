#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

extension Air {
    /// The facts of every listed display: read now from its scene where it has one, the last ones read
    /// where its scene is away. Logs each display whose facts changed.
    func readDisplayFacts() -> [DisplayID: DisplayFacts] {
        let listed = machine.listedDisplays.map(\.display.id)
        var facts: [DisplayID: DisplayFacts] = [:]
        for id in listed {
            guard let sceneID = machine.scenes.last(where: { $0.display == id })?.id,
                let scene = scenes[sceneID]?.scene
            else {
                facts[id] = lastDisplayFacts[id]
                continue
            }
            let read = scene.displayFacts(window: windows.window(on: sceneID), displayCount: machine.displays.count)
            if lastDisplayFacts[id] != read {
                logger.notice("\(id.description, privacy: .public): \(read.description, privacy: .public)")
            }
            facts[id] = read
        }
        lastDisplayFacts = facts
        return facts
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
