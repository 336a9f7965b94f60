import Foundation

final class EventStore: ObservableObject {
    @Published var events: [String] = []
}
