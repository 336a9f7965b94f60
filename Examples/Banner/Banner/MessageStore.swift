import Observation

/// The message both screens show. One instance, created by the app and passed to both views, so
/// the external view needs no environment object and no shared singleton.
@MainActor
@Observable
final class MessageStore {
    var message: String

    init(message: String = "") {
        self.message = message
    }
}
