/// Seconds, as Core Animation counts time: CoreFoundation's `typedef double CFTimeInterval`, which
/// Linux's Foundation does not declare (`Documentation/StandInSources.md#layers-and-display-links`).
public typealias CFTimeInterval = Double
