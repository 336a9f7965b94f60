/// The device and build a probe run measured: what a report needs to say where its answers hold.
struct ProbeFacts: Codable, Sendable, Equatable {
    /// The hardware model identifier, such as `iPhone17,1`.
    var deviceModel: String
    /// `phone` or `pad`.
    var idiom: String
    /// The OS version, such as `27.0`.
    var osVersion: String
    /// `DTSDKName`, which Xcode stamps into the built Info.plist (`iphoneos27.0`); `nil` if missing.
    var sdkName: String?
    /// The app's version and build, `1.0 (1)`.
    var appBuild: String

    /// The OS major version, `0` when `osVersion` does not start with a number.
    var osMajor: Int {
        Int(osVersion.prefix { $0.isNumber }) ?? 0
    }

    /// The SDK major version from `sdkName`, else the one the compiler stands for.
    var sdkMajor: Int {
        let digits = sdkName?.drop { !$0.isNumber }.prefix { $0.isNumber } ?? ""
        return Int(digits) ?? ProbeBuild.compiledSDKMajor
    }

    /// Whether the system gives this app external scenes only through scene accessories: iOS 27 and
    /// an app built with the iOS 27 SDK. Otherwise it offers the scene from the Info.plist manifest.
    var takesAccessoryPath: Bool {
        osMajor >= 27 && sdkMajor >= 27 && ProbeBuild.compilesSceneAccessories
    }

    /// The path in the words of the compatibility rows.
    var pathName: String {
        takesAccessoryPath ? "scene accessory (iOS 27, SDK 27)" : "Info.plist manifest (iOS ≤ 26 or SDK ≤ 26)"
    }
}
