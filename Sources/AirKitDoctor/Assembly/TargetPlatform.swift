import AirKitConfiguration

/// The platform an Xcode app target builds for, decided the way Xcode decides it: `SDKROOT`, and
/// for `SDKROOT = auto` (multi-platform targets) `SUPPORTED_PLATFORMS`.
///
/// Projects often hold tvOS, watchOS, visionOS and macOS apps beside the iOS one, and those
/// targets inherit a project-level `IPHONEOS_DEPLOYMENT_TARGET` they never use; the deployment
/// target says nothing about the platform. A target is checked for iOS exactly when one of its
/// configurations builds for `iphoneos` (Documentation/PlatformFacts.md, "Which SDK a target builds
/// with").
enum TargetPlatform: Equatable {
    /// Built for iphoneos (also Mac Catalyst, which builds the iOS target for the Mac).
    case iOS
    /// An application for another platform, named as output shows it (`tvOS`), and why.
    case other(platform: String, reason: String)
    /// Not an application: frameworks, extensions, tests and the like are not listed.
    case notApplication

    /// Product types of applications, and the platform a watch app's type fixes.
    static let applicationProductTypes: [String: String?] = [
        "com.apple.product-type.application": nil,
        "com.apple.product-type.application.on-demand-install-capable": nil,
        "com.apple.product-type.application.watchapp": "watchOS",
        "com.apple.product-type.application.watchapp2": "watchOS",
        "com.apple.product-type.application.watchapp2-container": "watchOS",
    ]

    /// SDK names as `SDKROOT` and `SUPPORTED_PLATFORMS` write them, and the platform each is.
    static let platformNames: [String: String] = [
        "iphoneos": "iOS", "iphonesimulator": "iOS", "appletvos": "tvOS", "appletvsimulator": "tvOS",
        "watchos": "watchOS", "watchsimulator": "watchOS", "xros": "visionOS", "xrsimulator": "visionOS",
        "macosx": "macOS", "driverkit": "DriverKit",
    ]

    /// The platform of `target`, whose configurations' settings `settings` gives.
    static func of(_ target: XcodeProject.Target, settings: (XcodeProject.BuildConfiguration) -> BuildSettings)
        -> TargetPlatform
    {
        guard let productType = target.productType, let fixed = applicationProductTypes[productType] else {
            return .notApplication
        }
        if let platform = fixed {
            return .other(platform: platform, reason: "product type \(productType)")
        }
        var others: [TargetPlatform] = []
        for configuration in target.buildConfigurations {
            let platform = of(settings(configuration))
            if platform == .iOS { return .iOS }
            others.append(platform)
        }
        return others.first ?? .iOS
    }

    /// The platform one configuration builds for.
    private static func of(_ settings: BuildSettings) -> TargetPlatform {
        let sdkRoot = settings.value("SDKROOT")?.value.lowercased() ?? ""
        let supported = (settings.value("SUPPORTED_PLATFORMS")?.value.lowercased() ?? "")
            .split(whereSeparator: \.isWhitespace).map(String.init)
        if sdkRoot.isEmpty || sdkRoot == "auto" {
            if supported.isEmpty || supported.contains("iphoneos") { return .iOS }
            return other(supported[0], setting: "SUPPORTED_PLATFORMS = \(supported.joined(separator: " "))")
        }
        let sdkName = sdkName(of: sdkRoot)
        guard sdkName == "iphoneos" || sdkName == "iphonesimulator" else {
            return other(sdkName, setting: "SDKROOT = \(sdkRoot)")
        }
        // A target may inherit SDKROOT = iphoneos yet support only another platform (a visionOS
        // app in an iOS project): SUPPORTED_PLATFORMS then decides. One that supports only
        // macosx builds the iOS SDK for the Mac: a Mac Catalyst-only target, which is iOS.
        if supported.allSatisfy({ $0 == "macosx" }) { return .iOS }
        if let first = supported.first, !supported.contains("iphoneos") {
            return other(first, setting: "SUPPORTED_PLATFORMS = \(supported.joined(separator: " "))")
        }
        return .iOS
    }

    /// `appletvos` from `appletvos`, `appletvos17.0` or a path ending in `AppleTVOS17.0.sdk`.
    private static func sdkName(of sdkRoot: String) -> String {
        let last = sdkRoot.split(separator: "/").last.map(String.init) ?? sdkRoot
        let name = last.hasSuffix(".sdk") ? String(last.dropLast(4)) : last
        return String(name.prefix { $0.isLetter })
    }

    private static func other(_ sdkName: String, setting: String) -> TargetPlatform {
        .other(platform: platformNames[sdkName] ?? sdkName, reason: setting)
    }
}
