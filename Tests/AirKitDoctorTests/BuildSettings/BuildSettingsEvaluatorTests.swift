import AirKitConfiguration
import Foundation
import Testing

@testable import AirKitDoctor

@Suite("BuildSettingsEvaluator: layers, conditions and references")
struct BuildSettingsEvaluatorTests {
    private static let pbxproj = "/Projects/Banner/Banner.xcodeproj/project.pbxproj"
    private let device = BuildContext.iphoneos(configuration: "Debug")
    private let simulator = BuildContext(sdk: "iphonesimulator27.0", architecture: "arm64", configuration: "Debug")
    private let neutral = BuildContext(sdk: nil, architecture: nil, configuration: "Debug")

    /// A `buildSettings` dictionary; lines count up from `firstLine` in sorted key order.
    private func settings(_ values: [String: String], firstLine: Int = 10) -> SettingsLayer {
        var lines: [String: XcodeProject.BuildSetting] = [:]
        for (offset, key) in values.keys.sorted().enumerated() {
            lines[key] = XcodeProject.BuildSetting(values[key]!, line: firstLine + offset)
        }
        return SettingsLayer(buildSettings: lines, path: Self.pbxproj)
    }

    /// An `.xcconfig` layer read from a scratch file holding `text`.
    private func xcconfig(_ text: String) throws -> SettingsLayer {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        return SettingsLayer(xcconfigAt: try scratch.write("Config.xcconfig", text: text))
    }

    private func evaluator(
        _ layers: [SettingsLayer], _ context: BuildContext? = nil, builtIns: [String: String] = [:]
    ) -> BuildSettingsEvaluator {
        BuildSettingsEvaluator(layers: layers, context: context ?? device, builtIns: builtIns)
    }

    // MARK: Conditions and precedence

    @Test func conditionalKeyForTheDeviceSDKBeatsTheUnconditionalOne() throws {
        let target = settings(["GENERATION": "NO", "GENERATION[sdk=iphoneos*]": "YES"])
        let result = try #require(evaluator([target]).value(of: "GENERATION"))
        #expect(result.value == "YES")
        #expect(result.location == SourceLocation(path: Self.pbxproj, line: 11))
        #expect(evaluator([target]).isYes("GENERATION"))
    }

    @Test func simulatorOnlyKeyDoesNotApplyToADeviceBuild() {
        let target = settings(["GENERATION": "NO", "GENERATION[sdk=iphonesimulator*]": "YES"])
        #expect(evaluator([target]).value(of: "GENERATION")?.value == "NO")
        #expect(evaluator([target], simulator).value(of: "GENERATION")?.value == "YES")
    }

    @Test func keyWithMoreConditionsBeatsOneWithFewerInBuildSettings() {
        let target = settings(["K": "plain", "K[sdk=iphoneos*]": "sdk", "K[sdk=iphoneos*][arch=arm64]": "sdk and arch"])
        #expect(evaluator([target]).value(of: "K")?.value == "sdk and arch")
        let otherArchitecture = BuildContext(sdk: "iphoneos", architecture: "arm64e", configuration: "Debug")
        #expect(evaluator([target], otherArchitecture).value(of: "K")?.value == "sdk")
    }

    @Test func configurationConditionPicksTheConfiguration() {
        let target = settings(["K[config=Debug]": "debug", "K[config=Release]": "release"])
        #expect(evaluator([target]).value(of: "K")?.value == "debug")
        #expect(evaluator([target], .iphoneos(configuration: "Release")).value(of: "K")?.value == "release")
        #expect(evaluator([target], .iphoneos(configuration: "Profile")).value(of: "K") == nil)
    }

    @Test func neutralContextSkipsEverySDKCondition() {
        let project = settings(["SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator"])
        let target = settings(["SUPPORTED_PLATFORMS[sdk=iphoneos*]": "iphoneos", "SDKROOT[arch=arm64]": "macosx"])
        let settings = evaluator([project, target], neutral)
        #expect(settings.value(of: "SDKROOT")?.value == "iphoneos")
        #expect(settings.value(of: "SUPPORTED_PLATFORMS")?.value == "iphoneos iphonesimulator")
    }

