import SwiftUI

/// What the declared-accessory views report: the binding, the availability calls and the
/// environment the accessory's content saw.
@MainActor
@Observable
final class DeclaredAccessoryModel {
    var isEnabled = true
    @ObservationIgnored private(set) var availabilityReports: [Bool] = []
    @ObservationIgnored private(set) var contentMarkers: [String] = []

    func reportAvailability(_ available: Bool) {
        availabilityReports.append(available)
    }

    func noteContentMarker(_ marker: String) {
        contentMarkers.append(marker)
    }
}
