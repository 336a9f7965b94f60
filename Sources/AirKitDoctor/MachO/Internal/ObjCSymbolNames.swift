/// The names the reader looks for, as the bytes they have in a Mach-O file.
enum ObjCSymbolNames {
    /// The selector an app sends to register an external-display accessory (iOS 27 SDK).
    static let registerSceneAccessory = Array("registerSceneAccessory:".utf8)
    /// The linker symbol of the `UISceneAccessory` class, which an app imports from UIKit.
    static let sceneAccessoryClass = Array("_OBJC_CLASS_$_UISceneAccessory".utf8)
    /// The prefix of every Objective-C class symbol; what follows is the class's runtime name.
    static let classPrefix = Array("_OBJC_CLASS_$_".utf8)
}
