import SwiftUI

/// The external display: the message as a large banner, kept clear of the TV's edges.
struct ExternalView: View {
    /// The banner's own margin inside the TV-safe area, in points; the user can change it from the
    /// device screen (`SafeAreaMarginControl`).
    static let margin: CGFloat = 24

    let store: MessageStore

    var body: some View {
        Text(store.message)
            .font(.system(size: 144, weight: .regular, design: .monospaced))
            .minimumScaleFactor(0.1)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
            .airPlaySafeArea(margin: Self.margin)
    }
}
