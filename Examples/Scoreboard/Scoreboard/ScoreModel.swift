/// The match score, shared by the phone's controls and the TV's scoreboard. Whoever shows it
/// subscribes with `observe(_:)`, UIKit style.
@MainActor
final class ScoreModel {
    private(set) var home = 0
    private(set) var away = 0
    private var observers: [@MainActor (ScoreModel) -> Void] = []

    /// "Home 2 – 1 Away".
    var text: String { "Home \(home) – \(away) Away" }

    func scoreHome() {
        home += 1
        changed()
    }

    func scoreAway() {
        away += 1
        changed()
    }

    /// Calls `observer` now and after every change.
    func observe(_ observer: @escaping @MainActor (ScoreModel) -> Void) {
        observers.append(observer)
        observer(self)
    }

    private func changed() {
        for observer in observers { observer(self) }
    }
}
