import SwiftUI

/// An environment value the declared-accessory scenario sets on the host view, to see whether the
/// accessory's content inherits it.
struct ProbeMarkerKey: EnvironmentKey {
    static let defaultValue = "unset"
}

extension EnvironmentValues {
    var probeMarker: String {
        get { self[ProbeMarkerKey.self] }
        set { self[ProbeMarkerKey.self] = newValue }
    }
}
