import PVUIBase
import SwiftUI

public struct GameLibraryView: View {
    public init() {}

    public var body: some View {
        List { Text("Games") }
    }
}
