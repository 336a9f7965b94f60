#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

extension Air {
    /// Performs the core's effects with UIKit, in order. Each is carried out as it says; what AirKit
    /// reads while doing so (a screen after a mode was set) comes back to the core as a named event.
    func perform(_ effects: [RuntimeMachine.Effect]) {
        for effect in effects {
            switch effect {
            case .attachWindow(let scene, let content):
                attachWindow(to: scene, content: content)
            case .detachWindow(let scene):
                if windows.remove(from: scene) { log(.notice("window removed from \(scene); the display mirrors")) }
            case .enableSource(let source):
                objects.source(source)?.enableAccessory()
            case .releaseContent(let content):
                objects.contents[content] = nil
            case .settleNextTurn:
                NextTurn.run { [weak self] in self?.send(.sceneChangesDidSettle) }
            case .watchAppScenes(let isNeeded):
                watchAppScenes(isNeeded)
            case .applyDisplayChanges(let changes, let scene):
                applyDisplayChanges(changes, on: scene)
            case .scheduleModeSwitchTimeout(let display, let request):
                NextTurn.run(after: DisplayPolicy.modeSwitchTimeout) { [weak self] in
                    self?.send(.modeSwitchDidTimeOut(display, request: request))
                }
            case .forgetScreen(let key):
                objects.forgetScreen(key)
            case .setContentInsets(let insets, let content, let scene):
                windows.setInsets(insets.map(UIEdgeInsets.init), content: content, on: scene)
            case .keepPlayerOut, .handOffPlayer, .takeBackPlayer, .restorePlayer, .seekPlayer, .reportPlayerNextTurn,
                .fillNowPlaying, .clearNowPlaying:
                performVideo(effect)
            case .attachSurfaceLayer, .sizeSurface, .reportSurfaceMetrics, .startSurfaceFrames, .stopSurfaceFrames,
                .setSurfaceFrameRate, .watchDrawables, .removeSurfaceLayer:
                performSurface(effect)
            case .log(let line):
                log(line)
            }
        }
    }

    private func attachWindow(to sceneID: SceneID, content contentID: ContentID) {
        guard let content = objects.contents[contentID] else {
            log(.fault("cannot show \(contentID) on \(sceneID): AirKit no longer holds the content"))
            return
        }
        guard let scene = objects.scene(sceneID) else {
            log(.error("cannot show \(contentID) on \(sceneID): its scene is gone without a disconnect"))
            return
        }
        let child: UIViewController
        switch content {
        case .swiftUI(let body):
            let display = core.displays.display(showing: sceneID)?.id ?? DisplayID(rawValue: 0)
            child = UIHostingController(rootView: ExternalContentRoot(air: self, display: display, content: body))
        case .viewController(let controller):
            child = controller
        }
        windows.show(child, content: contentID, on: scene, id: sceneID) { [weak self] insets in
            self?.send(.windowSafeAreaDidChange(DisplayInsets(insets), on: sceneID))
        }
        log(.notice("window attached to \(sceneID) and shown (not key)"))
    }

    /// Sets the mode and compensation on the scene's screen on the next turn (setting them makes UIKit
    /// post notifications, which must not arrive while effects are performed), then reads the screen.
    private func applyDisplayChanges(_ changes: ModeNegotiation.Changes, on sceneID: SceneID) {
        NextTurn.run { [weak self] in
            guard let self, let scene = objects.scene(sceneID) else { return }
            scene.apply(mode: changes.mode, overscan: changes.overscan)
            send(.screenDidReport(scene.screenFacts, on: sceneID))
        }
    }
}
#endif
