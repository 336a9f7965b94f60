import SwiftUI

public struct iOSRootView: View {
    public init() {}
    public var body: some View { Text("Atoms") }
}
