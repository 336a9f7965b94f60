import Foundation
import Observation

/// The main queue and layout passes.
///
/// Each turn runs the work queued before it started (FIFO; work queued meanwhile waits for the next
/// turn), then a layout pass, then the system's scene decisions. A layout pass runs
/// `updateProperties()`, SwiftUI content updates and `layoutSubviews()` inside observation tracking: a
/// change to any `@Observable` value they read schedules them again for the next pass
/// (`Documentation/StandInSources.md#uiview` for the tracking, StandInSources.md#scene-accessories for `isAvailable`).
extension SimulatedDevice {
    /// Queues work on the main queue, as `DispatchQueue.main.async` would on a device.
    public func enqueue(_ label: String = "work", _ work: @escaping @MainActor () -> Void) {
        mainQueue.append((label, work))
    }

    /// Queues work on the main queue once the device's clock has advanced by `seconds`, as
    /// `DispatchQueue.main.asyncAfter` would on a device. The clock is the frame clock, which
    /// ``runDisplayFrames(forSeconds:)`` advances: `runUntilIdle()` does not wait for it, so a test says
    /// when time passes.
    public func enqueue(afterSeconds seconds: Double, _ label: String = "work", _ work: @escaping @MainActor () -> Void) {
        timers.append((frameClock + max(0, seconds), label, work))
    }

    /// Moves the work whose time has come onto the main queue, earliest first.
    func enqueueTimers(dueBy time: CFTimeInterval) {
        let due = timers.enumerated().filter { $0.element.deadline <= time + 1e-9 }
            .sorted { ($0.element.deadline, $0.offset) < ($1.element.deadline, $1.offset) }
        guard !due.isEmpty else { return }
        let dueIndices = Set(due.map(\.offset))
        timers = timers.enumerated().filter { !dueIndices.contains($0.offset) }.map(\.element)
        for timer in due { enqueue(timer.element.label, timer.element.work) }
    }

    /// Whether a turn would do anything.
    public var hasPendingWork: Bool {
        !mainQueue.isEmpty || needsLayoutPass || needsSystemPass || !invalidations.isEmpty
    }

    /// Runs turns until nothing is pending. A simulation that never settles records a fault after
    /// `maxTurns` turns instead of spinning forever.
    public func runUntilIdle(maxTurns: Int = 1_000) {
        makeCurrent()
        var turns = 0
        while hasPendingWork {
            turns += 1
            guard turns <= maxTurns else {
                recordFault("the main queue did not become idle after \(maxTurns) turns; still queued: \(mainQueue.map(\.label))")
                return
            }
            runTurn()
        }
    }

    /// Runs one turn: queued work, a layout pass, the system pass.
    public func runTurn() {
        makeCurrent()
        let work = mainQueue
        mainQueue = []
        for item in work { item.work() }
        layoutPass()
        if needsSystemPass { systemPass() }
        refreshExternalPlayback()
    }

    func scheduleLayoutPass() {
        needsLayoutPass = true
    }

    func hierarchyDidChange() {
        needsLayoutPass = true
        needsSystemPass = true
    }

    /// Runs `work` inside observation tracking; a change to what it read marks `object` for the next pass.
    func tracking<Result>(_ object: AnyObject, _ work: () -> Result) -> Result {
        let identifier = ObjectIdentifier(object)
        let inbox = invalidations
        return withObservationTracking(work, onChange: { inbox.invalidate(identifier) })
    }

    /// Runs `work` as a view update of `object`'s content: tracked like ``tracking(_:_:)``, and a write
    /// to view state while it runs is reported (``ViewUpdate``; the renderer watches each body's reads).
    func trackingViewUpdate<Result>(_ object: AnyObject, _ work: () -> Result) -> Result {
        ViewUpdate.during(on: self) { tracking(object, work) }
    }

    /// Every window on a connected scene, in scene order; in the app-delegate life cycle, which has
    /// no scenes, the windows the app made, in the order it made them.
    var windowsOnConnectedScenes: [UIWindow] {
        let sceneWindows = connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
        guard runsAppDelegateLifeCycle else { return sceneWindows }
        return sceneWindows + lifeCycleState.scenelessWindows.compactMap(\.object).filter { $0.windowScene == nil }
    }

    private func layoutPass() {
        needsLayoutPass = false
        let changed = invalidations.drain()
        for window in windowsOnConnectedScenes {
            let controllers = window.rootViewController?.controllerSubtree ?? []
            for controller in controllers where changed.contains(ObjectIdentifier(controller)) {
                controller.needsPropertiesUpdate = true
                (controller as? any HostingContent)?.markContentForUpdate()
            }
            for view in window.subtree where changed.contains(ObjectIdentifier(view)) {
                view.needsPropertiesUpdate = true
                view.needsLayout = true
            }
            // Only controllers whose view is in this window: the update runs "alongside the next layout
            // pass" (StandInSources.md#uiview), and a view a container took out of the window (a tab not
            // selected, a controller under a pushed one) is in no layout pass.
            for controller in controllers where controller.viewIfLoaded?.window === window {
                update(controller)
            }
            for view in window.subtree {
                update(view)
            }
        }
    }

    private func update(_ controller: UIViewController) {
        if let hosting = controller as? any HostingContent, hosting.needsContentUpdate {
            hosting.updateContent()
        }
        if controller.needsPropertiesUpdate {
            controller.needsPropertiesUpdate = false
            tracking(controller) { controller.updateProperties() }
        }
    }

    private func update(_ view: UIView) {
        if view.needsPropertiesUpdate {
            view.needsPropertiesUpdate = false
            tracking(view) { view.updateProperties() }
        }
        if view.needsLayout {
            view.needsLayout = false
            view.owningViewController?.viewWillLayoutSubviews()
            tracking(view) { view.layoutSubviews() }
            (view.owningViewController as? any HostingContent)?.layOutRepresentables()
            view.owningViewController?.viewDidLayoutSubviews()
        }
    }

    func runPropertiesUpdateIfNeeded(_ view: UIView) {
        for view in view.subtree { update(view) }
    }

    func runPropertiesUpdateIfNeeded(_ controller: UIViewController) {
        update(controller)
        if let view = controller.viewIfLoaded {
            runPropertiesUpdateIfNeeded(view)
        }
    }

    func runLayoutIfNeeded(_ view: UIView) {
        for view in view.subtree where view.needsLayout {
            update(view)
        }
    }
}
