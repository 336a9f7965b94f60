import AirKit
import AirKitStandIn
import Dispatch
import Foundation
import Synchronization
import Testing

@testable import AirKit

/// A status screen as UIKitContent.md's recipe writes it for iOS 17 through 25: its button and label
/// follow AirKit through `observeChanges(_:)`, kept in a property, with `self` captured weakly.
@MainActor
final class StatusScreenController: UIViewController {
    let showButton = UIButton(type: .system)
    let statusLabel = UILabel(frame: .zero)
    private(set) var changes: [String] = []
    private var observer: Air.ChangeObserver?

    override func viewDidLoad() {
        super.viewDidLoad()
        Air.addSource(self)
        observer = Air.shared.observeChanges { [weak self] change in
            guard let self else { return }
            switch change {
            case .availability(let isAvailable):
                showButton.isEnabled = isAvailable
                changes.append(isAvailable ? "available" : "unavailable")
            case .showing(let display):
                statusLabel.text = display == nil ? "On this iPhone" : "On the TV"
                changes.append(display.map { "showing on \($0.id)" } ?? "not showing")
            case .playbackEnded(let end):
                changes.append("ended: \(end.reason)")
            }
        }
    }

    /// Stops following, as a screen does when it leaves.
    func stopFollowing() -> Bool {
        observer?.cancel() ?? false
    }
}

/// `Air.observeChanges(_:)`: UIKit follows availability, where the content is and how requests end, on
/// iOS 17 as on iOS 26 and 27, driven by what AirKit publishes.
@MainActor
@Suite("Following AirKit from UIKit")
struct ChangeObserverTests {
    @Test(
        "A screen sees availability, the content showing and leaving, and the end, in order, once each",
        arguments: Platform.all)
    func followsInOrder(platform: Platform) throws {
        let device = SimulatedDevice.airKitApp(platform)
        let screen = StatusScreenController()
        device.launch(rootViewController: screen)
        device.runUntilIdle()
        #expect(screen.changes == ["unavailable", "not showing"], "told the current state at once")
        #expect(!screen.showButton.isEnabled)

        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let id = try #require(Air.shared.connection.displays.first?.id)
        Air.play(.viewController(LabelController("Movie")))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        #expect(screen.statusLabel.text == "On the TV")
        Air.stop()
        device.runUntilIdle()
        #expect(
            screen.changes == ["unavailable", "not showing", "available", "showing on \(id)", "not showing", "ended: stopped"])

        Air.shared.reconnectPolicy = .stop
        Air.play(.viewController(LabelController("Movie")))
        device.runUntilIdle()
        device.disconnect(tv)
        device.runUntilIdle()
        #expect(
            screen.changes.suffix(4) == ["showing on \(id)", "not showing", "ended: displayUnplugged", "unavailable"],
            "the content leaves, the request ends, then the display goes")
        #expect(screen.statusLabel.text == "On this iPhone")
        #expect(!screen.showButton.isEnabled)
    }

    @Test(
        "After cancel() or the screen's release, the handler is never called and nothing it captured is kept",
        arguments: Platform.all)
    func nothingAfterCancel(platform: Platform) {
        let device = SimulatedDevice.airKitApp(platform)
        let screen = StatusScreenController()
        device.launch(rootViewController: screen)
        device.runUntilIdle()
        #expect(screen.stopFollowing())
        #expect(!screen.stopFollowing(), "cancelled already")

        final class Captured: Sendable {}
        var captured: Captured? = Captured()
        weak let weakCaptured = captured
        let calls = Mutex(0)
        var observer: Air.ChangeObserver? = Air.shared.observeChanges { [captured] _ in
            _ = captured
            calls.withLock { $0 += 1 }
        }
        captured = nil
        #expect(weakCaptured != nil, "kept while the observer lives")
        observer = nil
        #expect(weakCaptured == nil, "released with the observer")
        #expect(Air.shared.changeObservers.count() == 0)

        let tv = device.connectDisplay(.cable)
        device.runUntilIdle()
        Air.play(.viewController(LabelController("Movie")))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        #expect(screen.changes == ["unavailable", "not showing"])
        #expect(calls.withLock { $0 } == 2, "only the state when it was added")
        _ = observer
    }

    @Test("A handler that cancels its observer hears none of the changes still to come", arguments: [Platform.iOS17, .iOS26])
    func cancelFromTheHandler(platform: Platform) {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch(rootViewController: SourceRootController())
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play(.viewController(LabelController("Movie")))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])

        final class Box: @unchecked Sendable {
            var observer: Air.ChangeObserver?
            var changes: [Air.Change] = []
        }
        let box = Box()
        box.observer = Air.shared.observeChanges { change in
            box.changes.append(change)
            if change == .showing(nil) { box.observer?.cancel() }
        }
        Air.stop()
        device.runUntilIdle()
        #expect(box.changes.count == 3, "available, showing, then not showing; the end is not told: \(box.changes)")
        #expect(box.changes.last == .showing(nil))
    }

    @Test("Cancelled on another thread, the observer is removed, says so, and is never called again")
    func cancelOffTheMainThread() {
        let device = SimulatedDevice.airKitApp(.iOS26)
        device.launch(rootViewController: SourceRootController())
        device.runUntilIdle()
        let calls = Mutex(0)
        let observer = Air.shared.observeChanges { _ in calls.withLock { $0 += 1 } }
        let cancelled = Mutex<Bool?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            cancelled.withLock { $0 = observer.cancel() }
            done.signal()
        }.start()
        done.wait()
        #expect(cancelled.withLock { $0 } == true)
        _ = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(calls.withLock { $0 } == 2, "only the state when it was added")
    }

    @Test("A handler that plays as it is added hears the content show, and nothing older after it")
    func playFromTheFirstCall() {
        let device = SimulatedDevice.airKitApp(.iOS17)
        device.launch(rootViewController: SourceRootController())
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let movie = LabelController("Movie")
        var heard: [String] = []
        let observer = Air.shared.observeChanges { change in
            switch change {
            case .availability(let isAvailable):
                heard.append("available \(isAvailable)")
                if isAvailable { Air.play(.viewController(movie)) }
            case .showing(let display):
                heard.append(display == nil ? "not showing" : "showing")
            case .playbackEnded(let end):
                heard.append("ended: \(end.reason)")
            }
        }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        #expect(heard == ["available true", "showing"])
        observer.cancel()
    }

    @Test("While the handler runs, connection and lastPlaybackEnd read what it reports", arguments: Platform.all)
    func handlerReadsWhatItHears(platform: Platform) {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch(rootViewController: SourceRootController())
        device.runUntilIdle()
        var disagreements: [String] = []
        var heard = 0
        let observer = Air.shared.observeChanges { change in
            heard += 1
            let air = Air.shared
            switch change {
            case .availability(let isAvailable) where isAvailable != air.connection.isAvailable:
                disagreements.append("\(change)")
            case .showing(let display) where display != air.connection.presentedDisplay:
                disagreements.append("\(change)")
            case .playbackEnded(let end) where end != air.lastPlaybackEnd:
                disagreements.append("\(change)")
            default:
                break
            }
        }
        let tv = device.connectDisplay(.cable)
        device.runUntilIdle()
        Air.play(.viewController(LabelController("Movie")))
        device.runUntilIdle()
        Air.shared.reconnectPolicy = .stop
        device.disconnect(tv)
        device.runUntilIdle()
        #expect(heard == 7, "unavailable, not showing, available, showing, not showing, ended, unavailable")
        #expect(disagreements.isEmpty)
        observer.cancel()
    }
}
