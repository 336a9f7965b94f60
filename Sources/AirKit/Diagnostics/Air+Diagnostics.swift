#if canImport(UIKit) || AIRKIT_STANDIN
extension Air {
    /// A snapshot of this model's external-display state and of the app's scenes as UIKit reports them.
    public func diagnostics() -> AirDiagnostics {
        let scenes = (application?.connectedScenes ?? []).sorted(by: Self.listingOrder)
        var displays: [AirDiagnostics.Display] = []
        var displayIdentities: [ObjectIdentifier] = []
        let listedScenes = scenes.map { scene in
            let windowScene = scene as? UIWindowScene
            let number = windowScene.flatMap { windowScene -> Int? in
                guard let identity = windowScene.displayIdentity else { return nil }
                if let index = displayIdentities.firstIndex(of: identity) { return index + 1 }
                displayIdentities.append(identity)
                displays.append(describeDisplay(of: windowScene, number: displayIdentities.count))
                return displayIdentities.count
            }
            return describe(scene, display: number)
        }
        return AirDiagnostics(
            osVersion: system.facts.osVersion.description,
            linkedSDK: system.facts.linkedSDK?.description,
            path: core.path == .sceneAccessory ? .sceneAccessory : .infoPlist,
            displays: displays,
            scenes: listedScenes,
            sources: core.presentation.sources.map {
                // On the Info.plist path a source has no registration: nothing of one to report.
                let hasRegistration = core.path == .sceneAccessory
                return AirDiagnostics.Source(
                    id: $0.id.rawValue, isAvailable: hasRegistration ? $0.isAvailable : nil,
                    isEnabled: hasRegistration ? true : nil)
            },
            isPlaybackRequested: isPlaybackRequested,
            isViewAdded: connection.isViewAdded,
            presentedDisplayID: connection.presentedDisplay?.id,
            preferredDisplayID: core.presentation.request?.preferredDisplay?.rawValue,
            reconnectPolicy: reconnectPolicy,
            stageManagerPolicy: stageManagerPolicy,
            displayPolicy: String(describing: displayPolicy),
            selfCheck: system.findings)
    }

    /// The app's own scenes first, then external ones, each group by role: `connectedScenes` is a set.
    /// Listing the app's scenes first also makes the device's own display number 1.
    private static func listingOrder(_ first: UIScene, _ second: UIScene) -> Bool {
        let firstKey = (first.isExternalDisplayNonInteractive ? 1 : 0, first.session.role.rawValue)
        let secondKey = (second.isExternalDisplayNonInteractive ? 1 : 0, second.session.role.rawValue)
        return firstKey < secondKey
    }

    /// The display `scene` is on, first seen through it; a non-interactive external scene's display is
    /// never the device's own. Its `id` is the ``Display/id`` AirKit gives it, when AirKit holds the scene.
    private func describeDisplay(of scene: UIWindowScene, number: Int) -> AirDiagnostics.Display {
        let metrics = scene.displayMetrics
        let display = objects.id(of: scene).flatMap { core.displays.display(showing: $0)?.id }
        let facts = display.flatMap { id in connection.displays.first { $0.id == id.rawValue } }
        return AirDiagnostics.Display(
            number: number, id: display?.rawValue, isMain: !scene.isExternalDisplayNonInteractive, width: metrics.width,
            height: metrics.height, scale: metrics.scale, isMirroring: scene.displayIsMirroring, kind: facts?.kind,
            facts: facts?.state.description)
    }

    private func describe(_ scene: UIScene, display: Int?) -> AirDiagnostics.Scene {
        let windows = (scene as? UIWindowScene)?.windows ?? []
        return AirDiagnostics.Scene(
            role: scene.session.role.rawValue,
            activationState: Self.name(of: scene.activationState),
            display: display,
            delegateClass: scene.delegate.map { String(describing: type(of: $0)) },
            windows: windows.map { window in
                AirDiagnostics.Window(
                    isHidden: window.isHidden, isKey: window.isKeyWindow, level: Double(window.windowLevel.rawValue),
                    isAirKit: self.windows.owns(window))
            })
    }

    private static func name(of state: UIScene.ActivationState) -> String {
        switch state {
        case .unattached: "unattached"
        case .foregroundActive: "foregroundActive"
        case .foregroundInactive: "foregroundInactive"
        case .background: "background"
        @unknown default: "unknown"
        }
    }
}
#endif
