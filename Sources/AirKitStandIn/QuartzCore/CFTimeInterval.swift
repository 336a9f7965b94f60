/// Seconds, as Core Animation counts time: CoreFoundation's `typedef double CFTimeInterval`, which
/// Linux's Foundation does not declare (`Documentation/StandInSources.md` §36).
public typealias CFTimeInterval = Double
