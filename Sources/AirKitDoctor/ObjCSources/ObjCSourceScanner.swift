/// Finds the constructs that show external-display intent in Objective-C and Objective-C++
/// source text, such as a React Native `AppDelegate.mm`.
///
/// It lexes the bytes once (skipping comments, literals, `#if 0` blocks and preprocessor lines
/// other than `#import`), then walks the tokens once, following `@interface` / `@implementation`
/// and method bodies by their braces so that references inside
/// `application:configurationForConnectingSceneSession:options:` are credited to it. Work is
/// linear in the text and never recursive; files larger than 64 MiB are read up to that size.
public enum ObjCSourceScanner {
    /// Scans one file's text. Never fails: text it cannot make sense of yields no facts.
    ///
    /// ```swift
    /// let facts = ObjCSourceScanner.scan(text, path: "ios/App/AppDelegate.mm")
    /// facts.signals.sceneConfigurationProviders.first?.delegateClassNames  // ["ExternalSceneDelegate"]
    /// ```
    public static func scan(_ text: String, path: String) -> ObjCSourceFacts {
        let limit = ObjCLexer.maximumSourceSize
        let bytes = text.utf8.count > limit ? Array(text.utf8.prefix(limit)) : Array(text.utf8)
        var walker = ObjCWalker(source: bytes, tokens: ObjCLexer.tokens(of: bytes))
        walker.walk()
        return ObjCSourceFacts(
            path: path, signals: walker.signals.normalized(), sceneDelegates: walker.uniqueSceneDelegates(),
            lifeCycle: walker.lifeCycle.normalized(), airKitSourceLines: walker.airKitSourceLines)
    }
}
