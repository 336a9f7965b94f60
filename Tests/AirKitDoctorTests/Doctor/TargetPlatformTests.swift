import AirKitConfiguration
import Testing

@testable import AirKitDoctor

@Suite("Which app targets are checked for iOS")
struct TargetPlatformTests {
    static let projectLevel = XcodeProject.BuildConfiguration(
        name: "Debug", line: 1,
        settings: ["IPHONEOS_DEPLOYMENT_TARGET": .init("15.0", line: 2), "SDKROOT": .init("iphoneos", line: 3)])

    static func platform(productType: String = "com.apple.product-type.application", _ settings: [String: String])
        -> TargetPlatform
    {
        let configuration = XcodeProject.BuildConfiguration(
            name: "Debug", line: 10, settings: settings.mapValues { XcodeProject.BuildSetting($0, line: 11) })
        let target = XcodeProject.Target(
            name: "App", productType: productType, line: 5, buildConfigurations: [configuration], sourcePaths: [])
        let project = XcodeProject(
            path: "A.xcodeproj/project.pbxproj", sourceRoot: "/src", buildConfigurations: [projectLevel], targets: [target])
        return TargetPlatform.of(target) { BuildSettings(project: project, target: target, configuration: $0) }
    }

    @Test(
        "a target for another SDK is skipped with its platform, though it inherits IPHONEOS_DEPLOYMENT_TARGET",
        arguments: [
            ("appletvos", "tvOS"), ("watchos", "watchOS"), ("xros", "visionOS"), ("macosx", "macOS"), ("driverkit", "DriverKit"),
        ])
    func otherSDKs(sdk: String, platform: String) {
        #expect(Self.platform(["SDKROOT": sdk]) == .other(platform: platform, reason: "SDKROOT = \(sdk)"))
    }

    @Test("an iOS target inherits the project's SDKROOT; Mac Catalyst is still iOS")
    func iOSTargets() {
        #expect(Self.platform([:]) == .iOS)
        #expect(Self.platform(["SUPPORTS_MACCATALYST": "YES"]) == .iOS)
        // Catalyst only: the iOS SDK built for the Mac alone.
        #expect(Self.platform(["SUPPORTED_PLATFORMS": "macosx", "SUPPORTS_MACCATALYST": "YES"]) == .iOS)
    }

    @Test("a target that inherits SDKROOT = iphoneos but supports only xros is visionOS")
    func supportedPlatformsOverrideAnInheritedSDK() {
        #expect(
            Self.platform(["SUPPORTED_PLATFORMS": "xros xrsimulator"])
                == .other(platform: "visionOS", reason: "SUPPORTED_PLATFORMS = xros xrsimulator"))
    }

    @Test("a multi-platform target is iOS exactly when SUPPORTED_PLATFORMS lists iphoneos")
    func multiPlatformTargets() {
        #expect(Self.platform(["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx xros"]) == .iOS)
        #expect(
            Self.platform(["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "macosx"])
                == .other(platform: "macOS", reason: "SUPPORTED_PLATFORMS = macosx"))
    }

    @Test("watch apps are watchOS by product type; frameworks and extensions are not listed")
    func productTypes() {
        #expect(
            Self.platform(productType: "com.apple.product-type.application.watchapp2", [:])
                == .other(platform: "watchOS", reason: "product type com.apple.product-type.application.watchapp2"))
        #expect(Self.platform(productType: "com.apple.product-type.framework", [:]) == .notApplication)
        #expect(Self.platform(productType: "com.apple.product-type.app-extension", [:]) == .notApplication)
    }
}
