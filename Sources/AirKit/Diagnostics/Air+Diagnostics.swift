#if AIRKIT_STANDIN
import AirKitStandIn
#else
import UIKit
#endif

extension Air {
    /// A snapshot of the external-display state of ``shared``: screens, scenes and their windows,
    /// sources and registrations, the path taken and the self-check's findings.
    ///
    /// Call it when the TV mirrors and you do not know why, and print it or attach its JSON to a report.
    public static func diagnostics() -> AirDiagnostics {
        shared.diagnostics()
    }

    /// A snapshot of this model's external-display state and of the app's scenes as UIKit reports them.
    public func diagnostics() -> AirDiagnostics {
        let scenes = UIApplication.shared.connectedScenes.sorted(by: Self.listingOrder)
        var screens: [UIScreen] = []
        let listedScenes = scenes.map { scene in
            describe(scene, screenNumber: (scene as? UIWindowScene).map { number(of: $0.screen, in: &screens) })
        }
        let ownScreens = scenes.filter { !$0.isExternalDisplayNonInteractive }.compactMap { ($0 as? UIWindowScene)?.screen }
        return AirDiagnostics(
            osVersion: systemFacts.osVersion.description,
            linkedSDK: systemFacts.linkedSDK?.description,
            path: machine.path.description,
            screens: screens.enumerated().map { index, screen in
                describe(screen, number: index + 1, isMain: ownScreens.contains { $0 === screen })
            },
            scenes: listedScenes,
            sources: machine.sources.map {
                AirDiagnostics.Source(id: $0.id.rawValue, isAvailable: $0.isAvailable, isEnabled: $0.isEnabled)
            },
            isPlaybackRequested: machine.isPlaybackRequested,
            isViewAdded: machine.isViewAdded,
            selfCheck: selfCheckFindings)
    }

    /// The app's own scenes first, then external ones, each group by role: `connectedScenes` is a set.
    private static func listingOrder(_ first: UIScene, _ second: UIScene) -> Bool {
        let firstKey = (first.isExternalDisplayNonInteractive ? 1 : 0, first.session.role.rawValue)
        let secondKey = (second.isExternalDisplayNonInteractive ? 1 : 0, second.session.role.rawValue)
        return firstKey < secondKey
    }

    /// The 1-based number of `screen`, adding it to `screens` the first time it is seen.
    private func number(of screen: UIScreen, in screens: inout [UIScreen]) -> Int {
        if let index = screens.firstIndex(where: { $0 === screen }) { return index + 1 }
        screens.append(screen)
        return screens.count
    }

    private func describe(_ scene: UIScene, screenNumber: Int?) -> AirDiagnostics.Scene {
        let windows = (scene as? UIWindowScene)?.windows ?? []
        return AirDiagnostics.Scene(
            role: scene.session.role.rawValue,
            activationState: Self.name(of: scene.activationState),
            screen: screenNumber,
            delegateClass: scene.delegate.map { String(describing: type(of: $0)) },
            windows: windows.map { window in
                AirDiagnostics.Window(
                    isHidden: window.isHidden, isKey: window.isKeyWindow, level: Double(window.windowLevel.rawValue),
                    isAirKit: self.windows.owns(window))
            })
    }

    private func describe(_ screen: UIScreen, number: Int, isMain: Bool) -> AirDiagnostics.Screen {
        AirDiagnostics.Screen(
            number: number, isMain: isMain, width: Double(screen.bounds.width), height: Double(screen.bounds.height),
            scale: Double(screen.scale), isMirroring: screen.mirrored != nil)
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
