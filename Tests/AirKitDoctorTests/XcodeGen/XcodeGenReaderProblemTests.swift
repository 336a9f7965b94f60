import AirKitDoctor
import Foundation
import Testing

@Suite("XcodeGenReader: broken specs are errors or problems, never crashes")
struct XcodeGenReaderProblemTests {
    private func read(_ files: [String: String]) throws -> Result<XcodeGenProject, XcodeGenReadError> {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for (path, text) in files { try scratch.write(path, text: text) }
        return Result { () throws(XcodeGenReadError) in try XcodeGenReader.read(projectAt: scratch.path + "/project.yml") }
    }

    @Test("A root spec that is missing, malformed or not a mapping is a one-line error")
    func rootErrors() throws {
        #expect(throws: XcodeGenReadError(description: "no such file or directory")) {
            try XcodeGenReader.read(projectAt: "/nonexistent/project.yml")
        }
        let tab = try read(["project.yml": "name: A\ntargets:\n\tA: {}\n"])
        #expect(throws: XcodeGenReadError(description: "line 3: tab in indentation (YAML allows only spaces)")) { try tab.get() }
        let list = try read(["project.yml": "- a\n- b\n"])
        #expect(throws: XcodeGenReadError(description: "not an XcodeGen spec (the top level is not a mapping)")) {
            try list.get()
        }
    }

    @Test("A malformed include is unreadable; the including spec is still read")
    func malformedInclude() throws {
        let project = try read([
            "project.yml": "name: A\ninclude: [bad.yml]\ntargets:\n  A: {type: application, platform: iOS}\n",
            "bad.yml": "targets: [unclosed\n",
        ]).get()
        #expect(project.targets.map(\.name) == ["A"])
        #expect(project.problems.isEmpty)
        #expect(
            project.unreadableIncludes.map(\.reason) == [
                "line 2: file ends inside the '[' opened on line 1 (included by project.yml line 2)"
            ])
    }

    @Test("Includes that include each other are reported once and do not loop")
    func includeCycle() throws {
        let project = try read([
            "project.yml": "name: A\ninclude: a.yml\n",
            "a.yml": "include: b.yml\nsettings: {A: 1}\n",
            "b.yml": "include: [a.yml, project.yml]\nsettings: {B: 2}\n",
        ]).get()
        #expect(project.settings.base.keys.sorted() == ["A", "B"])
        #expect(project.problems.count == 2)
        #expect(project.problems.allSatisfy { $0.hasSuffix("includes itself, ignored") })
    }

    @Test("A file included twice is merged once, the first time, as XcodeGen does")
    func duplicateInclude() throws {
        let project = try read([
            "project.yml": "name: A\ninclude: [shared.yml, nested/more.yml, shared.yml]\n",
            "shared.yml": "settings: {base: {FLAGS: [-a]}}\n",
            "nested/more.yml":
                "include: [../shared.yml, {path: local.yml, relativePaths: false}]\nsettings: {base: {FLAGS: [-b]}}\n",
            "local.yml": "settings: {base: {LOCAL: 1}}\n",
        ]).get()
        #expect(project.settings.base["FLAGS"]?.values == ["-a", "-b"])
        #expect(project.problems.isEmpty)
        #expect(project.includedFiles.map { ($0 as NSString).lastPathComponent } == ["shared.yml", "more.yml", "local.yml"])
    }

    @Test("Unknown templates and setting groups, and targets that are not mappings, are reported")
    func unknownReferences() throws {
        let project = try read([
            "project.yml": """
            name: A
            targets:
              App:
                templates: [Nowhere]
                type: application
                settings: {groups: [missing], base: {X: 1}}
              Broken: just text
            """
        ]).get()
        #expect(project.targets.map(\.name) == ["App"])
        #expect(project.targets.first?.settings.base["X"]?.value == "1")
        #expect(
            Set(project.problems) == [
                "target 'Broken' on line 7 is not a mapping, ignored",
                "target 'App': unknown target template 'Nowhere'",
                "target 'App': unknown setting group 'missing'",
            ])
    }

    @Test("Problems stay on one line even when a name in the spec holds line breaks")
    func oneLineProblems() throws {
        let project = try read(["project.yml": "name: A\nsettings: {groups: [\"two\\nlines\"]}\n"]).get()
        #expect(project.problems == ["project: unknown setting group 'two lines'"])
    }

    @Test("A spec without a name takes its file's name and says so")
    func missingName() throws {
        let project = try read(["project.yml": "targets: {}\n"]).get()
        #expect(project.name == "project")
        #expect(project.problems == ["the spec has no 'name'"])
    }
}
