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
    }

    /// Reads the observable state the snapshot depends on before taking it, so SwiftUI redraws the view
    /// when a display comes or goes, a window is added or removed, or playback is asked for.
    private static func snapshot(of air: Air) -> AirDiagnostics {
        _ = (air.connection.isAvailable, air.connection.isViewAdded, air.connection.displays, air.isPlaybackRequested)
        return air.diagnostics()
    }
}
