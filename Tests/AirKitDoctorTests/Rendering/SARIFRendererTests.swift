import AirKitConfiguration
import Foundation
import Testing

@testable import AirKitDoctor

@Suite("SARIF renderer")
struct SARIFRendererTests {
    private func log(_ fixture: String) throws -> [String: Any] {
        let doctor = try TestFiles.doctor
        let sarif = SARIFReportRenderer(paths: doctor.paths).render(doctor.examine(fixture))
        return try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    }

    private func run(_ log: [String: Any]) throws -> [String: Any] {
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    @Test("the log is SARIF 2.1.0 from the airkit driver, with one rule per finding ID in ID order")
    func driverAndRules() throws {
        let log = try log("InfoPlist/Built-NoDelegate.plist")
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("/sarif-schema-2.1.0.json") == true)
        let driver = try #require(((try run(log))["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "airkit")
        #expect(driver["version"] as? String == SARIFReportRenderer.toolVersion)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == FindingID.allCases.map(\.rawValue))
        for (rule, id) in zip(rules, FindingID.allCases) {
            #expect((rule["shortDescription"] as? [String: String])?["text"] == id.title)
            #expect((rule["defaultConfiguration"] as? [String: String])?["level"] == id.severity.rawValue)
            #expect((rule["help"] as? [String: String])?["text"]?.hasPrefix(id.explanation) == true)
            let full = try #require((rule["fullDescription"] as? [String: String])?["text"])
            #expect(full.hasPrefix("What ") && full.contains(" wrong: ") && full.contains("Affects: ") && !full.contains("\n"))
        }
    }

    @Test("a finding becomes a result with its rule, level, message, fix, file relative to the scanned folder and line")
    func findingBecomesResult() throws {
        let run = try run(try log("InfoPlist/Built-NoDelegate.plist"))
        let fixtures = try TestFiles.fixtures
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases["%SRCROOT%"]?["uri"] == "file://\(fixtures)/InfoPlist/")
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "AK004")
        #expect(result["ruleIndex"] as? Int == 3)
        #expect(result["level"] as? String == "error")
        let message = try #require((result["message"] as? [String: String])?["text"])
        #expect(message.contains("has no ") && message.contains("\n\nFix: Name the scene delegate"))
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: String])
        #expect(artifact == ["uri": "Built-NoDelegate.plist", "uriBaseId": "%SRCROOT%"])
        #expect((location["region"] as? [String: Int])?["startLine"] == 33)
        let properties = try #require(result["properties"] as? [String: Any])
        #expect(properties["affects"] as? [String] == ["ios-up-to-26"])
    }

    @Test("a scanned folder is the root itself; a project's root is the folder that holds it")
    func scannedRoot() throws {
        let fixtures = try TestFiles.fixtures
        let paths = PathDisplay(currentDirectory: fixtures)
        #expect(SARIFLocator(paths: paths, scannedPath: "Projects").root == fixtures + "/Projects")
        #expect(SARIFLocator(paths: paths, scannedPath: "InfoPlist/Built-NoDelegate.plist").root == fixtures + "/InfoPlist")
        let project = try #require(
            FileManager.default.subpathsOfDirectory(atPath: fixtures).first { $0.hasSuffix(".xcodeproj") })
        let holder = (fixtures + "/" + project as NSString).deletingLastPathComponent
        #expect(SARIFLocator(paths: paths, scannedPath: project).root == holder)
    }

    @Test("paths become URI references: reserved and non-ASCII bytes are percent-encoded, outside the root absolute")
    func uriEncoding() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.folder("repo")
        let locator = SARIFLocator(paths: PathDisplay(currentDirectory: scratch.path), scannedPath: "repo")
        let inside = locator.artifact("repo/My App/横幅 #1?:%.plist")
        #expect(inside.uri == "My%20App/%E6%A8%AA%E5%B9%85%20%231%3F%3A%25.plist")
        #expect(inside.uriBaseId == "%SRCROOT%")
        let outside = locator.artifact("/etc/x y.xcconfig")
        #expect(outside.uri == "file:///etc/x%20y.xcconfig")
        #expect(outside.uriBaseId == nil)
        #expect(locator.rootURI == "file://\(SARIFLocator.encoded(scratch.path))/repo/")
    }

    @Test("a finding about the app as a whole points at the app's project or Info.plist, without a line")
    func findingWithoutFile() throws {
        let fixtures = try TestFiles.fixtures
        let locator = SARIFLocator(paths: PathDisplay(currentDirectory: fixtures), scannedPath: "InfoPlist")
        let location = locator.location(
            of: SourceLocation(path: "Banner", line: 4), fallback: "InfoPlist/Built-NoDelegate.plist")
        #expect(location.physicalLocation.artifactLocation.uri == "Built-NoDelegate.plist")
        #expect(location.physicalLocation.region == nil)
        let kept = locator.location(of: SourceLocation(path: "InfoPlist/Built-NoDelegate.plist", line: 4), fallback: "x")
        #expect(kept.physicalLocation.artifactLocation.uri == "Built-NoDelegate.plist")
        #expect(kept.physicalLocation.region?.startLine == 4)
    }

    @Test("an unreadable input is an error notification of an invocation that did not succeed")
    func inputErrors() throws {
        let run = try run(try log("InfoPlist/Malformed/garbage.plist"))
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        #expect(invocation["exitCode"] as? Int == 2)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(notification["level"] as? String == "error")
        #expect((notification["message"] as? [String: String])?["text"]?.contains("garbage.plist") == true)
        #expect((run["results"] as? [Any])?.isEmpty == true)
    }

    @Test("the same report renders to the same bytes, keys sorted")
    func stableOutput() throws {
        let doctor = try TestFiles.doctor
        let renderer = SARIFReportRenderer(paths: doctor.paths)
        let first = renderer.render(doctor.examine("Projects"))
        #expect(first == renderer.render(doctor.examine("Projects")))
        let keys = first.split(separator: "\n").prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            keys == [
                "{",
                "\"$schema\" : \"https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json\",",
                "\"runs\" : [",
            ])
    }

    @Test("each rule's fullDescription is its declaration's first paragraph on one line", arguments: FindingID.allCases)
    func fullDescription(id: FindingID) throws {
        let driver = try #require(
            ((try run(try log("InfoPlist/Built-NoDelegate.plist")))["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rule = try #require((driver["rules"] as? [[String: Any]])?.first { $0["id"] as? String == id.rawValue })
        let paragraph = try #require(id.explanation.components(separatedBy: "\n\n").first)
        let oneLine = paragraph.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect((rule["fullDescription"] as? [String: String])?["text"] == oneLine)
    }
}
