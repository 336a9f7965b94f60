/// What the probe was compiled with.
///
/// The scene accessory API exists only in the iOS 27 SDK. Xcode 27 ships Swift 6.4, so the compiler
/// version stands for the SDK; against AirKit's stand-in (no UIKit) the iOS 27 API is declared, so
/// the build counts as one with the iOS 27 SDK.
enum ProbeBuild {
    #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
    /// Whether the accessory checks were compiled in.
    static let compilesSceneAccessories = true
    /// The SDK major version the compiler stands for.
    static let compiledSDKMajor = 27
    #else
    static let compilesSceneAccessories = false
    static let compiledSDKMajor = 26
    #endif
}
