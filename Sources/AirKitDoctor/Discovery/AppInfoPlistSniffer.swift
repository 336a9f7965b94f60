import Foundation

/// Tells an iOS app's Info.plist from the other property lists a repository holds (settings
/// bundles, Firebase configuration, entitlements, extensions' and frameworks' Info.plists), by
/// its contents rather than its name: projects name it `Info.plist`, `App-Info.plist`,
/// `Support/Info-iOS.plist` and more.
enum AppInfoPlistSniffer {
    /// Larger files are not hand-written Info.plists.
    static let sizeLimit = ReadLimits.candidateInfoPlistBytes

    /// Keys only an iOS app's Info.plist holds.
    static let appKeys: Set<String> = [
        "LSRequiresIPhoneOS", "UIApplicationSceneManifest", "UILaunchStoryboardName", "UILaunchScreen",
        "UIMainStoryboardFile", "UISupportedInterfaceOrientations", "UIRequiredDeviceCapabilities",
        "UIApplicationSupportsIndirectInputEvents", "UIStatusBarStyle",
    ]

    /// Keys that mark an extension's, a watch app's or a Mac app's Info.plist.
    static let otherBundleKeys: Set<String> = [
        "NSExtension", "WKApplication", "WKWatchKitApp", "WKCompanionAppBundleIdentifier", "NSPrincipalClass",
        "LSMinimumSystemVersion", "NSMainStoryboardFile", "NSMainNibFile", "EXAppExtensionAttributes",
    ]

    /// Whether the file at `path` is an iOS app's Info.plist. Unreadable or malformed files are
    /// not, nor are those `scope` refuses (a link to a file outside the folder searched).
    static func isAppInfoPlist(at path: String, within scope: ReadScope) -> Bool {
        guard let data = try? FileReading.contents(of: path, limit: sizeLimit, within: scope),
            let (dictionary, _) = try? InfoPlistLoader.topLevelDictionary(of: data, path: path)
        else { return false }
        return isAppInfoPlist(dictionary)
    }

    static func isAppInfoPlist(_ dictionary: [String: Any]) -> Bool {
        let keys = Set(dictionary.keys)
        guard keys.isDisjoint(with: otherBundleKeys) else { return false }
        if let packageType = dictionary["CFBundlePackageType"] as? String, packageType == "FMWK" || packageType == "BNDL" {
            return false
        }
        let isApplicationType = (dictionary["CFBundlePackageType"] as? String).map {
            $0 == "APPL" || $0.contains("PRODUCT_BUNDLE_PACKAGE_TYPE")
        }
        return !keys.isDisjoint(with: appKeys) || isApplicationType == true
    }
}
