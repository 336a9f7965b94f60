import Foundation

/// A type that provides a sequence of dates for use as a schedule (`Documentation/StandInSources.md#timeline-view`:
/// `protocol TimelineSchedule` with `entries(from:mode:)`, iOS 15). The stand-in declares the
/// animation schedule only.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// A mode of operation for timeline schedule updates (StandInSources.md#timeline-view).
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// "A pausable schedule of dates updating at a frequency no more quickly than the provided interval"
/// (StandInSources.md#timeline-view): `init(minimumInterval: Double? = nil, paused: Bool = false)`;
/// `nil` lets "the system pick an appropriate update interval".
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The stand-in's entries: one date, the start; the device's frame clock drives the updates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        [startDate]
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// `static var animation: AnimationTimelineSchedule` (StandInSources.md#timeline-view).
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// `static func animation(minimumInterval: Double? = nil, paused: Bool = false)` (StandInSources.md#timeline-view).
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

/// What a timeline view's content receives (StandInSources.md#timeline-view): the `date` of the
/// update; the stand-in's cadence is always `.live`.
public struct TimelineViewDefaultContext {
    public enum Cadence: Comparable, Sendable {
        case live
        case seconds
        case minutes
    }

    public let date: Date
    public let cadence: Cadence
}

/// "A view that updates according to a schedule that you provide" (StandInSources.md#timeline-view):
/// `struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule`,
/// `init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)`.
///
/// Simulated behaviour: an unpaused `.animation` timeline updates its hosting controller on frames of
/// the device's frame clock (`SimulatedDevice.runDisplayFrames(forSeconds:)`), at most once per
/// `minimumInterval`. Whose frames those are, the window's display's or the device's own screen's, is
/// ``SimulationAssumption/animationsFollowTheirWindowsDisplay``. The content's date is the frame clock's
/// time, as a date since the reference date.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        let time = renderer.representables.host?.viewIfLoaded?.device?.displayTime ?? 0
        if let animation = schedule as? AnimationTimelineSchedule, !animation.paused {
            renderer.declareAnimationTimeline(minimumInterval: animation.minimumInterval ?? 0, at: path)
        }
        let context = TimelineViewDefaultContext(date: Date(timeIntervalSinceReferenceDate: time), cadence: .live)
        let contentPath = path.appending("TimelineView")
        return [
            ViewNode(
                kind: .container("TimelineView"), path: contentPath, children: renderer.render(content(context), at: contentPath))
        ]
    }
}
