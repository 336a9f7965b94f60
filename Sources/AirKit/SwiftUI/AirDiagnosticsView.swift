#if canImport(UIKit) || AIRKIT_STANDIN
/// A debugging view for the phone: ``Air/diagnostics()-type.method`` as text, redrawn whenever the connection or
/// the playback request changes.
///
/// Put it in a debug menu or a sheet while a display is attached:
///
/// ```swift
/// .sheet(isPresented: $showsDiagnostics) { AirDiagnosticsView() }
/// ```
///
/// It reads the model from the environment (`\.air`), like `.airPlaySource()`, or ``Air/shared``.
public struct AirDiagnosticsView: View {
    @Environment(\.air) private var environmentAir

    public init() {}

    public var body: some View {
        let air = environmentAir ?? Air.shared
        ScrollView {
            Text(Self.snapshot(of: air).description)
                .font(.system(size: 12, design: .monospaced))
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
        }
        .background { ApplicationFinder(air: air) }
    }

    /// Reads the observable state the snapshot depends on before taking it, so SwiftUI redraws the view
    /// when a display comes or goes, a window is added or removed, playback is asked for, or AirKit first
    /// learns the application whose scenes it lists.
    private static func snapshot(of air: Air) -> AirDiagnostics {
        _ = (air.connection.isAvailable, air.connection.isViewAdded, air.connection.displays, air.isPlaybackRequested)
        _ = air.hasLearnedApplication
        return air.diagnostics()
    }
}

/// Tells the model which application its window belongs to, so that a snapshot lists the app's scenes
/// even when no source or external scene has reached AirKit yet. AirKit does not call
/// `UIApplication.shared`, which app extensions cannot use (`Air+AppActivity.swift`).
private struct ApplicationFinder: UIViewControllerRepresentable {
    let air: Air

    func makeUIViewController(context: Context) -> ApplicationFinderController {
        let controller = ApplicationFinderController()
        controller.air = air
        return controller
    }

    func updateUIViewController(_ controller: ApplicationFinderController, context: Context) {
        controller.air = air
    }
}

private final class ApplicationFinderController: UIViewController {
    weak var air: Air?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let window = viewIfLoaded?.window else { return }
        air?.learnApplication(from: window)
    }
}
#endif
