#if canImport(UIKit) || AIRKIT_STANDIN
extension Air {
    /// Performs the machine's effects with UIKit, in order.
    func perform(_ effects: [PresentationMachine.Effect]) {
        for effect in effects {
            switch effect {
            case .attachWindow(let scene, let content):
                attachWindow(to: scene, content: content)
            case .detachWindow(let scene):
                if windows.remove(from: scene) { log(.notice("window removed from \(scene); the display mirrors")) }
            case .enableSource(let source):
                sources[source]?.controller?.enableAccessory()
            case .log(let line):
                log(line)
            }
        }
    }

    private func attachWindow(to sceneID: SceneID, content contentID: ContentID) {
        guard let content = contents[contentID] else {
            log(.fault("cannot show \(contentID) on \(sceneID): AirKit no longer holds the content"))
            return
        }
        guard let scene = scenes[sceneID]?.scene else {
            log(.error("cannot show \(contentID) on \(sceneID): its scene is gone without a disconnect"))
            return
        }
        let connected = machine.scenes.first { $0.id == sceneID }
        let display = Display(
            id: connected?.display ?? DisplayID(rawValue: 0), metrics: connected?.metrics ?? .unknown, isPresentable: true)
        switch content {
        case .swiftUI(let body):
            windows.show(ExternalContentRoot(air: self, display: display, content: body), on: scene, id: sceneID)
        case .viewController(let controller):
            windows.show(controller, on: scene, id: sceneID)
            windows.setSafeArea(
                { [weak self] in
                    guard let self, let margin = self.uiKitSafeAreaMargin else { return nil }
                    let current = self.connection.displays.first { $0.id == display.id } ?? display
                    return (ExternalLayout(display: current, margins: self.safeAreaMargins), margin)
                }, on: sceneID)
        }
        log(.notice("window attached to \(sceneID) and shown (not key)"))
    }

    /// Writes `line` at its level. Messages are public: they hold identifiers, metrics and state,
    /// never the app's content.
    func log(_ line: LogLine) {
        switch line.level {
        case .info: logger.info("\(line.message, privacy: .public)")
        case .notice: logger.notice("\(line.message, privacy: .public)")
        case .warning: logger.warning("\(line.message, privacy: .public)")
        case .error: logger.error("\(line.message, privacy: .public)")
        case .fault: logger.fault("\(line.message, privacy: .public)")
        }
    }
}

extension DisplayMetrics {
    static let unknown = DisplayMetrics(width: 0, height: 0, scale: 0)
}
#endif
