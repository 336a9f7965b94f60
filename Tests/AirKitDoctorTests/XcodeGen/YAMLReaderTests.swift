import AirKitDoctor
import Testing

@Suite("YAMLReader: the YAML that XcodeGen specs are written in")
struct YAMLReaderTests {
    private func parse(_ text: String) throws -> YAMLNode {
        try YAMLReader.parse(text, file: "spec.yml")
    }

    @Test("Nested block mappings keep keys in order, each node with its line and file")
    func blockMappings() throws {
        let root = try parse("name: Banner\noptions:\n  bundleIdPrefix: org.example\n  deploymentTarget:\n    iOS: \"17.0\"\n")
        #expect(root.entries?.map(\.key) == ["name", "options"])
        #expect(root["name"]?.scalar == "Banner")
        let iOS = try #require(root["options"]?["deploymentTarget"]?["iOS"])
        #expect(iOS.scalar == "17.0")
        #expect(iOS.line == 5)
        #expect(iOS.file == "spec.yml")
        #expect(root["options"]?.entry("deploymentTarget")?.keyLine == 4)
        #expect(root["options"]?["deploymentTarget"]?.line == 5)
    }

    @Test("Lists may sit at their key's indentation or deeper, and items may be compact mappings")
    func sequences() throws {
        let text = """
            sources:
            - path: App
              excludes:
                - "**/*.md"
            - Shared
            deps:
                - target: Widgets
                  embed: false
            after: yes
            """
        let root = try parse(text)
        let sources = try #require(root["sources"]?.items)
        #expect(sources.count == 2)
        #expect(sources[0]["path"]?.scalar == "App")
        #expect(sources[0]["excludes"]?.items?.first?.scalar == "**/*.md")
        #expect(sources[1].scalar == "Shared")
        #expect(sources[1].line == 5)
        #expect(root["deps"]?.items?.first?["embed"]?.boolValue == false)
        #expect(root["after"]?.boolValue == true)
    }

    @Test("Keys may hold dots, slashes, brackets, asterisks and '=' as build settings do")
    func settingKeys() throws {
        let root = try parse(
            "INFOPLIST_KEY_UIApplicationSceneManifest_Generation[sdk=iphoneos*]: YES\ncom.apple.security.app-sandbox: true\na/b: c\n"
        )
        #expect(root["INFOPLIST_KEY_UIApplicationSceneManifest_Generation[sdk=iphoneos*]"]?.scalar == "YES")
        #expect(root["com.apple.security.app-sandbox"]?.boolValue == true)
        #expect(root["a/b"]?.scalar == "c")
    }

    @Test("Flow lists and mappings nest, span lines and hold one-pair mappings")
    func flowCollections() throws {
        let root = try parse(
            "a: [x, 'y z', \"w\"]\nb: {k: v, n: [1, 2]}\nc: [UILaunchScreen: []]\nd: {}\ne: [\n  one,   # first\n  two\n]\nurl: [https://example.org/a]\n"
        )
        #expect(root["a"]?.stringList == ["x", "y z", "w"])
        #expect(root["b"]?["k"]?.scalar == "v")
        #expect(root["b"]?["n"]?.items?.compactMap(\.intValue) == [1, 2])
        #expect(root["c"]?.items?.first?["UILaunchScreen"]?.items == [])
        #expect(root["d"]?.entries == [])
        #expect(root["e"]?.stringList == ["one", "two"])
        #expect(root["url"]?.stringList == ["https://example.org/a"])
    }

    @Test("Plain scalars in flow collections may wrap onto the next lines; '? key' entries are explicit keys")
    func wrappedFlowScalars() throws {
        let root = try parse("a: {k: one\n    two, n: 1}\nb: [x\n\n  y, z]\nc: {? key : value}\n")
        #expect(root["a"]?["k"]?.scalar == "one two")
        #expect(root["a"]?["n"]?.intValue == 1)
        #expect(root["b"]?.stringList == ["x\ny", "z"])
        #expect(root["c"]?["key"]?.scalar == "value")
    }

    @Test("Quoted scalars resolve their escapes and fold line breaks; comments end plain scalars only")
    func quotedScalars() throws {
        let root = try parse(
            #"""
            single: 'it''s # not a comment'
            double: "tab\there \"q\" \u00e9 \x41 \\ \/"
            plain: value # a comment
            hash: a#b
            folded: "one
              two

              three"
            """#)
        #expect(root["single"]?.scalar == "it's # not a comment")
        #expect(root["double"]?.scalar == "tab\there \"q\" é A \\ /")
        #expect(root["plain"]?.scalar == "value")
        #expect(root["hash"]?.scalar == "a#b")
        #expect(root["folded"]?.scalar == "one two\nthree")
    }

    @Test("Plain scalars continue on more-indented lines, folded with spaces")
    func multiLinePlain() throws {
        let root = try parse("description: a long\n  sentence here\nnext: 1\n")
        #expect(root["description"]?.scalar == "a long sentence here")
        #expect(root["next"]?.intValue == 1)
    }

    @Test("Block scalars keep their text: literal lines, folded lines and chomping indicators")
    func blockScalars() throws {
        let text = """
            script: |
              if true; then
                echo "# kept"
              fi
            folded: >
              one
              two

              three
            stripped: |-
              x
            kept: |+
              y

            explicit: |2
                indented
            after: done
            """
        let root = try parse(text)
        #expect(root["script"]?.scalar == "if true; then\n  echo \"# kept\"\nfi\n")
        #expect(root["script"]?.content == .scalar("if true; then\n  echo \"# kept\"\nfi\n", .literal))
        #expect(root["folded"]?.scalar == "one two\nthree\n")
        #expect(root["stripped"]?.scalar == "x")
        #expect(root["kept"]?.scalar == "y\n\n")
        #expect(root["explicit"]?.scalar == "  indented\n")
        #expect(root["after"]?.scalar == "done")
    }

    @Test("Anchors, aliases and merge keys: own keys win over merged ones")
    func anchorsAndMerge() throws {
        let text = """
            defaults: &defaults
              SWIFT_VERSION: "5.0"
              CODE_SIGN_STYLE: Automatic
            extra: &extra {TEAM: ABC}
            app:
              <<: [*defaults, *extra]
              SWIFT_VERSION: "6.0"
            copy: *defaults
            """
        let root = try parse(text)
        let app = try #require(root["app"])
        #expect(app["SWIFT_VERSION"]?.scalar == "6.0")
        #expect(app["CODE_SIGN_STYLE"]?.scalar == "Automatic")
        #expect(app["TEAM"]?.scalar == "ABC")
        #expect(app.entries?.map(\.key).contains("<<") == false)
        #expect(root["copy"]?["CODE_SIGN_STYLE"]?.scalar == "Automatic")
    }

    @Test("Empty values, nulls, a leading document marker, a BOM and CRLF line ends")
    func documentDetails() throws {
        let root = try parse("\u{FEFF}--- # spec\r\nempty:\r\nnull: ~\r\ntagged: !!str 12\r\nlast: x\r\n")
        #expect(root["empty"]?.isNull == true)
        #expect(root["null"]?.isNull == true)
        #expect(root["tagged"]?.scalar == "12")
        #expect(root["last"]?.scalar == "x")
        #expect(root["last"]?.line == 5)
        #expect(try parse("").entries == [])
        #expect(try parse("# only a comment\n").entries == [])
    }

    @Test("A key repeated in a mapping reads as its last value, like a loader building a dictionary")
    func duplicateKeys() throws {
        let root = try parse("a: 1\na: 2\n")
        #expect(root["a"]?.intValue == 2)
        #expect(root.entries?.count == 2)
    }
}
