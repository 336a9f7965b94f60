import SwiftUI

#if canImport(UIKit, _version: 9127) || !canImport(UIKit)
/// A view that declares an external accessory the SwiftUI way, with an environment value set above it.
@available(iOS 27.0, *)
struct DeclaredAccessoryProbeView: View {
    @Bindable var model: DeclaredAccessoryModel

    var body: some View {
        Text("AirKit probe: declared accessory")
            .sceneAccessory {
                ExternalNonInteractiveAccessory(isEnabled: $model.isEnabled) {
                    DeclaredAccessoryContent(model: model)
                }
                .onAvailabilityChange { available in
                    model.reportAvailability(available)
                }
            }
            .environment(\.probeMarker, DeclaredAccessoryScenario.hostMarker)
    }
}

/// The accessory's content: notes the marker it sees each time it is evaluated.
@available(iOS 27.0, *)
struct DeclaredAccessoryContent: View {
    let model: DeclaredAccessoryModel
    @Environment(\.probeMarker) private var marker

    var body: Text {
        model.noteContentMarker(marker)
        return Text("AirKit probe: declared accessory (\(marker))")
    }
}
#endif
