import Foundation

/// A storyboard. The stand-in declares it only because `UISceneConfiguration.storyboard` names it
/// (apple-api-facts §4.6); it loads nothing.
@MainActor
open class UIStoryboard: NSObject {}
