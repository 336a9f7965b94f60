import AirKit
import AirKitC
import AirKitCCallers
import AirKitStandIn
import Dispatch
import Foundation
import Synchronization
import Testing

@testable import AirKit

/// A screen of the Objective-C example, in UIKit: one line of text.
@MainActor
private final class MessageController: UIViewController {
    let message: String

    init(_ message: String) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: view.bounds)
        label.text = message
        view.addSubview(label)
    }
}

/// Memory C can write to after the call that received it returns: the context of an observer.
private final class AvailabilityLog {
    let pointer = UnsafeMutablePointer<AirKitCCallersAvailabilityLog>.allocate(capacity: 1)

    init() {
        pointer.initialize(to: AirKitCCallersAvailabilityLog())
    }

    deinit {
        pointer.deallocate()
    }
}

/// Memory C writes what a screen following AirKit's state saw to.
final class StateLog {
    let pointer = UnsafeMutablePointer<AirKitCCallersStateLog>.allocate(capacity: 1)

    init() {
        pointer.initialize(to: AirKitCCallersStateLog())
    }

    deinit {
        pointer.deallocate()
    }

    /// Each call, in order: `a1` availability true, `s0` not showing, `e4` ended because unplugged.
    var entries: [String] {
        let log = pointer.pointee
        let count = min(Int(log.calls), 32)
        let kinds = withUnsafeBytes(of: log.kinds) { Array($0.prefix(count)) }
        let values = withUnsafeBytes(of: log.values) { Array($0.bindMemory(to: Int32.self).prefix(count)) }
        return zip(kinds, values).map { "\(Character(UnicodeScalar($0)))\($1)" }
    }
}

/// How C passes an Objective-C object: a pointer to it, not retained.
@MainActor
func pointer(to object: AnyObject) -> UnsafeMutableRawPointer {
    Unmanaged.passUnretained(object).toOpaque()
}

/// Runs `body` on a new thread, as a plugin method called off the main thread does, and waits for it.
/// The main queue does not run meanwhile: what `body` queued to it waits for the test's next turn.
func onAnotherThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
    let result = Mutex<Result?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }.start()
    done.wait()
    return result.withLock { $0! }
}

@MainActor
func device(_ os: Int, sdk: Int? = nil, behavior: SimulatedDevice.Behavior = .init()) -> SimulatedDevice {
    let device = SimulatedDevice(
        os: os, sdk: sdk ?? os, infoPlist: InfoPlist.sceneManifest(externalDisplay: .airKit), behavior: behavior)
    device.classes.register(AirKitSceneDelegate.self, named: "AirKitSceneDelegate") { AirKitSceneDelegate() }
    return device
}

/// AirKitC.h, called from C (`Tests/AirKitCCallers`, the Objective-C example's steps) and through the
/// header from Swift, on the simulated device.
@MainActor
@Suite("C interface")
struct CInterfaceTests {
    @Test("The Objective-C example's flow: source, observe, show, stop, leave", arguments: [26, 27])
    func exampleFlow(os: Int) {
        let device = device(os)
        let root = UIViewController()
        device.launch(rootViewController: root)
        device.runUntilIdle()
        let log = AvailabilityLog()
        let observer = AirKitCCallersRootDidLoad(pointer(to: root), log.pointer)
        #expect(observer != nil)
        #expect(log.pointer.pointee.calls == 1, "the current value is reported at once")
        #expect(log.pointer.pointee.values.0 == false)

        let content = MessageController("From C")
        #expect(AirKitCCallersShowIfAvailable(pointer(to: content)) == .notFound, "nothing to show on yet")
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(log.pointer.pointee.calls == 2)
        #expect(log.pointer.pointee.values.1 == true)
        #expect(AirKitIsAvailable())

        #expect(AirKitCCallersShowIfAvailable(pointer(to: content)) == .OK)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["From C"])
        #expect(AirKitIsPlaybackRequested())
        #expect(AirKitIsShowingContent())

        #expect(AirKitCCallersStop() == .OK)
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(!AirKitIsShowingContent())
        #expect(content.parent == nil)

        AirKitCCallersRootWillGo(pointer(to: root), observer)
        device.runUntilIdle()
        #expect(!Air.shared.isSource(root))
        device.disconnect(tv)
        device.runUntilIdle()
        #expect(log.pointer.pointee.calls == 2, "a removed observer is not called again")
    }

