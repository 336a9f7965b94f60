import AirKitConfiguration

/// Evidence built by hand, for testing the rules without files.
enum Fake {
    static let externalRole = SceneRole.externalDisplayNonInteractive.rawValue
    static let applicationRole = SceneRole.application.rawValue
    static let deprecatedRole = SceneRole.externalDisplay.rawValue
    static let builtPath = "Banner.app/Info.plist"
    static let sourcePath = "Banner/Info.plist"
    static let projectPath = "Banner.xcodeproj/project.pbxproj"
    static let executablePath = "Banner.app/Banner"

    /// AirKit's external-display entry, as its README shows it.
    static var airKitEntry: [String: Any] {
        [
            "UISceneConfigurationName": "AirPlay", "UISceneClassName": "UIWindowScene",
            "UISceneDelegateClassName": "AirKitSceneDelegate",
        ]
    }

    /// The application role's entry of a UIKit app that adopts the scene life cycle (Xcode's template).
    static var applicationEntry: [String: Any] {
        ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"]
    }

    /// `UIApplicationSceneManifest` with these role arrays.
    static func manifest(_ roles: [String: [[String: Any]]] = [externalRole: [airKitEntry]]) -> [String: Any] {
        ["UIApplicationSupportsMultipleScenes": true, "UISceneConfigurations": roles]
    }

    /// A built product's Info.plist dictionary, stamped by the build.
    static func builtDictionary(sdk: String = "iphoneos27.0", minimumOS: String = "17.0", manifest: [String: Any]? = manifest())
        -> [String: Any]
    {
        var plist: [String: Any] = [
            "CFBundleExecutable": "Banner", "CFBundleName": "Banner", "DTSDKName": sdk, "DTXcode": "2700",
            "MinimumOSVersion": minimumOS,
        ]
        plist["UIApplicationSceneManifest"] = manifest
        return plist
    }

    static func plist(_ dictionary: [String: Any], path: String = builtPath, lines: [PlistKeyPath: Int] = [:])
        -> InfoPlistEvidence
    {
        InfoPlistEvidence(plist: InfoPlist(dictionary: dictionary), path: path, keyLines: lines)
    }

    static func built(sdk: String = "iphoneos27.0", minimumOS: String = "17.0", manifest: [String: Any]? = manifest())
        -> InfoPlistEvidence
    {
        plist(builtDictionary(sdk: sdk, minimumOS: minimumOS, manifest: manifest))
    }

    static func source(manifest: [String: Any]? = manifest()) -> InfoPlistEvidence {
        var dictionary: [String: Any] = [:]
        dictionary["UIApplicationSceneManifest"] = manifest
        return plist(dictionary, path: sourcePath)
    }

    static func executable(
        sdk: OSVersion? = OSVersion(27), minimumOS: OSVersion? = OSVersion(17), referencesAccessory: Bool = true,
        classes: Set<String>? = ["AirKitSceneDelegate"]
    ) -> ExecutableEvidence {
        ExecutableEvidence(
            path: executablePath,
            slices: [
                .init(
                    architecture: "arm64", platform: .iOS, minimumOS: minimumOS, sdk: sdk,
                    referencesSceneAccessory: referencesAccessory, definedClassNames: classes
                )
            ]
        )
    }

    static func setting(_ value: String, line: Int) -> BuildSettingValue {
        BuildSettingValue(value, location: SourceLocation(path: projectPath, line: line))
    }

    /// A target configuration; lines are fixed per setting so tests can check locations.
    static func configuration(
        _ name: String = "Debug", generatesInfoPlist: String? = "YES", manifestGeneration: String? = "NO",
        infoPlistFile: String? = "Banner/Info.plist", source: BuildConfigurationEvidence.SourceInfoPlist = .loaded(source()),
        deploymentTarget: String? = "17.0", moduleName: String = "Banner"
    ) -> BuildConfigurationEvidence {
        let offset = name == "Debug" ? 0 : 100
        return BuildConfigurationEvidence(
            name: name,
            generatesInfoPlist: generatesInfoPlist.map { setting($0, line: 10 + offset) },
            infoPlistFile: infoPlistFile.map { setting($0, line: 11 + offset) },
            generatesSceneManifest: manifestGeneration.map { setting($0, line: 12 + offset) },
            deploymentTarget: deploymentTarget.map { setting($0, line: 13 + offset) },
            productModuleName: setting(moduleName, line: 14 + offset),
            variables: ["PRODUCT_MODULE_NAME": moduleName, "TARGET_NAME": "Banner", "PRODUCT_NAME": "Banner"],
            sourceInfoPlist: infoPlistFile == nil ? .notNamed : source
        )
    }

    static func project(_ configurations: [BuildConfigurationEvidence] = [configuration("Debug"), configuration("Release")])
        -> ProjectEvidence
    {
        ProjectEvidence(
            path: projectPath, targetName: "Banner", targetLocation: SourceLocation(path: projectPath, line: 5),
            configurations: configurations
        )
    }

    static func code(
        sources: [CodeEvidence.AccessorySource.Kind] = [.airPlaySource], delegates: [CodeEvidence.SceneDelegateCode] = [],
        unfilteredFirstScenes: [Int] = [], isSwiftUIApp: Bool = true
    ) -> CodeEvidence {
        var code = CodeEvidence(
            fileCount: 4,
            accessorySources: sources.enumerated().map {
                .init(kind: $1, location: SourceLocation(path: "Banner/ContentView.swift", line: 30 + $0))
            },
            sceneDelegates: delegates,
            unfilteredFirstScenes: unfilteredFirstScenes.map { SourceLocation(path: "Banner/Scenes.swift", line: $0) }
        )
        // Banner, like the README's example app, is a SwiftUI App, which adopts the scene life cycle by itself.
        if isSwiftUIApp { code.lifeCycle.swiftUIApps = [SourceLocation(path: "Banner/BannerApp.swift", line: 3)] }
        return code
    }

    static func delegate(
        _ name: String, objcName: String? = nil, windowCreation: [Int] = [10], unhide: [Int] = [12], makeKey: [Int] = [],
        checksRole: Bool = false
    ) -> CodeEvidence.SceneDelegateCode {
        .init(
            name: name, objcName: objcName, location: SourceLocation(path: "Banner/\(name).swift", line: 3),
            windowCreationLines: windowCreation, unhideLines: unhide, makeKeyLines: makeKey, checksRole: checksRole
        )
    }

    /// A healthy app seen from every side: built with SDK 27, AirKit's entry and source, the
    /// delegate defined, a project that keeps the hand-written manifest.
    static func healthyApp() -> AppEvidence {
        AppEvidence(name: "Banner.app", builtInfoPlist: built(), executable: executable(), project: project(), code: code())
    }
}

extension Diagnosis {
    func findings(_ id: FindingID) -> [Finding] {
        findings.filter { $0.id == id }
    }

    func verdict(_ row: CompatibilityRow) -> Verdict? {
        verdicts.first { $0.row == row }
    }
}
