import SwiftUI

/// The probe app: run it once on an iPhone or iPad with an external display, send back the report.
@main
struct ProbeApp: App {
    /// Records which scenes the system asks the app delegate to configure.
    @UIApplicationDelegateAdaptor(ProbeAppDelegate.self) private var appDelegate
    @State private var runner = ProbeRunner()
    @State private var host = DeviceProbeHost()

    var body: some Scene {
        WindowGroup {
            ProbeScreen(runner: runner, host: host)
        }
    }
}
