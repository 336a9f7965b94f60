import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

/// External-display code in what the app links from the folder (a framework target of its own
/// project, a local Swift package) is the app's intent, named by the module it is in; code outside
/// the folder is never read.
@Suite("Intent in a linked framework or local package")
struct LinkedModuleIntentTests {
    static let provenance = "Corpus/Layouts/provenance-emu-provenance"

    /// A copy of the Provenance-shaped fixture under `scratch`, at `app`.
    private static func copyProvenance(to scratch: ScratchFolder, as app: String = "App") throws -> String {
        let destination = scratch.path + "/" + app
        try FileManager.default.copyItem(atPath: try TestFiles.fixture(Self.provenance), toPath: destination)
        return destination
    }

    private static func signals(_ report: DoctorReport) -> [String] {
        report.apps.flatMap { $0.diagnosis.intent.signals.map(\.description) }
    }

    @Test("a local package the app links: its screen-connection code is intent, in its module")
    func localPackageInsideTheFolder() throws {
        let report = try TestFiles.doctor.examine(Self.provenance)
        #expect(Self.signals(report) == ["observes UIScreen connections in PVUIBase, which the app links"])
        let location = try #require(report.apps.first?.diagnosis.intent.signals.first?.location)
        #expect(location.description.hasSuffix("PVUI/Sources/PVUIBase/EmulatorViewController+DualScreen.swift:6"))
    }

    @Test("without the package's product, the same folder shows no intent: the sign is the package's")
    func unlinkedPackageIsNotTheApps() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let app = try Self.copyProvenance(to: scratch)
        let pbxproj = app + "/Provenance.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        let unlinked = text.replacingOccurrences(
            of: "isa = XCLocalSwiftPackageReference;", with: "isa = XCRemoteSwiftPackageReference;")
        #expect(unlinked != text)
        try unlinked.write(toFile: pbxproj, atomically: true, encoding: .utf8)
        let report = Doctor().examine(app)
        #expect(Self.signals(report).isEmpty)
        #expect(report.apps.first?.diagnosis.findings.contains { $0.id == .noExternalDisplayIntent } == true)
    }

    @Test("a local package outside the folder is not read, and nothing of it is printed")
    func packageOutsideTheFolder() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let app = try Self.copyProvenance(to: scratch)
        try FileManager.default.moveItem(atPath: app + "/PVUI", toPath: scratch.path + "/PVUI")
        let pbxproj = app + "/Provenance.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        try text.replacingOccurrences(of: "relativePath = PVUI;", with: "relativePath = ../PVUI;")
            .write(toFile: pbxproj, atomically: true, encoding: .utf8)
        let report = Doctor().examine(app)
        #expect(Self.signals(report).isEmpty)
        let rendered = TextReportRenderer(useColor: false, width: 100).render(report)
        #expect(!rendered.contains("PVUIBase") && !rendered.contains("EmulatorViewController"), "\(rendered)")
    }

    @Test("a framework target the app depends on: its external-role code is intent, in the framework")
    func frameworkTargetOfTheProject() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("App.xcodeproj/project.pbxproj", text: Self.appWithFramework)
        try scratch.write("App/Info.plist", TestFiles.data(Self.provenance + "/Provenance/Info.plist"))
        try scratch.write("App/AppDelegate.swift", text: "import UIKit\nimport Presenter\n\nclass AppDelegate: UIResponder {}\n")
        try scratch.write(
            "Presenter/Presenter.swift",
            text: """
                import UIKit

                public func isExternal(_ session: UISceneSession) -> Bool {
                    session.role == .windowExternalDisplayNonInteractive
                }

                """)
        let report = Doctor().examine(scratch.path)
        let app = try #require(report.apps.first { $0.name == "App" })
        #expect(
            app.diagnosis.intent.signals.map(\.description) == [
                "names an external-display scene role in Presenter, which the app links"
            ])
        #expect(!report.apps.contains { $0.name == "Presenter" })
    }

    /// An app target (synchronized folder `App`) that depends on a framework target
    /// (synchronized folder `Presenter`), as Xcode writes an embedded framework of the same project.
    static let appWithFramework = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tA00000000000000000000001 = {isa = PBXProject; buildConfigurationList = A00000000000000000000002; mainGroup = A00000000000000000000009; targets = (A00000000000000000000003, B00000000000000000000003, ); };
        \t\tA00000000000000000000009 = {isa = PBXGroup; children = (F00000000000000000000001, F00000000000000000000002, ); sourceTree = "<group>"; };
        \t\tF00000000000000000000001 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        \t\tF00000000000000000000002 = {isa = PBXFileSystemSynchronizedRootGroup; path = Presenter; sourceTree = "<group>"; };
        \t\tA00000000000000000000002 = {isa = XCConfigurationList; buildConfigurations = (A00000000000000000000004, ); };
        \t\tA00000000000000000000004 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Debug; };
        \t\tA00000000000000000000003 = {isa = PBXNativeTarget; buildConfigurationList = A00000000000000000000005; buildPhases = (); dependencies = (D00000000000000000000001, ); fileSystemSynchronizedGroups = (F00000000000000000000001, ); name = App; productName = App; productType = "com.apple.product-type.application"; };
        \t\tD00000000000000000000001 = {isa = PBXTargetDependency; target = B00000000000000000000003; };
        \t\tA00000000000000000000005 = {isa = XCConfigurationList; buildConfigurations = (A00000000000000000000006, ); };
        \t\tA00000000000000000000006 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; }; name = Debug; };
        \t\tB00000000000000000000003 = {isa = PBXNativeTarget; buildConfigurationList = B00000000000000000000005; buildPhases = (); fileSystemSynchronizedGroups = (F00000000000000000000002, ); name = Presenter; productName = Presenter; productType = "com.apple.product-type.framework"; };
        \t\tB00000000000000000000005 = {isa = XCConfigurationList; buildConfigurations = (B00000000000000000000006, ); };
        \t\tB00000000000000000000006 = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };
        \t};
        \trootObject = A00000000000000000000001;
        }

        """
}
