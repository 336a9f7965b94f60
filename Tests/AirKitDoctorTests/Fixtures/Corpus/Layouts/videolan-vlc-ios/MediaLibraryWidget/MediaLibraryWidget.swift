import WidgetKit
import SwiftUI

struct MediaLibraryWidgetView: View {
    var body: some View { Text("VLC") }
}