    @Test("On iOS 27 availability follows the source added from C")
    func sourceFromC() {
        let device = device(27)
        let root = UIViewController()
        device.launch(rootViewController: root)
        _ = device.connectDisplay(.cable)
        device.runUntilIdle()
        #expect(!AirKitIsAvailable(), "no source yet")
        #expect(AirKitAddSource(pointer(to: root)) == .OK)
        device.runUntilIdle()
        #expect(AirKitIsAvailable())
        #expect(device.sceneAccessoryRegistrations.map { device.registeringController(of: $0) } == [root])
        #expect(AirKitRemoveSource(pointer(to: root)) == .OK)
        device.runUntilIdle()
        #expect(!AirKitIsAvailable())
        #expect(device.sceneAccessoryRegistrations.isEmpty)
    }

    @Test("A view played from C fills the display, and the observer reports each change once", arguments: [26, 27])
    func viewAndObserver(os: Int) {
        let device = device(os)
        let root = UIViewController()
        device.launch(rootViewController: root)
        device.runUntilIdle()
        #expect(AirKitAddSource(pointer(to: root)) == .OK)
        let log = AvailabilityLog()
        let observer = AirKitCCallersRootDidLoad(pointer(to: root), log.pointer)
        let label = UILabel(frame: .zero)
        label.text = "Score 2–1"
        #expect(AirKitPlay(view: pointer(to: label)) == .OK)
        let first = device.connectDisplay(.airPlay)
        let second = device.connectDisplay(.cable)
        device.runUntilIdle()
        #expect(first.shownTexts == ["Score 2–1"])
        device.disconnect(first)
        device.runUntilIdle()
        #expect(second.shownTexts == ["Score 2–1"])
        device.disconnect(second)
        device.runUntilIdle()
        #expect(log.pointer.pointee.calls == 3, "unavailable, available, unavailable: never the same value twice")
        #expect(
            [log.pointer.pointee.values.0, log.pointer.pointee.values.1, log.pointer.pointee.values.2] == [false, true, false])
        AirKitRemoveAvailabilityObserver(observer)
    }

    @Test("NULL arguments are refused, not dereferenced")
    func nullArgumentsAreRefused() {
        let device = device(27)
        device.launch(rootViewController: UIViewController())
        device.runUntilIdle()
        #expect(AirKitCCallersNullArgumentsAccepted() == 0)
        #expect(!AirKitIsPlaybackRequested())
    }

    @Test("An object of the wrong class is refused")
    func wrongClassIsRefused() {
        let device = device(27)
        device.launch(rootViewController: UIViewController())
        device.runUntilIdle()
        let view = UIView()
        #expect(AirKitPlay(viewController: pointer(to: view)) == .invalidArgument)
        #expect(AirKitAddSource(pointer(to: view)) == .invalidArgument)
        let controller = UIViewController()
        #expect(AirKitPlay(view: pointer(to: controller)) == .invalidArgument)
        #expect(AirKitPlay(player: pointer(to: view), onDisplay: 0) == .invalidArgument)
        #expect(!AirKitIsPlaybackRequested())
    }

    @Test("Called off the main thread, the first functions that cannot say refused answer false or NULL")
    func firstFunctionsOffTheMainThread() {
        let device = device(27)
        let root = UIViewController()
        device.launch(rootViewController: root)
        _ = device.connectDisplay(.cable)
        device.runUntilIdle()
        #expect(AirKitAddSource(pointer(to: root)) == .OK)
        device.runUntilIdle()
        #expect(AirKitCCallersFirstFunctionsAnswered() == 1 | 8, "on the main thread: available, and an observer")
        #expect(onAnotherThread { AirKitCCallersFirstFunctionsAnswered() } == 0)
        #expect(CObserverRegistry.shared.count(of: Air.shared.identifier) == 0)
    }

    @Test("Removing an observer twice removes it once: the second removal finds nothing and frees nothing", arguments: [26, 27])
    func doubleRemoveIsANoOp(os: Int) {
        let device = device(os)
        let root = UIViewController()
        device.launch(rootViewController: root)
        device.runUntilIdle()
        let first = AvailabilityLog()
        let second = AvailabilityLog()
        let observer = AirKitCCallersRootDidLoad(pointer(to: root), first.pointer)
        #expect(AirKitCCallersRemoveTwice(observer) == 1, "removed by the first call, not found by the second")
        // A new observer may take the same slot: a stale handle must not remove it.
        let other = AirKitAddAvailabilityObserver(
            { isAvailable, context in
                context?.assumingMemoryBound(to: AirKitCCallersAvailabilityLog.self).pointee.calls += 1
            }, context: second.pointer)
        #expect(other != nil)
        #expect(!AirKitRemoveAvailabilityObserver(observer), "the stale handle names nothing")
        _ = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(first.pointer.pointee.calls == 1, "the removed observer saw only the value it was added with")
        #expect(second.pointer.pointee.calls == 2, "the new observer is still called")
        #expect(AirKitRemoveAvailabilityObserver(other))
    }

    @Test("An observer removed from another thread is removed, says so, and is never called again", arguments: [26, 27])
    func removeOffTheMainThread(os: Int) {
        let device = device(os)
        let root = UIViewController()
        device.launch(rootViewController: root)
        device.runUntilIdle()
        let log = AvailabilityLog()
        let observer = AirKitCCallersRootDidLoad(pointer(to: root), log.pointer)
        let handle = UInt(bitPattern: observer)
        let removed = Mutex<Bool?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let result = AirKitRemoveAvailabilityObserver(OpaquePointer(bitPattern: handle))
            removed.withLock { $0 = result }
            done.signal()
        }.start()
        done.wait()
        #expect(removed.withLock { $0 } == true)
        _ = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(log.pointer.pointee.calls == 1, "not called after the removal returned")
    }

    @Test(
        "The showing and end observers report each change once, in order, and nothing after removal",
        arguments: [(os: 17, sdk: 26), (os: 26, sdk: 26), (os: 27, sdk: 27)])
    func showingAndEnds(os: Int, sdk: Int) {
        let device = device(os, sdk: sdk)
        let root = UIViewController()
        device.launch(rootViewController: root)
        device.runUntilIdle()
        #expect(AirKitAddSource(pointer(to: root)) == .OK)
        let log = StateLog()
        let observers = AirKitCCallersFollowState(log.pointer)
        #expect(log.entries == ["a0", "s0"], "availability and showing at once; no end yet")

        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let content = MessageController("From C")
        #expect(AirKitCCallersShowIfAvailable(pointer(to: content)) == .OK)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["From C"])
        #expect(AirKitCCallersStop() == .OK)
        device.runUntilIdle()
        #expect(log.entries == ["a0", "s0", "a1", "s1", "s0", "e\(AirKitPlaybackEndStopped)"])

        #expect(AirKitPlay(viewController: pointer(to: content)) == .OK)
        device.runUntilIdle()
        let label = UILabel(frame: .zero)
        label.text = "Next"
        #expect(AirKitPlay(view: pointer(to: label)) == .OK)
        device.runUntilIdle()
        #expect(log.entries.suffix(2) == ["s1", "e\(AirKitPlaybackEndReplaced)"], "replaced, still showing: one end")

        #expect(AirKitCCallersStopFollowing(observers) == 7)
        #expect(AirKitCCallersStopFollowing(observers) == 0, "removed already")
        let count = log.entries.count
        device.disconnect(tv)
        device.runUntilIdle()
        #expect(AirKitStop() == .OK)
        device.runUntilIdle()
        #expect(log.entries.count == count, "no call after removal")
        #expect(CObserverRegistry.shared.count(of: Air.shared.identifier) == 0)
    }

    @Test("An end observer added after a request ended hears only later ends")
    func endObserverHearsLaterEnds() {
        let device = device(26)
        device.launch(rootViewController: UIViewController())
        _ = device.connectDisplay(.cable)
        device.runUntilIdle()
        let first = MessageController("First")
        #expect(AirKitPlay(viewController: pointer(to: first)) == .OK)
        device.runUntilIdle()
        #expect(AirKitStop() == .OK)
        device.runUntilIdle()
        let log = StateLog()
        let observers = AirKitCCallersFollowState(log.pointer)
        #expect(log.entries == ["a1", "s0"])
        let second = MessageController("Second")
        #expect(AirKitPlay(viewController: pointer(to: second)) == .OK)
        device.runUntilIdle()
        #expect(AirKitStop() == .OK)
        device.runUntilIdle()
        #expect(log.entries == ["a1", "s0", "s1", "s0", "e\(AirKitPlaybackEndStopped)"])
        #expect(AirKitCCallersStopFollowing(observers) == 7)
    }

    @Test("Each end reason has the number AirKitC.h gives it, and every number is declared")
    func endReasonNumbers() throws {
        let header = try String(
            contentsOf: HeaderAgreementTests.headerURL, encoding: .utf8)
        var declared: [String: Int32] = [:]
        for match in header.matches(of: /AirKitPlaybackEnd(\w+) = (\d+),/) { declared[String(match.1)] = Int32(match.2) }
        #expect(declared.removeValue(forKey: "None") == 0, "no end is 0, which no reason has")
        #expect(declared.count == PlaybackEnd.Reason.allCases.count)
        for reason in PlaybackEnd.Reason.allCases {
            let name = reason.description.prefix(1).uppercased() + reason.description.dropFirst()
            #expect(declared[name] == reason.cValue, "\(reason)")
        }
        #expect(Int32(AirKitPlaybackEndDisplayUnplugged) == PlaybackEnd.Reason.displayUnplugged.cValue)
    }

    @Test("A handle given to another kind's removal names nothing and removes nothing")
    func handlesKeepTheirKind() {
        let device = device(26)
        device.launch(rootViewController: UIViewController())
        device.runUntilIdle()
        let availability = AirKitAddAvailabilityObserver({ _, _ in }, context: nil)
        let showing = AirKitAddShowingObserver({ _, _ in }, context: nil)
        let end = AirKitAddPlaybackEndObserver({ _, _ in }, context: nil)
        #expect(!AirKitRemoveAvailabilityObserver(showing))
        #expect(!AirKitRemoveShowingObserver(end))
        #expect(!AirKitRemovePlaybackEndObserver(availability))
        #expect(CObserverRegistry.shared.count(of: Air.shared.identifier) == 3)
        #expect(AirKitRemoveAvailabilityObserver(availability))
        #expect(AirKitRemoveShowingObserver(showing))
        #expect(AirKitRemovePlaybackEndObserver(end))
    }

    @Test("Inside a callback, AirKitIsAvailable and AirKitIsShowingContent read the value just reported", arguments: [26, 27])
    func callbacksReadWhatTheyWereTold(os: Int) {
        let device = device(os)
        let root = UIViewController()
        device.launch(rootViewController: root)
        device.runUntilIdle()
        #expect(AirKitAddSource(pointer(to: root)) == .OK)
        // Each call counts 1 where the value told and the value read agree, 100 where they differ.
        let log = StateLog()
        let availability = AirKitAddAvailabilityObserver(
            { isAvailable, context in
                let log = context!.assumingMemoryBound(to: AirKitCCallersStateLog.self)
                log.pointee.calls += isAvailable == AirKitIsAvailable() ? 1 : 100
            }, context: log.pointer)
        let showing = AirKitAddShowingObserver(
            { isShowing, context in
                let log = context!.assumingMemoryBound(to: AirKitCCallersStateLog.self)
                log.pointee.calls += isShowing == AirKitIsShowingContent() ? 1 : 100
            }, context: log.pointer)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let label = UILabel(frame: .zero)
        #expect(AirKitPlay(view: pointer(to: label)) == .OK)
        device.runUntilIdle()
        device.disconnect(tv)
        device.runUntilIdle()
        #expect(log.pointer.pointee.calls == 6, "three calls each, every one reading what it was told")
        #expect(AirKitRemoveAvailabilityObserver(availability))
        #expect(AirKitRemoveShowingObserver(showing))
    }
}
