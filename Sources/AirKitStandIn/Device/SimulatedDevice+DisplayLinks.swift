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
    /// `maximumFramesPerSecond`, a link of the device's own screen at the device's. A link whose
    /// display was unplugged keeps firing at its last rate or stops, as
    /// ``SimulationAssumption/displayLinksOutliveTheirDisplay`` says. Main-queue work is not run in between.
    public func runDisplayFrames(forSeconds seconds: CFTimeInterval) {
        makeCurrent()
        let start = frameClock
        let end = start + seconds
        var frames: [(time: CFTimeInterval, link: CADisplayLink, rate: Int)] = []
        for link in displayLinks {
            guard let screen = link.screen else { continue }
            let display = self.displays.first { $0.screen === screen }
            let isUnplugged = screen !== mainScreen && display == nil
            if isUnplugged && !behavior[.displayLinksOutliveTheirDisplay] { continue }
            let rate = screen.maximumFramesPerSecond
            let period = 1 / CFTimeInterval(rate)
            var frame = (start / period).rounded(.down) + 1
            while frame * period <= end + 1e-9 {
                frames.append((frame * period, link, rate))
                frame += 1
            }
        }
        frames.sort { $0.time < $1.time }
        for frame in frames where displayLinks.contains(where: { $0 === frame.link }) {
            frame.link.fire(at: frame.time, framesPerSecond: frame.rate)
        }
        frameClock = end
    }
}
