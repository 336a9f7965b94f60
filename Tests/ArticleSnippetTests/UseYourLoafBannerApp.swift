// From Keith Harrison, "SwiftUI Supporting External Screens", Use Your Loaf, 2 May 2022
// (https://useyourloaf.com/blog/swiftui-supporting-external-screens/), the banner app AirKit's
// Examples/Banner follows. The rest of its app, reduced to what the stand-in models: the store and
// the app delegate are verbatim (without `@main`, which a test target cannot have); the two views
// keep the article's names and environment object but show their message as plain text instead of
// styled editors and banners.
import AirKitStandIn

final class MessageStore: ObservableObject {
  @Published var message: String
  
  init(_ message: String) {
    self.message = message
  }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
  var store = MessageStore("")
}

struct ContentView: View {
  @EnvironmentObject var store: MessageStore

  var body: some View {
    VStack {
      Text("Enter message to display")
      Text(store.message)
    }
  }
}

struct ExternalView: View {
  @EnvironmentObject var store: MessageStore

  var body: some View {
    Text(store.message)
  }
}
