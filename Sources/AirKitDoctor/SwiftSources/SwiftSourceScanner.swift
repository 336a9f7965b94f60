/// Finds the constructs that decide external-display behaviour in Swift source text.
///
/// It lexes the text once (skipping comments, string literals and `#if false` blocks; code under
/// any other `#if` counts), then matches token patterns in one pass that follows braces to know
/// which type and function each construct sits in. It does not type-check, so its facts are what
/// the code suggests, e.g. a registration bound to a name that is not a local of the function is
/// taken as stored.
///
/// Files larger than 64 MiB are read up to that size.
public enum SwiftSourceScanner {
    /// Scans one file's text. Never fails: text it cannot make sense of yields no facts.
    ///
    /// ```swift
    /// let facts = SwiftSourceScanner.scan(text, path: "App/SceneDelegate.swift")
    /// facts.sceneDelegates.first?.unhideLines  // [42]
    /// ```
    public static func scan(_ source: String, path: String) -> SwiftSourceFacts {
        let limit = SwiftLexer.maximumSourceSize
        let bytes = source.utf8.count > limit ? Array(source.utf8.prefix(limit)) : Array(source.utf8)
        var walker = SourceWalker(stream: TokenStream(source: bytes))
        walker.walk()
        return SwiftSourceFacts(
            path: path,
            importsAirKit: walker.importsAirKit,
            airPlaySourceLines: walker.airPlaySourceLines,
            declarativeAccessoryLines: walker.declarativeAccessoryLines,
            registrations: walker.registrations,
            sceneDelegates: TypeDeclaration.sceneDelegates(in: walker.types),
            unfilteredFirstSceneLines: Array(Set(walker.unfilteredFirstSceneLines)).sorted(),
            signals: walker.externalDisplaySignals(),
            lifeCycle: walker.lifeCycleSignals.normalized()
        )
    }
}
