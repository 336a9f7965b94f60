import Foundation

extension InfoPlist {
    /// Reads the model out of a property-list dictionary.
    ///
    /// Pass the top-level dictionary of an Info.plist, as `PropertyListSerialization` returns it for
    /// a file or `Bundle.main.infoDictionary` returns it at run time. Unknown keys are ignored;
    /// known keys holding the wrong type are recorded in ``problems`` and otherwise left out. The
    /// reader looks at a fixed, shallow set of keys, so it does constant work per manifest entry
    /// whatever the nesting of the rest of the file.
    public init(dictionary: [String: Any]) {
        var reader = PlistValueReader()
        self.init(
            executableName: reader.string(dictionary, InfoPlistKey.bundleExecutable, at: .init()),
            bundleName: reader.string(dictionary, InfoPlistKey.bundleName, at: .init()),
            bundleIdentifier: reader.string(dictionary, InfoPlistKey.bundleIdentifier, at: .init()),
            minimumOSVersionText: reader.string(dictionary, InfoPlistKey.minimumOSVersion, at: .init()),
            sdkName: reader.string(dictionary, InfoPlistKey.sdkName, at: .init()),
            xcodeBuild: reader.string(dictionary, InfoPlistKey.xcodeBuild, at: .init()),
            requiresFullScreen: reader.bool(dictionary, InfoPlistKey.requiresFullScreen, at: .init())
        )
        displayName = dictionary["CFBundleDisplayName"] as? String
        otherPlatform = Self.otherPlatform(of: dictionary)
        sceneManifest = reader.sceneManifest(in: dictionary)
        problems = reader.problems
        isStampedByBuild = Self.buildStampKeys.contains { dictionary[$0] != nil }
    }
}

extension InfoPlist {
    /// Platform names of `DTPlatformName` values other than iOS's.
    static let platformNames = ["appletvos": "tvOS", "watchos": "watchOS", "xros": "visionOS", "macosx": "macOS"]

    /// The platform the keys show when it is not iOS. A Mac Catalyst product says `DTPlatformName
    /// macosx` too, but keeps `UIDeviceFamily`: it is an iOS app, as its target is.
    static func otherPlatform(of plist: [String: Any]) -> OtherPlatform? {
        if plist["WKApplication"] as? Bool == true { return OtherPlatform(name: "watchOS", reason: "WKApplication is true") }
        if plist["WKWatchKitApp"] as? Bool == true { return OtherPlatform(name: "watchOS", reason: "WKWatchKitApp is true") }
        if plist["NSPrincipalClass"] as? String == "NSApplication" {
            return OtherPlatform(name: "macOS", reason: "NSPrincipalClass NSApplication")
        }
        let families = (plist["UIDeviceFamily"] as? [Any])?.compactMap { ($0 as? Int) ?? Int(($0 as? String) ?? "") }
        if let platform = plist["DTPlatformName"] as? String, let name = platformNames[platform.lowercased()],
            name != "macOS" || families == nil
        {
            return OtherPlatform(name: name, reason: "DTPlatformName \(platform)")
        }
        if let families, !families.isEmpty, families.allSatisfy({ $0 == 3 }) {
            return OtherPlatform(name: "tvOS", reason: "UIDeviceFamily 3")
        }
        if let families, !families.isEmpty, families.allSatisfy({ $0 == 7 }) {
            return OtherPlatform(name: "visionOS", reason: "UIDeviceFamily 7")
        }
        if plist["LSMinimumSystemVersion"] != nil, families == nil, plist["LSRequiresIPhoneOS"] == nil {
            return OtherPlatform(name: "macOS", reason: "LSMinimumSystemVersion without UIDeviceFamily")
        }
        // A helper app committed beside an iOS project (a menu-bar tool, a script in a bundle) may
        // say no more than that it is an application. Every iOS app's Info.plist says it is one too,
        // with keys of its own: a built product has UIDeviceFamily and MinimumOSVersion, a source
        // file LSRequiresIPhoneOS or a UI… key from Xcode's template (PlatformFacts.md, "Telling an
        // iOS app's Info.plist from a Mac app's").
        if plist["CFBundlePackageType"] as? String == "APPL", !plist.keys.contains(where: isIOSKey) {
            return OtherPlatform(
                name: "macOS", reason: "CFBundlePackageType APPL without LSRequiresIPhoneOS, UIDeviceFamily or any UI… key")
        }
        return nil
    }

