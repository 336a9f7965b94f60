/// The names the reader looks for, as the bytes they have in a Mach-O file.
enum ObjCSymbolNames {
    /// The selector an app sends to register an external-display accessory (iOS 27 SDK).
    static let registerSceneAccessory = Array("registerSceneAccessory:".utf8)
    /// The linker symbol of the `UISceneAccessory` class, which an app imports from UIKit.
    static let sceneAccessoryClass = Array("_OBJC_CLASS_$_UISceneAccessory".utf8)
    /// The prefix of every Objective-C class symbol; what follows is the class's runtime name.
    static let classPrefix = Array("_OBJC_CLASS_$_".utf8)
    /// Longer than any runtime class name a real app has (a Swift class nested several levels deep
    /// in a long module name stays within a few hundred bytes). Capping the length keeps hostile
    /// files, whose names may all point into one huge string, from costing a scan each.
    static let maximumClassNameLength = 4096
}
