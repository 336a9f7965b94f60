import SwiftUI

public struct FeatureView: View {
    public var body: some View { Text("Feature") }
}
