import Foundation

/// The device's frame clock: what drives display links, at each display's own refresh rate.
extension SimulatedDevice {
    func displayLinkWasAdded(_ link: CADisplayLink) {
        guard !displayLinks.contains(where: { $0 === link }) else { return }
        displayLinks.append(link)
    }

    func displayLinkWasRemoved(_ link: CADisplayLink) {
        displayLinks.removeAll { $0 === link }
    }

    /// The display links added to the run loop and not invalidated: the device keeps them, as a run
    /// loop retains its links.
    public var activeDisplayLinks: Int { displayLinks.count }

    /// The frame clock, in seconds since the device started.
    public var displayTime: CFTimeInterval { frameClock }

    /// Advances the frame clock by `seconds` and fires every added, unpaused display link once per
    /// frame of its display, in time order: a link of an external display at that display's
    /// `maximumFramesPerSecond`, a link of the device's own screen at the device's, and a link whose
    /// `preferredFrameRateRange` asks for less on every n-th of those frames, as
    /// ``CADisplayLink/preferredFrameRateRange`` and ``SimulationAssumption/cappedDisplayLinksRoundDown``
    /// say. A link whose
    /// display was unplugged keeps firing at its last rate or stops, as
    /// ``SimulationAssumption/displayLinksOutliveTheirDisplay`` says. On the same frames, the content of
    /// a hosting controller with an unpaused `TimelineView(.animation)` is updated, at most once per the
    /// timeline's minimum interval, on the frames of its window's display or of the device's own
    /// screen, as ``SimulationAssumption/animationsFollowTheirWindowsDisplay`` says. Main-queue work is
    /// not run in between: work queued for a time within the interval (`enqueue(afterSeconds:_:_:)`)
    /// joins the main queue, for the next `runUntilIdle()`.
    public func runDisplayFrames(forSeconds seconds: CFTimeInterval) {
        makeCurrent()
        let start = frameClock
        let end = start + seconds
        var frames: [(time: CFTimeInterval, vsync: Int, order: Int, fire: @MainActor (CFTimeInterval, Int) -> Void)] = []
        func addFrames(rate: Int, _ fire: @escaping @MainActor (CFTimeInterval, Int) -> Void) {
            let period = 1 / CFTimeInterval(rate)
            var frame = (start / period).rounded(.down) + 1
            while frame * period <= end + 1e-9 {
                frames.append((frame * period, Int(frame), frames.count, fire))
                frame += 1
            }
        }
        for link in displayLinks {
            guard let screen = link.screen else { continue }
            let display = self.displays.first { $0.screen === screen }
            let isUnplugged = screen !== mainScreen && display == nil
            if isUnplugged && !behavior[.displayLinksOutliveTheirDisplay] { continue }
            let rate = screen.maximumFramesPerSecond
            let roundingDown = behavior[.cappedDisplayLinksRoundDown]
            addFrames(rate: rate) { [weak self, weak link] time, vsync in
                guard let self, let link, self.displayLinks.contains(where: { $0 === link }) else { return }
                link.fire(at: time, vsync: vsync, framesPerSecond: rate, roundingDown: roundingDown)
            }
        }
        for window in windowsOnConnectedScenes where !window.isHidden {
            let hosts = (window.rootViewController?.controllerSubtree ?? []).compactMap { $0 as? any HostingContent }
            for host in hosts where host.animationTimelineInterval != nil {
                let screen = behavior[.animationsFollowTheirWindowsDisplay] ? window.screen : mainScreen
                addFrames(rate: screen.maximumFramesPerSecond) { [weak self, weak host] time, _ in
                    guard let self, let host, let interval = host.animationTimelineInterval else { return }
                    if let last = host.lastTimelineUpdate, time - last < interval - 1e-9 { return }
                    host.lastTimelineUpdate = time
                    let clock = self.frameClock
                    self.frameClock = time
                    host.updateContent()
                    self.frameClock = clock
                }
            }
        }
        frames.sort { ($0.time, $0.order) < ($1.time, $1.order) }
        for frame in frames { frame.fire(frame.time, frame.vsync) }
        frameClock = end
        enqueueTimers(dueBy: end)
    }
}