    @Test func laterXCConfigLineBeatsAnEarlierOneWhateverItsConditions() throws {
        let conditionalFirst = try xcconfig("K[sdk=iphoneos*] = YES\nK = NO")
        #expect(evaluator([conditionalFirst]).value(of: "K")?.value == "NO")
        let conditionalLast = try xcconfig("K = NO\nK[sdk=iphoneos*] = YES")
        #expect(evaluator([conditionalLast]).value(of: "K")?.value == "YES")
        #expect(evaluator([conditionalLast], simulator).value(of: "K")?.value == "NO")
    }

    // MARK: Layers and $(inherited)

    @Test func inheritedTakesTheValueFromTheProjectLevel() {
        let project = settings(["FLAGS": "-DPROJECT"])
        let target = settings(["FLAGS": "$(inherited) -DTARGET"])
        #expect(evaluator([project, target]).value(of: "FLAGS")?.value == "-DPROJECT -DTARGET")
    }

    @Test func inheritedInBracesWorksToo() {
        let project = settings(["FLAGS": "-DPROJECT"])
        let target = settings(["FLAGS": "${inherited} -DTARGET"])
        #expect(evaluator([project, target]).value(of: "FLAGS")?.value == "-DPROJECT -DTARGET")
    }

    @Test func inheritedWithNothingBelowIsEmpty() throws {
        let result = try #require(evaluator([settings(["FLAGS": "$(inherited) -DTARGET"])]).value(of: "FLAGS"))
        #expect(result.value == "-DTARGET")
        #expect(result.unresolvedReferences.isEmpty)
    }

    @Test func inheritedSkipsAssignmentsWhoseConditionsFail() {
        let project = settings(["FLAGS": "-DALL", "FLAGS[sdk=iphonesimulator*]": "-DSIM"])
        let target = settings(["FLAGS": "$(inherited) -DTARGET"])
        #expect(evaluator([project, target]).value(of: "FLAGS")?.value == "-DALL -DTARGET")
        #expect(evaluator([project, target], simulator).value(of: "FLAGS")?.value == "-DSIM -DTARGET")
    }

    @Test func targetXCConfigSitsBetweenProjectAndTargetSettings() throws {
        let layers = [
            try xcconfig("K = 1"), settings(["K": "$(inherited) 2"]), try xcconfig("K = $(inherited) 3"),
            settings(["K": "$(inherited) 4"]),
        ]
        #expect(evaluator(layers).value(of: "K")?.value == "1 2 3 4")
        let withoutTargetSettings = [settings(["K": "project"]), try xcconfig("K = target xcconfig")]
        #expect(evaluator(withoutTargetSettings).value(of: "K")?.value == "target xcconfig")
    }

    @Test func projectXCConfigIsTheLowestLayer() throws {
        let layers = [try xcconfig("K = from xcconfig"), settings(["K": "from project"])]
        #expect(evaluator(layers).value(of: "K")?.value == "from project")
    }

    @Test func inheritedInAnXCConfigChainsItsEarlierLines() throws {
        let layer = try xcconfig("FLAGS = -a\nFLAGS[sdk=iphonesimulator*] = -sim\nFLAGS = $(inherited) -b")
        #expect(evaluator([layer]).value(of: "FLAGS")?.value == "-a -b")
        #expect(evaluator([layer], simulator).value(of: "FLAGS")?.value == "-sim -b")
    }

    @Test func settingNamingItselfAppendsLikeInherited() {
        let project = settings(["FLAGS": "-a"])
        let target = settings(["FLAGS": "$(FLAGS) -v"])
        #expect(evaluator([project, target]).value(of: "FLAGS")?.value == "-a -v")
    }

    @Test func includedFilesLayerLikeTheirLinesInPlace() throws {
        let layer = SettingsLayer(xcconfigAt: try TestFiles.fixture("XCConfig/Target.xcconfig"))
        #expect(layer.problems.isEmpty)
        let deviceSettings = evaluator([layer])
        #expect(deviceSettings.value(of: "OTHER_SWIFT_FLAGS")?.value == "-DBASE -DPROJECT")
        #expect(deviceSettings.value(of: "SWIFT_VERSION")?.value == "6.0")
        #expect(deviceSettings.isYes("INFOPLIST_KEY_UIApplicationSceneManifest_Generation"))
        #expect(!evaluator([layer], simulator).isYes("INFOPLIST_KEY_UIApplicationSceneManifest_Generation"))
        #expect(!evaluator([layer], neutral).isYes("INFOPLIST_KEY_UIApplicationSceneManifest_Generation"))
        let location = try #require(deviceSettings.value(of: "INFOPLIST_KEY_UIApplicationSceneManifest_Generation")?.location)
        #expect(location.path.hasSuffix("XCConfig/Target.xcconfig"))
        #expect(location.line == 5)
    }

