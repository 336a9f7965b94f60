import AirKitConfiguration

/// What the doctor needs to know about one architecture slice of an app's executable.
///
/// A thin Mach-O file has one slice; a fat (universal) file has one per architecture, for example
/// an `arm64` device slice and an `x86_64` simulator slice. Every field is read from the file's
/// own load commands and sections; nothing is inferred from the file's name.
public struct MachOSlice: Sendable, Equatable {
    /// The platform from `LC_BUILD_VERSION` (or the older `LC_VERSION_MIN_*` commands).
    public enum Platform: Sendable, Hashable, CustomStringConvertible {
        case iOS
        case iOSSimulator
        case macCatalyst
        case macOS
        case other(UInt32)

        public var description: String {
            switch self {
            case .iOS: "iOS"
            case .iOSSimulator: "iOS Simulator"
            case .macCatalyst: "Mac Catalyst"
            case .macOS: "macOS"
            case .other(let raw): "platform \(raw)"
            }
        }
    }

    /// `arm64`, `arm64e`, `x86_64`, or `cpu <type>/<subtype>` for anything else.
    public var architecture: String
    /// `nil` when the slice has no build-version load command.
    public var platform: Platform?
    /// The deployment target the slice was linked for (`minos`).
    public var minimumOS: OSVersion?
    /// The SDK the slice was linked against (`sdk`); the iOS 27 behaviour switch keys off this.
    public var sdk: OSVersion?
    /// The selector `registerSceneAccessory:` appears in `__objc_methname` (or, where the linker
    /// merged that section, in `__cstring`), as a whole string: `unregisterSceneAccessory:` or
    /// `registerSceneAccessory:completion:` do not count.
    public var referencesRegisterSceneAccessory: Bool
    /// The class `UISceneAccessory` is imported (`_OBJC_CLASS_$_UISceneAccessory` in the chained-fixups
    /// imports, the classic bind opcodes, or the undefined symbols of the symbol table).
    public var importsSceneAccessoryClass: Bool
    /// Objective-C class names the slice defines: `__objc_classname` strings and defined
    /// `_OBJC_CLASS_$_` symbols. Swift classes appear under their runtime name, either an
    /// `@objc(Name)` name or a mangled one such as `_TtC6Banner13SceneDelegate`.
    /// Where lld merged `__objc_classname` into `__cstring`, the names come from the classes listed
    /// in `__objc_classlist` instead, so stripped lld-linked apps still report their classes.
    /// `__objc_classname` also holds protocol and category names; they can appear here too.
    /// `nil` when the slice carries neither source, so the doctor cannot tell.
    public var definedObjCClassNames: Set<String>?

    public init(
        architecture: String,
        platform: Platform? = nil,
        minimumOS: OSVersion? = nil,
        sdk: OSVersion? = nil,
        referencesRegisterSceneAccessory: Bool = false,
        importsSceneAccessoryClass: Bool = false,
        definedObjCClassNames: Set<String>? = nil
    ) {
        self.architecture = architecture
        self.platform = platform
        self.minimumOS = minimumOS
        self.sdk = sdk
        self.referencesRegisterSceneAccessory = referencesRegisterSceneAccessory
        self.importsSceneAccessoryClass = importsSceneAccessoryClass
        self.definedObjCClassNames = definedObjCClassNames
    }
}
