import Foundation

/// A storyboard. The stand-in declares it only because `UISceneConfiguration.storyboard` names it
/// (`Documentation/StandInSources.md#scene-configurations`); it loads nothing.
@MainActor
open class UIStoryboard: NSObject {}