    // MARK: References

    @Test func referenceUsesTheFullyEvaluatedValueOfTheOtherSetting() {
        let project = settings(["BASE": "x"])
        let target = settings(["BASE": "$(inherited)y", "DERIVED": "$(BASE)-z"])
        let result = evaluator([project, target]).value(of: "DERIVED")
        #expect(result?.value == "xy-z")
        #expect(result?.location == SourceLocation(path: Self.pbxproj, line: 11))
    }

    @Test func productModuleNameDerivesFromTheTargetNameByDefault() throws {
        let builtIns = BuildSettingsEvaluator.standardBuiltIns(
            targetName: "My App", projectName: "Banner", sourceRoot: "/Projects/Banner", context: device)
        let defaults = evaluator([], builtIns: builtIns)
        let module = try #require(defaults.value(of: "PRODUCT_MODULE_NAME"))
        #expect(module.value == "My_App")
        #expect(module.location == nil)
        let renamed = evaluator([settings(["PRODUCT_NAME": "Banner TV"])], builtIns: builtIns)
        #expect(renamed.value(of: "PRODUCT_MODULE_NAME")?.value == "Banner_TV")
        #expect(renamed.value(of: "EXECUTABLE_NAME")?.value == "Banner TV")
    }

    @Test func standardBuiltInsDescribeThePlatformOnlyWhenThereIsAnSDK() {
        let versioned = BuildContext(sdk: "iphoneos27.0", architecture: "arm64", configuration: "Release")
        let builtIns = BuildSettingsEvaluator.standardBuiltIns(
            targetName: "App", projectName: "Banner", sourceRoot: "/P", context: versioned)
        #expect(builtIns["SDK_NAME"] == "iphoneos27.0")
        #expect(builtIns["PLATFORM_NAME"] == "iphoneos")
        #expect(builtIns["EFFECTIVE_PLATFORM_NAME"] == "-iphoneos")
        #expect(builtIns["CONFIGURATION"] == "Release")
        #expect(builtIns["CURRENT_ARCH"] == "arm64")
        let neutralBuiltIns = BuildSettingsEvaluator.standardBuiltIns(
            targetName: "App", projectName: "Banner", sourceRoot: "/P", context: neutral)
        #expect(neutralBuiltIns["PLATFORM_NAME"] == nil)
        #expect(neutralBuiltIns["SDK_NAME"] == nil)
    }

