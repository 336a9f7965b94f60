import SwiftUI

/// The external display: the message as a large banner.
struct ExternalView: View {
    let store: MessageStore

    var body: some View {
        Text(store.message)
            .font(.system(size: 144, weight: .regular, design: .monospaced))
            .minimumScaleFactor(0.1)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}
