// The rest of seed 001's app, reduced to what the stand-in models: the store and the app delegate are
// verbatim (without `@main`, which a test target cannot have); the two views keep the seed's names and
// environment object but show their message as plain text instead of styled editors and banners.
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
