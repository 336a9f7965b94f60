import Testing

@testable import AirKitDoctor

@Suite("BuildContext: which conditional keys apply to a build")
struct BuildContextTests {
    private let device = BuildContext(sdk: "iphoneos", architecture: "arm64", configuration: "Debug")
    private let versionedDevice = BuildContext(sdk: "iphoneos27.0", architecture: "arm64", configuration: "Release")
    private let simulator = BuildContext(sdk: "iphonesimulator27.0", architecture: "arm64", configuration: "Debug")
    private let television = BuildContext(sdk: "appletvos", architecture: "arm64", configuration: "Debug")
    private let neutral = BuildContext(sdk: nil, architecture: nil, configuration: "Debug")

    private func applies(_ key: String, to context: BuildContext) throws -> Bool {
        context.matches(try #require(SettingKey(key)).conditions)
    }

    @Test func unconditionalKeyAppliesToEveryBuild() throws {
        for context in [device, versionedDevice, simulator, television, neutral] {
            #expect(try applies("KEY", to: context))
        }
    }

    @Test func deviceGlobMatchesTheDeviceSDKWithOrWithoutAVersion() throws {
        for pattern in ["iphoneos*", "iphone*", "*"] {
            #expect(try applies("KEY[sdk=\(pattern)]", to: device), "\(pattern)")
            #expect(try applies("KEY[sdk=\(pattern)]", to: versionedDevice), "\(pattern)")
        }
        #expect(try applies("KEY[sdk=iphoneos27*]", to: versionedDevice))
        #expect(try !applies("KEY[sdk=iphoneos26*]", to: versionedDevice))
    }

    @Test func exactSDKPatternMatchesOnlyTheSameName() throws {
        #expect(try applies("KEY[sdk=iphoneos]", to: device))
        #expect(try !applies("KEY[sdk=iphoneos]", to: versionedDevice))
        #expect(try applies("KEY[sdk=iphoneos27.0]", to: versionedDevice))
    }

    @Test func simulatorOnlyKeyDoesNotApplyToADeviceBuild() throws {
        for key in ["KEY[sdk=*simulator*]", "KEY[sdk=iphonesimulator*]", "KEY[sdk=iphonesimulator*][arch=arm64]"] {
            #expect(try !applies(key, to: device), "\(key)")
            #expect(try applies(key, to: simulator), "\(key)")
        }
    }

    @Test func deviceOnlyKeyDoesNotApplyToTheSimulator() throws {
        #expect(try !applies("KEY[sdk=iphoneos*]", to: simulator))
        #expect(try applies("KEY[sdk=iphone*]", to: simulator))
    }

    @Test func otherPlatformsMatchTheirOwnSDKs() throws {
        #expect(try applies("KEY[sdk=appletvos*]", to: television))
        #expect(try !applies("KEY[sdk=iphoneos*]", to: television))
        #expect(try !applies("KEY[sdk=appletvos*]", to: device))
    }

    @Test func sdkConditionNeverMatchesWithoutAnSDKExceptTheStarPattern() throws {
        #expect(try !applies("KEY[sdk=iphoneos*]", to: neutral))
        #expect(try !applies("KEY[sdk=*simulator*]", to: neutral))
        #expect(try applies("KEY[sdk=*]", to: neutral))
    }

    @Test func architectureAndConfigurationMustMatch() throws {
        #expect(try applies("KEY[arch=arm64]", to: device))
        #expect(try applies("KEY[arch=arm*]", to: device))
        #expect(try !applies("KEY[arch=x86_64]", to: device))
        #expect(try !applies("KEY[arch=arm64]", to: neutral))
        #expect(try applies("KEY[config=Debug]", to: device))
        #expect(try !applies("KEY[config=Release]", to: device))
        #expect(try !applies("KEY[config=debug]", to: device))
    }

    @Test func everyConditionMustHoldInBothForms() throws {
        #expect(try applies("KEY[sdk=iphoneos*][arch=arm64]", to: device))
        #expect(try !applies("KEY[sdk=iphoneos*][arch=x86_64]", to: device))
        #expect(try applies("KEY[sdk=iphoneos*,arch=arm64]", to: device))
        #expect(try !applies("KEY[sdk=iphoneos*,arch=x86_64]", to: device))
        #expect(try !applies("KEY[sdk=iphoneos*][config=Release]", to: device))
    }

    @Test func unknownConditionKindsMatchOnlyTheStarPattern() throws {
        #expect(try !applies("KEY[variant=normal]", to: device))
        #expect(try !applies("KEY[sdk=iphoneos*][variant=normal]", to: device))
        #expect(try applies("KEY[variant=*]", to: device))
    }

    @Test func platformNameDropsTheSDKVersion() {
        #expect(versionedDevice.platformName == "iphoneos")
        #expect(simulator.platformName == "iphonesimulator")
        #expect(device.platformName == "iphoneos")
        #expect(neutral.platformName == nil)
    }

    @Test(
        "Malformed keys are refused",
        arguments: ["", "1KEY", "KEY[", "KEY[sdk]", "KEY[=x]", "KEY[sdk=x]junk", "[sdk=x]", "KEY]"])
    func malformedKeyIsRefused(key: String) {
        #expect(SettingKey(key) == nil)
    }
}
