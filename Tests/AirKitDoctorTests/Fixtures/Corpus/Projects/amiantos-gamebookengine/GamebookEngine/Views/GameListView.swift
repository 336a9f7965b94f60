import SwiftUI

struct GameListView: View {
    var body: some View {
        List { Text("Games") }
    }

    static func importGame(from url: URL) -> Bool {
        url.isFileURL
    }
}
