import AirKitConfiguration
import Foundation
import Testing

@testable import AirKitDoctor

@Suite("InfoPlistLoader")
struct InfoPlistLoaderTests {
    @Test("loads XML with the line of every key, and binary without lines, to the same model")
    func xmlAndBinaryAgree() throws {
        let xml = try InfoPlistLoader.load(contentsOf: TestFiles.fixture("InfoPlist/Built-Healthy.plist"))
        let binary = try InfoPlistLoader.load(contentsOf: TestFiles.fixture("InfoPlist/Built-Healthy-binary.plist"))
        #expect(xml.plist == binary.plist)
        #expect(binary.keyLines.isEmpty)
        #expect(xml.keyLines[PlistKeyPath(keys: "DTSDKName")] == 19)
        #expect(xml.keyLines[.sceneConfigurations] == 29)
        let delegate = PlistKeyPath.configurations(forRoleNamed: SceneRole.externalDisplayNonInteractive.rawValue)
            .appending(index: 0).appending(key: "UISceneDelegateClassName")
        #expect(xml.keyLines[delegate] == 47)
        #expect(
            xml.plist.sceneManifest?.entries(for: .externalDisplayNonInteractive).first?.delegateClassName
                == "AirKitSceneDelegate")
    }

    /// Each malformed input is refused with one line naming the problem, never a trap.
    @Test(
        "refuses malformed input with a one-line reason",
        arguments: [
            ("empty.plist", "empty file, not a property list"),
            ("bare-word.plist", "not an XML or binary property list"),
            ("bplist-header-only.plist", "truncated or malformed binary property list"),
            ("truncated-binary.plist", "truncated or malformed binary property list"),
            ("cyclic-binary.plist", "truncated or malformed binary property list"),
            ("truncated-xml.plist", "malformed XML property list (line 26: the file ends inside the tag <d>)"),
            ("garbage.plist", "malformed XML property list (line 1: not UTF-8 text (byte 0xF5); write the file as UTF-8)"),
            ("deep-nesting.plist", "arrays and dictionaries nested more than 512 deep"),
            ("top-level-array.plist", "the top level is an array, not a dictionary"),
            ("latin1-in-xml.plist", "malformed XML property list (line 6: not UTF-8 text (byte 0xE9); write the file as UTF-8)"),
            ("openstep-dictionary.plist", "not an XML or binary property list"),
        ])
    func refusesMalformedInput(file: String, reason: String) throws {
        let path = try TestFiles.fixture("InfoPlist/Malformed/\(file)")
        let error = try #require(throws: InputError.self) { try InfoPlistLoader.load(contentsOf: path, reportingPath: file) }
        #expect(error == InputError(path: file, reason: reason))
        #expect(!error.description.contains("\n"))
    }

    @Test("refuses a 100,000-deep binary chain without overflowing the stack")
    func refusesDeepBinaryChain() throws {
        let error = try #require(throws: InputError.self) {
            try InfoPlistLoader.load(Self.binaryChain(depth: 100_000), path: "chain.plist")
        }
        #expect(error.reason == "arrays and dictionaries nested more than 512 deep")
    }

    @Test("refuses a top-level string, number or date")
    func refusesNonDictionaryTopLevels() throws {
        for value in ["text", 7, Date(timeIntervalSince1970: 0)] as [Any] {
            let data = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
            let error = try #require(throws: InputError.self) { try InfoPlistLoader.load(data, path: "x.plist") }
            #expect(error.reason.hasPrefix("the top level is"))
        }
    }

    @Test("accepts a UTF-8 byte-order mark and leading blank lines")
    func acceptsBOM() throws {
        let text =
            "\u{FEFF}\n\n<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundleName</key><string>B</string></dict></plist>"
        let evidence = try InfoPlistLoader.load(Data(text.utf8), path: "bom.plist")
        #expect(evidence.plist.bundleName == "B")
        #expect(evidence.keyLines[PlistKeyPath(keys: "CFBundleName")] == 3)
    }

    @Test("refuses folders, pipes and missing files with one line each")
    func refusesNonFiles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let folder = try scratch.folder("Info.plist")
        #expect(throws: InputError(path: folder, reason: "is a folder, not a file")) {
            try InfoPlistLoader.load(contentsOf: folder)
        }
        let pipe = scratch.path + "/pipe.plist"
        #expect(mkfifo(pipe, 0o644) == 0)
        #expect(throws: InputError(path: pipe, reason: "not a regular file")) { try InfoPlistLoader.load(contentsOf: pipe) }
        let missing = scratch.path + "/missing.plist"
        #expect(throws: InputError(path: missing, reason: "no such file or directory")) {
            try InfoPlistLoader.load(contentsOf: missing)
        }
    }

    @Test("follows a symbolic link to a plist, and reports a broken one")
    func followsLinks() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let link = scratch.path + "/Info.plist"
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: TestFiles.fixture("InfoPlist/Built-Healthy.plist"))
        #expect(try InfoPlistLoader.load(contentsOf: link).plist.executableName == "Banner")
        let broken = scratch.path + "/Broken.plist"
        try FileManager.default.createSymbolicLink(atPath: broken, withDestinationPath: scratch.path + "/nowhere")
        #expect(throws: InputError(path: broken, reason: "no such file or directory")) {
            try InfoPlistLoader.load(contentsOf: broken)
        }
    }

    /// A binary plist of `depth` arrays, each holding the next.
    static func binaryChain(depth: Int) -> Data {
        var data = Data("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<depth {
            offsets.append(data.count)
            data.append(0xA1)
            let next = UInt32(min(index + 1, depth - 1))
            data.append(contentsOf: withUnsafeBytes(of: next.bigEndian, Array.init))
        }
        let tableOffset = data.count
        for offset in offsets { data.append(contentsOf: withUnsafeBytes(of: UInt32(offset).bigEndian, Array.init)) }
        data.append(contentsOf: [0, 0, 0, 0, 0, 0, 4, 4])
        data.append(contentsOf: withUnsafeBytes(of: UInt64(depth).bigEndian, Array.init))
        data.append(contentsOf: withUnsafeBytes(of: UInt64(0).bigEndian, Array.init))
        data.append(contentsOf: withUnsafeBytes(of: UInt64(tableOffset).bigEndian, Array.init))
        return data
    }
}
