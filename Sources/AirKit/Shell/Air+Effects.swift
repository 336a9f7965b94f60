#if AIRKIT_STANDIN
import AirKitStandIn
#else
import SwiftUI
import UIKit
import os
#endif

extension Air {
    /// Performs the machine's effects with UIKit, in order.
    func perform(_ effects: [PresentationMachine.Effect]) {
        for effect in effects {
            switch effect {
            case .attachWindow(let scene, let content):
                attachWindow(to: scene, content: content)
            case .detachWindow(let scene):
                windows.remove(from: scene)
                log(.info("window removed from \(scene)"))
            case .setSourceEnabled(let source, let isEnabled):
                sources[source]?.controller?.setAccessoryEnabled(isEnabled)
            case .log(let line):
                log(line)
            }
        }
    }

    private func attachWindow(to sceneID: SceneID, content contentID: ContentID) {
        guard let scene = scenes[sceneID]?.scene, let content = contents[contentID] else {
            log(.warning("cannot show \(contentID) on \(sceneID): the scene or content is gone"))
            return
        }
        let root = ExternalContentRoot(
            air: self, display: Display(id: sceneID.rawValue, metrics: scenes[sceneID]?.metrics ?? .unknown), content: content)
        windows.show(root, on: scene, id: sceneID)
        log(.notice("window attached to \(sceneID) and shown (not key)"))
    }

    func log(_ line: LogLine) {
        switch line.level {
        case .info: logger.info("\(line.message, privacy: .public)")
        case .notice: logger.notice("\(line.message, privacy: .public)")
        case .warning: logger.warning("\(line.message, privacy: .public)")
        }
    }
}

extension DisplayMetrics {
    static let unknown = DisplayMetrics(width: 0, height: 0, scale: 0)
}
