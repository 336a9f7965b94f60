import AirKitConfiguration
import Foundation
import Testing

@testable import AirKitDoctor

/// Shapes of whole checkouts (the folder a user or a CI job has) where the doctor gave a wrong
/// error, stopped, or could not say why it could not tell.
@Suite("The doctor on whole checkouts")
struct WholeCheckoutTests {
    private static func plist(_ entries: String) -> String { ShapeTests.plist(entries) }

    private static func doctor(in scratch: ScratchFolder, at folder: String = "") -> Doctor {
        Doctor(paths: PathDisplay(currentDirectory: folder.isEmpty ? scratch.path : scratch.path + "/" + folder))
    }

    /// Every format's output, and the error lines the CLI would print.
    private static func outputs(_ report: DoctorReport, _ doctor: Doctor) -> [String] {
        ReportFormat.allCases.map { $0.render(report, paths: doctor.paths, useColor: false, width: 100) }
            + [report.errors.map(\.description).joined(separator: "\n")]
    }

    // MARK: A committed macOS helper app

    @Test("a committed macOS .app whose executable is a script is skipped as macOS, and its executable is not read")
    func macHelperWithScriptExecutable() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write(
            "Tools/Uploader.app/Contents/Info.plist",
            text: Self.plist(
                "<key>CFBundleExecutable</key><string>run.sh</string><key>CFBundleName</key><string>Uploader</string>"
                    + "<key>CFBundlePackageType</key><string>APPL</string>"
                    + "<key>LSMinimumSystemVersion</key><string>12.0</string>"))
        try scratch.write("Tools/Uploader.app/Contents/MacOS/run.sh", text: "#!/bin/sh\nexec python3 upload.py\n")
        let report = Self.doctor(in: scratch).examine(".")
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.apps.isEmpty)
        #expect(report.skippedTargets.map(\.platform) == ["macOS"])
        #expect(report.exitStatus == .clean)
    }

    @Test("an executable of a skipped bundle that cannot be read is not an error; one of an iOS bundle still is")
    func unreadableExecutableOfAnIOSBundle() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.appBundle("Banner.app", infoPlist: "Built-Healthy.plist", executable: Data("#!/bin/sh\n".utf8))
        let report = Self.doctor(in: scratch).examine("Banner.app")
        #expect(report.errors.map(\.path) == ["Banner.app/Banner"])
    }

    @Test(
        "a plist with CFBundlePackageType APPL and nothing of iOS is a Mac app: skipped, no AK021",
        arguments: [
            // A menu-bar helper: APPL, LSUIElement and a usage description, nothing of iOS.
            "<key>CFBundlePackageType</key><string>APPL</string><key>LSUIElement</key><true/>"
                + "<key>NSScreenCaptureUsageDescription</key><string>Capture</string>",
            "<key>CFBundlePackageType</key><string>APPL</string>",
        ])
    func packageTypeAloneIsMacOS(keys: String) throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write(
            "Recorder.app/Contents/Info.plist",
            text: Self.plist(
                "<key>CFBundleExecutable</key><string>Recorder</string><key>CFBundleName</key><string>Recorder</string>" + keys))
        let report = Self.doctor(in: scratch).examine(".")
        #expect(report.apps.isEmpty, "\(report.apps.map(\.diagnosis.findings))")
        #expect(report.skippedTargets.map(\.platform) == ["macOS"])
        #expect(report.exitStatus == .clean)
        let alone = Self.doctor(in: scratch).examine("Recorder.app/Contents/Info.plist")
        #expect(alone.apps.isEmpty)
        #expect(alone.skippedTargets.first?.reason.contains("CFBundlePackageType APPL") == true)
    }

    @Test("APPL beside any key of iOS, or a package type left to the build, is still an iOS app")
    func packageTypeWithAnIOSKey() {
        for dictionary: [String: Any] in [
            ["CFBundlePackageType": "APPL", "LSRequiresIPhoneOS": true],
            ["CFBundlePackageType": "APPL", "UILaunchScreen": [String: Any]()],
            ["CFBundlePackageType": "APPL", "UIDeviceFamily": [1, 2]],
            ["CFBundlePackageType": "APPL", "MinimumOSVersion": "17.0"],
            ["CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)"],
        ] {
            #expect(InfoPlist(dictionary: dictionary).otherPlatform == nil, "\(dictionary)")
        }
    }

    // MARK: Engine code vendored into the project

    /// A Unity export from before UnityFramework: the app target compiles Unity's trampoline
    /// (`Classes/`), whose `DisplayManager.mm` observes screens for every game.
    private static func unityExport(in scratch: ScratchFolder, at folder: String = "") throws {
        let root = folder.isEmpty ? "" : folder + "/"
        var project = MiniProject(targetName: "Unity-iPhone")
        project.synchronizedFolderPath = "Classes"
        project.targetSettings = ["INFOPLIST_FILE": "Info.plist"]
        try scratch.write(root + "Unity-iPhone.xcodeproj/project.pbxproj", text: project.text)
        try scratch.write(root + "Info.plist", text: plist("<key>LSRequiresIPhoneOS</key><true/>"))
        try scratch.write(root + "Classes/UnityAppController.mm", text: "#import <UIKit/UIKit.h>\n")
        try scratch.write(
            root + "Classes/Unity/DisplayManager.mm",
            text: """
                #import <UIKit/UIKit.h>

                @implementation DisplayManager
                - (instancetype)init
                {
                    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(screenDidConnect:) name:UIScreenDidConnectNotification object:nil];
                    return self;
                }
                @end

                """)
    }

    @Test("Unity's engine code is a library's: a game that never activates a display has no intent, and no AK001 or AK002")
    func unityEngineCodeIsNotTheGamesIntent() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try Self.unityExport(in: scratch)
        let doctor = Self.doctor(in: scratch)
        let report = doctor.examine(".")
        let app = try #require(report.apps.first)
        #expect(!app.diagnosis.intent.isPresent, "\(app.diagnosis.intent.signals)")
        #expect(!app.diagnosis.findings.contains { $0.id == .sdk27WithoutSceneAccessory || $0.id == .missingExternalRole })
        let library = try #require(app.diagnosis.intent.librarySignals.first)
        #expect(library.library == "Unity")
        #expect(library.location?.path == "Classes/Unity/DisplayManager.mm")
        let text = ReportFormat.text.render(report, paths: doctor.paths, useColor: false, width: 200)
        #expect(text.contains("a library's (Unity), not the app's"), "\(text)")
    }

    @Test(
        "A Unity game's intent is Display.displays[i].Activate, in the IL2CPP output or in its C# scripts",
        arguments: ["il2cpp", "csharp"])
    func unityDisplayActivation(place: String) throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let export = place == "csharp" ? "Builds/iOS" : ""
        try Self.unityExport(in: scratch, at: export)
        if place == "il2cpp" {
            try scratch.write(
                "Classes/Native/Assembly-CSharp.cpp",
                text: """
                    // System.Void UnityEngine.Display::Activate()
                    IL2CPP_EXTERN_C IL2CPP_METHOD_ATTR void Display_Activate_m3A4B (Display_t1A2B* __this, const RuntimeMethod* method) ;
                    // System.Void SecondScreen::Start()
                    IL2CPP_EXTERN_C IL2CPP_METHOD_ATTR void SecondScreen_Start_m9C8D (SecondScreen_t5E6F* __this, const RuntimeMethod* method)
                    {
                    \t{
                    \t\tDisplay_Activate_m3A4B(L_2, NULL);
                    \t}
                    }

                    """)
            // The engine's own module defines the method for every game that keeps it: not the game's call.
            try scratch.write(
                "Classes/Native/UnityEngine.CoreModule.cpp",
                text:
                    "IL2CPP_EXTERN_C IL2CPP_METHOD_ATTR void Display_Activate_m3A4B (Display_t1A2B* __this, const RuntimeMethod* method)\n{\n}\n"
            )
        } else {
            try scratch.write("ProjectSettings/ProjectVersion.txt", text: "m_EditorVersion: 2022.3.10f1\n")
            try scratch.write(
                "Assets/Scripts/SecondScreen.cs",
                text: "using UnityEngine;\n\npublic class SecondScreen : MonoBehaviour\n{\n    void Start()\n    {\n"
                    + "        if (Display.displays.Length > 1)\n            Display.displays[1].Activate();\n    }\n}\n")
        }
        let report = Self.doctor(in: scratch).examine(".")
        let app = try #require(report.apps.first)
        let signal = try #require(app.diagnosis.intent.signals.first, "\(app.diagnosis.intent)")
        #expect(signal.description.contains("Display.Activate"), "\(signal.description)")
        let expected =
            place == "csharp"
            ? SourceLocation(path: "Assets/Scripts/SecondScreen.cs", line: 8)
            : SourceLocation(path: "Classes/Native/Assembly-CSharp.cpp", line: 7)
        #expect(signal.location == expected)
    }

    // MARK: A hidden folder the target compiles

    @Test("a hidden synchronized folder is named where the doctor cannot tell, with how to get a verdict")
    func hiddenSynchronizedFolderIsNamed() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var project = MiniProject()
        project.synchronizedFolderPath = ".github"
        project.targetSettings = ["INFOPLIST_FILE": "Info.plist"]
        try scratch.write("App.xcodeproj/project.pbxproj", text: project.text)
        try scratch.write("Info.plist", TestFiles.data("InfoPlist/Source-AirKit.plist"))
        try scratch.write(".github/copilot-instructions.md", text: "Use Swift 6.\n")
        let doctor = Self.doctor(in: scratch)
        let report = doctor.examine(".")
        let app = try #require(report.apps.first)
        let verdict = try #require(app.diagnosis.verdict(for: .iOS27BuiltWithSDK27))
        #expect(verdict.outcome == .undetermined)
        #expect(verdict.reason.contains("the folder .github the target compiles is hidden"), "\(verdict.reason)")
        #expect(verdict.reason.contains("Target Membership"), "says how to get a verdict: \(verdict.reason)")
        let text = ReportFormat.text.render(report, paths: doctor.paths, useColor: false, width: 200)
        #expect(text.contains(".github"), "\(text)")
    }

    // MARK: UIRequiresFullScreen in a generated Info.plist

    @Test("AK017 notes INFOPLIST_KEY_UIRequiresFullScreen = YES where Xcode generates the Info.plist, and not NO")
    func fullScreenBuildSetting() throws {
        for (value, expected) in [("YES", 1), ("NO", 0)] {
            let scratch = try ScratchFolder()
            defer { scratch.remove() }
            var project = MiniProject()
            // The hand-written Info.plist declares the external role, so the app means to use a display.
            project.targetSettings = [
                "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "Info.plist", "INFOPLIST_KEY_UIRequiresFullScreen": value,
            ]
            try scratch.write("App.xcodeproj/project.pbxproj", text: project.text)
            try scratch.write("Info.plist", TestFiles.data("InfoPlist/Source-AirKit.plist"))
            let app = try #require(Self.doctor(in: scratch).examine(".").apps.first)
            let findings = app.diagnosis.findings.filter { $0.id == .requiresFullScreen }
            #expect(findings.count == expected, "\(value): \(app.diagnosis.findings.map(\.id))")
            #expect(findings.allSatisfy { $0.location.path == "App.xcodeproj/project.pbxproj" && $0.location.line == 12 })
            #expect(findings.allSatisfy { $0.message.contains("INFOPLIST_KEY_UIRequiresFullScreen = YES") })
        }
    }

    @Test("INFOPLIST_KEY_UIRequiresFullScreen does nothing where Xcode does not generate the Info.plist")
    func fullScreenSettingWithoutGeneration() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var project = MiniProject()
        project.targetSettings = ["INFOPLIST_FILE": "Info.plist", "INFOPLIST_KEY_UIRequiresFullScreen": "YES"]
        try scratch.write("App.xcodeproj/project.pbxproj", text: project.text)
        try scratch.write("Info.plist", TestFiles.data("InfoPlist/Source-AirKit.plist"))
        let app = try #require(Self.doctor(in: scratch).examine(".").apps.first)
        #expect(!app.diagnosis.findings.contains { $0.id == .requiresFullScreen })
    }

    // MARK: Paths outside the folder

    @Test("an optional #include? above the folder is printed as the project wrote it, marked not read")
    func optionalIncludeAboveTheFolder() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("Shared/Signing.xcconfig", text: "DEVELOPMENT_TEAM = ABCDE12345\n")
        var project = MiniProject()
        project.targetSettings = ["GENERATE_INFOPLIST_FILE": "YES"]
        try scratch.write("Project/App.xcodeproj/project.pbxproj", text: Self.basing(project, on: "App.xcconfig"))
        try scratch.write("Project/App.xcconfig", text: "#include? \"../Shared/Signing.xcconfig\"\nSWIFT_VERSION = 6.0\n")
        let doctor = Self.doctor(in: scratch, at: "Project")
        let report = doctor.examine(".")
        let outputs = Self.outputs(report, doctor)
        for output in outputs {
            #expect(!output.contains(scratch.path + "/Shared"), "the include was printed resolved: \(output)")
        }
        let text = outputs[ReportFormat.allCases.firstIndex(of: .text) ?? 0]
        #expect(text.contains("\"../Shared/Signing.xcconfig\": outside the project folder, so not read"), "\(text)")
    }

    @Test("a base .xcconfig above the folder is named relative to the project, marked not read, never by its place")
    func baseConfigurationAboveTheFolder() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("Shared/Base.xcconfig", text: "SWIFT_VERSION = 6.0\n")
        var project = MiniProject()
        project.targetSettings = ["GENERATE_INFOPLIST_FILE": "YES"]
        try scratch.write("Project/App.xcodeproj/project.pbxproj", text: Self.basing(project, on: "../Shared/Base.xcconfig"))
        let doctor = Self.doctor(in: scratch, at: "Project")
        let report = doctor.examine(".")
        for output in Self.outputs(report, doctor) {
            #expect(!output.contains(scratch.path + "/Shared"), "the base configuration was printed by its place: \(output)")
        }
        let input = try #require(report.apps.first?.inputs.first { $0.kind == .xcconfig })
        #expect(input.path == "../Shared/Base.xcconfig")
        #expect(input.detail?.contains("outside the project folder, so not read") == true, "\(input.detail ?? "")")
    }

    @Test("an Info.plist named above the folder is printed as the project wrote it, marked not read")
    func infoPlistAboveTheFolder() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("Outside/Info.plist", TestFiles.data("InfoPlist/Source-AirKit.plist"))
        var project = MiniProject()
        project.targetSettings = ["INFOPLIST_FILE": "$(SRCROOT)/../Outside/Info.plist"]
        try scratch.write("Project/App.xcodeproj/project.pbxproj", text: project.text)
        let doctor = Self.doctor(in: scratch, at: "Project")
        let report = doctor.examine(".")
        for output in Self.outputs(report, doctor) {
            #expect(!output.contains(scratch.path + "/Outside"), "the Info.plist was printed resolved: \(output)")
        }
        #expect(
            report.errors.map(\.description) == [
                "$(SRCROOT)/../Outside/Info.plist: outside the project folder, so not read"
            ])
    }

    /// `project`'s text with its target's Debug configuration based on `xcconfig`, a file beside the `.xcodeproj`.
    private static func basing(_ project: MiniProject, on xcconfig: String) -> String {
        project.text
            .replacingOccurrences(
                of: "A00000000000000000000009 = {isa = PBXGroup; children = ();",
                with: "A00000000000000000000009 = {isa = PBXGroup; children = (C00000000000000000000001, );"
            )
            .replacingOccurrences(
                of: "\t\tA00000000000000000000006 = {isa = XCBuildConfiguration;",
                with:
                    "\t\tC00000000000000000000001 = {isa = PBXFileReference; path = \(xcconfig); sourceTree = \"<group>\"; };\n"
                    + "\t\tA00000000000000000000006 = {isa = XCBuildConfiguration; baseConfigurationReference = C00000000000000000000001;"
            )
    }
}
