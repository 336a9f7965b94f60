#if canImport(UIKit) || AIRKIT_STANDIN
import AirKitConfiguration
import Foundation

/// The facts about the running system that decide AirKit's path: the OS version, the SDK the app was
/// linked with, and the app's Info.plist.
///
/// This is the one seam between AirKit and the system it runs on. On iOS the facts come from the
/// process; on the platforms without UIKit they come from the simulated device, whose OS and SDK a test
/// sets. (`#available(iOS 27.0, *)` cannot serve: it is always true off Apple platforms.)
@MainActor
struct SystemFacts {
    var osVersion: OSVersion
    /// From `DTSDKName`, which Xcode stamps into the built Info.plist; `nil` if it is missing.
    var linkedSDK: OSVersion?
    var infoDictionary: [String: Any]
    /// Whether UIKit runs the app in the scene life cycle, as far as the app can see; `nil` while
    /// unknown: an app without `UIApplicationSceneManifest` may still run there (a SwiftUI app whose
    /// manifest is not generated), which only its connected scenes tell, once AirKit has met the
    /// application (``Air/completeDeferredSelfCheck()``). Also `nil` in facts made by hand in tests.
    var runsSceneLifeCycle: Bool? = nil
    /// Where the app runs when that is not iOS or iPadOS: "Mac Catalyst", "an iPad app on a Mac",
    /// "tvOS" or "visionOS". There `ProcessInfo` and `DTSDKName` describe another system, and the iOS
    /// compatibility matrix has no row for it (Documentation/Platforms.md); `nil` on iOS.
    var platformOutsideTheMatrix: String?
    /// Whether what the user sets (their TV-safe margins) is kept in `UserDefaults.standard` across
    /// launches. `false` on the simulated device, where each device is a fresh install and devices in one
    /// test process must not share settings.
    var keepsUserSettings = true

    /// iOS 27 with the iOS 27 SDK takes the scene accessory path; everything else the Info.plist path
    /// (Documentation/PlatformFacts.md, "The iOS 27 SDK switch": the change is gated on the SDK the app was built with).
    var path: PresentationPath {
        let sdk = linkedSDK ?? SceneAccessorySupport.compiledSDK
        let accessoriesApply = osVersion.major >= 27 && sdk.major >= 27 && SceneAccessorySupport.isCompiled
        return accessoriesApply ? .sceneAccessory : .infoPlist
    }

    static var current: SystemFacts {
        #if AIRKIT_STANDIN
        guard let device = SimulatedDevice.current else {
            preconditionFailure("AirKit on the stand-in needs a SimulatedDevice to run on")
        }
        var facts = SystemFacts(
            osVersion: OSVersion(device.os), linkedSDK: OSVersion(device.sdk), infoDictionary: device.infoPlist)
        facts.keepsUserSettings = false
        #else
        var facts = ofThisProcess
        #endif
        facts.runsSceneLifeCycle = facts.lifeCycleTheManifestTells
        return facts
    }

    /// `true` when the Info.plist declares `UIApplicationSceneManifest`, which puts the app in the
    /// scene life cycle (TN3187); otherwise `nil`: only the app's connected scenes can tell, and AirKit
    /// does not ask `UIApplication.shared` for them, which app extensions cannot call
    /// (`NS_EXTENSION_UNAVAILABLE_IOS`).
    var lifeCycleTheManifestTells: Bool? {
        infoDictionary["UIApplicationSceneManifest"] != nil ? true : nil
    }

    /// Whether the app runs in the scene life cycle: UIKit launches it there when the Info.plist
    /// declares `UIApplicationSceneManifest` (TN3187), and a SwiftUI app's own scene has SwiftUI's
    /// delegate. An app in the app-delegate life cycle has neither (Documentation/PlatformFacts.md,
    /// "Which apps adopt the scene life cycle"). The manifest decides first: the app's scene may not
    /// have connected yet.
    static func runsSceneLifeCycle(infoDictionary: [String: Any], connectedScenes: Set<UIScene>) -> Bool {
        infoDictionary["UIApplicationSceneManifest"] != nil
            || connectedScenes.contains { $0.session.role == .windowApplication && $0.delegate != nil }
    }

    /// The facts of this process, read from `ProcessInfo` and the main bundle. Compiled everywhere;
    /// used on iOS, where it is the only source of the facts.
    static var ofThisProcess: SystemFacts {
        var facts = SystemFacts(
            operatingSystemVersion: ProcessInfo.processInfo.operatingSystemVersion,
            infoDictionary: Bundle.main.infoDictionary ?? [:])
        facts.platformOutsideTheMatrix = processPlatformOutsideTheMatrix
        return facts
    }

    /// Mac Catalyst, tvOS and visionOS are known when compiling; an iPad app on a Mac only when it runs
    /// (`ProcessInfo.isiOSAppOnMac`, iOS 14).
    private static var processPlatformOutsideTheMatrix: String? {
        var platform: String?
        #if targetEnvironment(macCatalyst) || AIRKIT_STANDIN_MACCATALYST
        platform = "Mac Catalyst"
        #elseif os(tvOS) || AIRKIT_STANDIN_TVOS
        platform = "tvOS"
        #elseif os(visionOS) || AIRKIT_STANDIN_VISIONOS
        platform = "visionOS"
        #elseif canImport(UIKit)
        if ProcessInfo.processInfo.isiOSAppOnMac { platform = "an iPad app on a Mac" }
        #endif
        return platform
    }

}

extension SystemFacts {
    /// The facts of a process on iOS: its OS version, and the SDK Xcode stamped into its Info.plist as
    /// `DTSDKName` (for example `iphoneos27.0`). Compiled everywhere, so it is tested off Apple platforms.
    /// Another platform's SDK (`macosx27.0` on Mac Catalyst, `appletvos`, `xros`) is not an iOS SDK, so it
    /// gives no `linkedSDK`.
    init(operatingSystemVersion version: OperatingSystemVersion, infoDictionary: [String: Any]) {
        self.init(
            osVersion: OSVersion(version.majorVersion, version.minorVersion, version.patchVersion),
            linkedSDK: (infoDictionary["DTSDKName"] as? String).flatMap(Self.iOSSDK(named:)),
            infoDictionary: infoDictionary)
    }
}
extension SystemFacts {
    /// The iOS SDK a `DTSDKName` names: `iphoneos…` or `iphonesimulator…`, else `nil`.
    static func iOSSDK(named name: String) -> OSVersion? {
        name.hasPrefix("iphoneos") || name.hasPrefix("iphonesimulator") ? OSVersion(sdkName: name) : nil
    }
}
#endif