    @Test func settingsOverrideBuiltIns() {
        let layers = [settings(["SRCROOT": "/elsewhere", "PATH_IN_SOURCES": "$(SRCROOT)/Info.plist"])]
        #expect(
            evaluator(layers, builtIns: ["SRCROOT": "/Projects/Banner"]).value(of: "PATH_IN_SOURCES")?.value
                == "/elsewhere/Info.plist")
    }

    @Test func unsetSettingIsNil() {
        #expect(evaluator([settings(["A": "1"])], builtIns: ["B": "2"]).value(of: "C") == nil)
    }

    @Test func referenceNobodyDefinesStaysAsWrittenAndIsListed() throws {
        let result = try #require(evaluator([settings(["K": "$(NOBODY)/x ${NOBODY} $(ALSO_NOBODY)"])]).value(of: "K"))
        #expect(result.value == "$(NOBODY)/x ${NOBODY} $(ALSO_NOBODY)")
        #expect(result.unresolvedReferences == ["NOBODY", "ALSO_NOBODY"])
        #expect(!result.dependsOnBuildTime)
        #expect(!result.isFullyResolved)
    }

    @Test func derivedFileDirMakesTheValueBuildTimeOnly() throws {
        let target = settings(["INFOPLIST_FILE": "$(DERIVED_FILE_DIR)/Info.plist"])
        let result = try #require(evaluator([target]).value(of: "INFOPLIST_FILE"))
        #expect(result.value == "$(DERIVED_FILE_DIR)/Info.plist")
        #expect(result.unresolvedReferences == ["DERIVED_FILE_DIR"])
        #expect(result.dependsOnBuildTime)
    }

    @Test func buildTimeReferenceReachedThroughAnotherSettingIsReported() throws {
        let target = settings(["PLIST": "$(GENERATED)/Info.plist", "GENERATED": "${BUILT_PRODUCTS_DIR}/Generated"])
        let result = try #require(evaluator([target]).value(of: "PLIST"))
        #expect(result.value == "${BUILT_PRODUCTS_DIR}/Generated/Info.plist")
        #expect(result.unresolvedReferences == ["BUILT_PRODUCTS_DIR"])
        #expect(result.dependsOnBuildTime)
    }

    @Test func buildFolderDefinedInTheProjectResolves() throws {
        let target = settings(["PLIST": "$(CONFIGURATION_BUILD_DIR)/Info.plist", "CONFIGURATION_BUILD_DIR": "/tmp/out"])
        let result = try #require(evaluator([target]).value(of: "PLIST"))
        #expect(result.value == "/tmp/out/Info.plist")
        #expect(!result.dependsOnBuildTime)
    }

    @Test func referenceCycleEnds() throws {
        let result = try #require(evaluator([settings(["A": "a$(B)", "B": "b$(A)"])]).value(of: "A"))
        #expect(result.value == "ab")
    }

    @Test func runawayGrowthIsBounded() throws {
        var values = ["V0": "0123456789"]
        for level in 1...60 { values["V\(level)"] = "$(V\(level - 1))$(V\(level - 1))" }
        let clock = ContinuousClock()
        let start = clock.now
        let result = try #require(evaluator([settings(values)]).value(of: "V60"))
        #expect(result.value.utf8.count <= BuildSettingsEvaluator.maximumLength)
        #expect(clock.now - start < .seconds(10))
    }

    @Test func manyUnclosedReferencesEndQuickly() throws {
        let value = String(repeating: "$(", count: 200_000)
        let clock = ContinuousClock()
        let start = clock.now
        let result = try #require(evaluator([settings(["K": value])]).value(of: "K"))
        #expect(result.value.utf8.count <= BuildSettingsEvaluator.maximumLength)
        #expect(clock.now - start < .seconds(10))
    }

    @Test func deeplyNestedReferencesEndWithoutExhaustingTheStack() throws {
        let nestedNames = String(repeating: "$(A_", count: 10_000) + String(repeating: ")", count: 10_000)
        let nestedDefaults = String(repeating: "$(U:default=", count: 4_000) + "x" + String(repeating: ")", count: 4_000)
        let settings = evaluator([settings(["NAMES": nestedNames, "DEFAULTS": nestedDefaults])])
        let names = try #require(settings.value(of: "NAMES"))
        #expect(names.unresolvedReferences.contains("NAMES"))
        let defaults = try #require(settings.value(of: "DEFAULTS"))
        #expect(defaults.unresolvedReferences.contains("DEFAULTS"))
        #expect(defaults.value.utf8.count <= BuildSettingsEvaluator.maximumLength)
    }

    @Test func nestedDefaultsWithinTheBoundAreExpanded() {
        let nested = String(repeating: "$(U:default=", count: 20) + "x" + String(repeating: ")", count: 20)
        let result = evaluator([settings(["K": nested])]).value(of: "K")
        #expect(result?.value == "x")
        #expect(result?.isFullyResolved == true)
    }

    @Test func manyReferencesToALongValueEndQuickly() throws {
        let long = String(repeating: "x", count: 60_000) + "/short"
        let many = String(repeating: "$(LONG:file)", count: 20_000)
        let clock = ContinuousClock()
        let start = clock.now
        let result = try #require(evaluator([settings(["LONG": long, "MANY": many])]).value(of: "MANY"))
        #expect(result.value.hasPrefix("shortshort"))
        #expect(clock.now - start < .seconds(10))
    }

    @Test func deepReferenceChainIsBounded() throws {
        var values = ["V0": "end"]
        for level in 1...500 { values["V\(level)"] = "$(V\(level - 1))" }
        let result = try #require(evaluator([settings(values)]).value(of: "V500"))
        #expect(result.value.hasPrefix("$(V"))
        #expect(!result.isFullyResolved)
    }

    @Test func modifiersTransformTheReferencedValue() {
        let target = settings([
            "NAME": "My App-2", "PATH": "/a/b/Info.plist",
            "LOWER": "$(NAME:lower)", "UPPER": "$(NAME:upper)", "C99": "$(NAME:c99extidentifier)",
            "RFC": "$(NAME:rfc1034identifier)", "FILE": "$(PATH:file)", "BASE": "$(PATH:base)", "DIR": "$(PATH:dir)",
            "SUFFIX": "$(PATH:suffix)", "DEFAULTED": "$(UNSET:default=fallback)", "KEPT": "$(NAME:default=fallback)",
            "CHAINED": "$(NAME:c99extidentifier:lower)", "UNKNOWN": "$(NAME:frobnicate)",
        ])
        let settings = evaluator([target])
        let expected = [
            "LOWER": "my app-2", "UPPER": "MY APP-2", "C99": "My_App_2", "RFC": "My-App-2", "FILE": "Info.plist",
            "BASE": "Info", "DIR": "/a/b", "SUFFIX": ".plist", "DEFAULTED": "fallback", "KEPT": "My App-2",
            "CHAINED": "my_app_2", "UNKNOWN": "My App-2",
        ]
        for (name, value) in expected {
            #expect(settings.value(of: name)?.value == value, "\(name)")
        }
        #expect(settings.value(of: "DEFAULTED")?.isFullyResolved == true)
    }

    @Test func nestedReferenceBuildsTheNameFirst() {
        let target = settings(["NAME_Debug": "debug name", "NAME": "$(NAME_$(CONFIGURATION))"])
        #expect(evaluator([target], builtIns: ["CONFIGURATION": "Debug"]).value(of: "NAME")?.value == "debug name")
    }

    @Test func doubleDollarIsALiteralDollarAndTheOldBareFormIsRead() {
        let target = settings(["PRICE": "$$(NOT_A_REFERENCE) $5", "OLD": "$SRCROOT/x"])
        let settings = evaluator([target], builtIns: ["SRCROOT": "/root"])
        #expect(settings.value(of: "PRICE")?.value == "$(NOT_A_REFERENCE) $5")
        #expect(settings.value(of: "OLD")?.value == "/root/x")
    }

    @Test func unclosedReferenceIsLiteralText() {
        let result = evaluator([settings(["K": "$(UNCLOSED and ${ALSO"])]).value(of: "K")
        #expect(result?.value == "$(UNCLOSED and ${ALSO")
        #expect(result?.unresolvedReferences == [])
    }

    // MARK: Booleans and layers

    @Test(
        "Booleans read as Xcode reads them",
        arguments: [
            ("YES", true), ("yes", true), ("true", true), ("1", true), ("NO", false), ("no", false), ("0", false),
            ("", false), ("$(UNSET)", false),
        ])
    func booleanReadsLikeXcode(value: String, expected: Bool) {
        #expect(evaluator([settings(["FLAG": value])]).isYes("FLAG") == expected)
    }

    @Test func unsetBooleanIsOff() {
        #expect(!evaluator([]).isYes("GENERATE_INFOPLIST_FILE"))
    }

    @Test func buildSettingsLayerJoinsListsAndKeepsLines() {
        let layer = SettingsLayer(
            buildSettings: [
                "OTHER_LDFLAGS": XcodeProject.BuildSetting(values: ["$(inherited)", "-ObjC"], line: 40),
                "A[sdk=iphoneos*]": XcodeProject.BuildSetting("2", line: 30), "A": XcodeProject.BuildSetting("1", line: 31),
            ],
            path: Self.pbxproj)
        #expect(layer.assignments.map(\.key) == ["A", "A[sdk=iphoneos*]", "OTHER_LDFLAGS"])
        #expect(layer.assignments.last?.value == "$(inherited) -ObjC")
        #expect(layer.assignments.first?.location == SourceLocation(path: Self.pbxproj, line: 31))
        #expect(layer.problems.isEmpty)
    }

    @Test func malformedBuildSettingsKeyIsAProblemAndNeverApplies() {
        let layer = SettingsLayer(buildSettings: ["K[sdk=iphoneos*": XcodeProject.BuildSetting("x", line: 7)], path: Self.pbxproj)
        #expect(layer.problems == ["\(Self.pbxproj):7: malformed build setting name \"K[sdk=iphoneos*\""])
        #expect(evaluator([layer]).value(of: "K") == nil)
    }

    @Test func unreadableXCConfigGivesAnEmptyLayerWithItsProblem() {
        let layer = SettingsLayer(xcconfigAt: "/nonexistent/Target.xcconfig")
        #expect(layer.assignments.isEmpty)
        #expect(layer.problems == ["/nonexistent/Target.xcconfig: no such file or directory"])
    }
}