    /// A key only an iOS app's Info.plist holds: `LSRequiresIPhoneOS`, `MinimumOSVersion`, or one of
    /// UIKit's `UI…` keys (`UIDeviceFamily`, `UIApplicationSceneManifest`, `UILaunchScreen`, …).
    private static func isIOSKey(_ key: String) -> Bool {
        key == "LSRequiresIPhoneOS" || key == InfoPlistKey.minimumOSVersion || key.hasPrefix("UI")
    }

    /// Keys Xcode adds to every product's Info.plist and a source file does not hold.
    static let buildStampKeys = [InfoPlistKey.sdkName, InfoPlistKey.xcodeBuild, "DTPlatformName", "BuildMachineOSBuild"]
}

/// Typed reads from property-list values that record every type mismatch.
private struct PlistValueReader {
    var problems: [InfoPlist.Problem] = []

    mutating func sceneManifest(in plist: [String: Any]) -> SceneManifest? {
        let path = PlistKeyPath.sceneManifest
        guard let manifest = dictionary(plist, InfoPlistKey.sceneManifest, at: .init()) else { return nil }
        var result = SceneManifest(
            supportsMultipleScenes: bool(manifest, InfoPlistKey.supportsMultipleScenes, at: path)
        )
        guard let configurations = dictionary(manifest, InfoPlistKey.sceneConfigurations, at: path) else {
            return result
        }
        result.declaresConfigurations = true
        result.roles = configurations.keys.sorted().map { roleName in
            RoleConfigurations(roleName: roleName, entries: entries(configurations[roleName], roleName: roleName))
        }
        return result
    }

    private mutating func entries(_ value: Any?, roleName: String) -> [SceneConfigurationEntry] {
        let rolePath = PlistKeyPath.configurations(forRoleNamed: roleName)
        guard let array = value as? [Any] else {
            record(rolePath, expected: "an array", found: value)
            return []
        }
        return array.enumerated().compactMap { index, element in
            let entryPath = rolePath.appending(index: index)
            guard let entry = element as? [String: Any] else {
                record(entryPath, expected: "a dictionary", found: element)
                return nil
            }
            return SceneConfigurationEntry(
                keyPath: entryPath,
                name: string(entry, InfoPlistKey.configurationName, at: entryPath),
                sceneClassName: string(entry, InfoPlistKey.sceneClassName, at: entryPath),
                delegateClassName: string(entry, InfoPlistKey.delegateClassName, at: entryPath),
                storyboardName: string(entry, InfoPlistKey.storyboardName, at: entryPath)
            )
        }
    }

    mutating func string(_ dictionary: [String: Any], _ key: String, at parent: PlistKeyPath) -> String? {
        guard let value = dictionary[key] else { return nil }
        if let string = value as? String { return string }
        record(parent.appending(key: key), expected: "a string", found: value)
        return nil
    }

    /// A Boolean, or a number read as one (nonzero is true), as `CFBundle` and UIKit read them.
    mutating func bool(_ dictionary: [String: Any], _ key: String, at parent: PlistKeyPath) -> Bool? {
        guard let value = dictionary[key] else { return nil }
        if !(value is String), let number = value as? NSNumber { return number.boolValue }
        record(parent.appending(key: key), expected: "a Boolean", found: value)
        return nil
    }

    mutating func dictionary(_ dictionary: [String: Any], _ key: String, at parent: PlistKeyPath) -> [String: Any]? {
        guard let value = dictionary[key] else { return nil }
        if let nested = value as? [String: Any] { return nested }
        record(parent.appending(key: key), expected: "a dictionary", found: value)
        return nil
    }

    private mutating func record(_ keyPath: PlistKeyPath, expected: String, found value: Any?) {
        problems.append(InfoPlist.Problem(keyPath: keyPath, expected: expected, found: Self.kind(of: value)))
    }

    /// How a property-list value's type reads in a sentence.
    static func kind(of value: Any?) -> String {
        switch value {
        case nil: "nothing"
        case is String: "a string"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        case is Date: "a date"
        case is Data: "data"
        case let number as NSNumber: String(cString: number.objCType) == "c" ? "a Boolean" : "a number"
        default: "a value of another type"
        }
    }
}
