import AirKitConfiguration
import Foundation
import Testing

@testable import AirKitDoctor

@Suite("XCConfigFile: reading .xcconfig files")
struct XCConfigFileTests {
    /// Writes `files` (name → text) into a scratch folder and reads the first name.
    private func read(_ files: KeyValuePairs<String, String>) throws -> (XCConfigFile, folder: String) {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for (name, text) in files { try scratch.write(name, text: text) }
        return (XCConfigFile.read(path: scratch.path + "/" + files[0].key), scratch.path)
    }

    private func pairs(_ file: XCConfigFile) -> [String] {
        file.assignments.map { "\($0.key)=\($0.value)" }
    }

    @Test func assignmentKeepsTheValueToTheEndOfTheLineTrimmed() throws {
        let (file, _) = try read(["A.xcconfig": "NAME =   My App  \nEMPTY =\n\tINDENTED=x"])
        #expect(pairs(file) == ["NAME=My App", "EMPTY=", "INDENTED=x"])
        #expect(file.problems.isEmpty)
    }

    @Test func trailingSemicolonIsDropped() throws {
        let (file, _) = try read(["A.xcconfig": "SWIFT_VERSION = 6.0;\nTWO = a;;"])
        #expect(pairs(file) == ["SWIFT_VERSION=6.0", "TWO=a;"])
    }

    @Test func commentsAreSkippedWholeLineAndTrailing() throws {
        let (file, _) = try read(["A.xcconfig": "// header\n  // indented\nKEY = value // note\n"])
        #expect(pairs(file) == ["KEY=value"])
        #expect(file.problems.isEmpty)
    }

    @Test func doubleSlashStartsACommentEvenInsideAValueAsInXcode() throws {
        let (file, _) = try read(["A.xcconfig": "URL = https://example.com"])
        #expect(pairs(file) == ["URL=https:"])
    }

    @Test func conditionalKeysAreKeptAsWritten() throws {
        let (file, _) = try read([
            "A.xcconfig": """
            A[sdk=iphoneos*] = 1
            B[sdk=iphoneos*][arch=arm64] = 2
            C[config=Debug] = 3
            D[sdk=iphoneos*,arch=arm64] = 4
            E [sdk=iphonesimulator*] [arch=x86_64] = 5
            """
        ])
        #expect(
            pairs(file) == [
                "A[sdk=iphoneos*]=1", "B[sdk=iphoneos*][arch=arm64]=2", "C[config=Debug]=3", "D[sdk=iphoneos*,arch=arm64]=4",
                "E [sdk=iphonesimulator*] [arch=x86_64]=5",
            ])
        #expect(file.assignments.map(\.name) == ["A", "B", "C", "D", "E"])
    }

    @Test func backslashAtTheEndContinuesTheValueOnTheNextLine() throws {
        let (file, _) = try read(["A.xcconfig": "FLAGS = -a \\\n   -b // comment\nNEXT = 1"])
        #expect(pairs(file) == ["FLAGS=-a -b", "NEXT=1"])
        #expect(file.assignments.first?.location.line == 1)
        #expect(file.assignments.last?.location.line == 3)
    }

    @Test func longContinuedValueIsReadInLinearTime() throws {
        let text = "FLAGS = start \\\n" + String(repeating: "-x \\\n", count: 200_000) + "end"
        let clock = ContinuousClock()
        let start = clock.now
        let (file, _) = try read(["A.xcconfig": text])
        #expect(file.assignments.count == 1)
        #expect(file.assignments.first?.value.hasSuffix("-x -x end") == true)
        #expect(clock.now - start < .seconds(10))
    }

    @Test func eachAssignmentKeepsItsFileAndLine() throws {
        let (file, folder) = try read(["A.xcconfig": "\r\n// c\r\nKEY = 1\rOTHER = 2\n"])
        #expect(
            file.assignments.map(\.location) == [
                SourceLocation(path: folder + "/A.xcconfig", line: 3), SourceLocation(path: folder + "/A.xcconfig", line: 4),
            ])
    }

    @Test func includeIsReadInPlaceRelativeToTheIncludingFile() throws {
        let (file, folder) = try read([
            "Configs/Main.xcconfig": "BEFORE = 1\n#include \"Shared/Base.xcconfig\"\nAFTER = 3",
            "Configs/Shared/Base.xcconfig": "MIDDLE = 2",
        ])
        #expect(pairs(file) == ["BEFORE=1", "MIDDLE=2", "AFTER=3"])
        #expect(file.assignments[1].location == SourceLocation(path: folder + "/Configs/Shared/Base.xcconfig", line: 1))
        #expect(file.problems.isEmpty)
    }

    @Test func includeTakesAnAbsolutePath() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let shared = try scratch.write("Elsewhere/Shared.xcconfig", text: "SHARED = yes")
        let main = try scratch.write("Main/Main.xcconfig", text: "#include \"\(shared)\" // absolute")
        #expect(pairs(XCConfigFile.read(path: main, within: ReadScope(folder: scratch.path))) == ["SHARED=yes"])
        // Outside the project folder, the include is not read.
        let outside = XCConfigFile.read(path: main, within: ReadScope(folder: scratch.path + "/Main"))
        #expect(pairs(outside).isEmpty)
        #expect(
            outside.problems == ["\(main):1: cannot include \"\(shared)\": outside the project folder, so not read"])
    }

    @Test func missingIncludeIsReportedAndTheRestIsRead() throws {
        let path = try TestFiles.fixture("XCConfig/MissingInclude.xcconfig")
        let file = XCConfigFile.read(path: path)
        #expect(pairs(file) == ["FIRST=1", "SECOND=2"])
        #expect(file.problems.count == 1)
        let problem = try #require(file.problems.first)
        #expect(problem.hasPrefix("\(FilePaths.normalize(path)):2: cannot include \"DoesNotExist.xcconfig\""))
        #expect(problem.hasSuffix("no such file or directory"))
        #expect(!problem.contains("\n"))
    }

    @Test func optionalIncludeOfAMissingFileIsSilent() throws {
        let (file, _) = try read(["A.xcconfig": "#include? \"Local.xcconfig\"\nKEY = 1"])
        #expect(pairs(file) == ["KEY=1"])
        #expect(file.problems.isEmpty)
    }

    @Test func optionalIncludeOfAnExistingFileIsRead() throws {
        let (file, _) = try read(["A.xcconfig": "#include?\"B.xcconfig\"", "B.xcconfig": "FROM_B = 1"])
        #expect(pairs(file) == ["FROM_B=1"])
    }

    @Test func includeCycleEnds() throws {
        let file = XCConfigFile.read(path: try TestFiles.fixture("XCConfig/Cycle/A.xcconfig"))
        #expect(pairs(file) == ["FROM_B=b", "FROM_A=a"])
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.contains("#include cycle") == true)
    }

    @Test func fileIncludingItselfEnds() throws {
        let (file, _) = try read(["A.xcconfig": "#include \"A.xcconfig\"\nKEY = 1"])
        #expect(pairs(file) == ["KEY=1"])
        #expect(file.problems.count == 1)
    }

    @Test func includeNestingDeeperThanTheLimitIsReported() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let count = XCConfigFile.maximumIncludeDepth + 3
        for level in 0..<count {
            try scratch.write("L\(level).xcconfig", text: "#include \"L\(level + 1).xcconfig\"\nLEVEL_\(level) = \(level)")
        }
        try scratch.write("L\(count).xcconfig", text: "LEVEL_\(count) = \(count)")
        let file = XCConfigFile.read(path: scratch.path + "/L0.xcconfig")
        #expect(file.assignments.count == XCConfigFile.maximumIncludeDepth + 1)
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.contains("nested more than 16 deep") == true)
    }

    @Test func includingTheSameFileManyTimesIsBounded() throws {
        // Each level includes the next twice: 2^20 reads without a bound.
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for level in 0..<20 {
            try scratch.write(
                "L\(level).xcconfig", text: "#include \"L\(level + 1).xcconfig\"\n#include \"L\(level + 1).xcconfig\"")
        }
        try scratch.write("L20.xcconfig", text: "LEAF = 1")
        let file = XCConfigFile.read(path: scratch.path + "/L0.xcconfig")
        #expect(file.assignments.count < XCConfigFile.maximumFileCount)
        #expect(file.problems.contains { $0.contains("more than \(XCConfigFile.maximumFileCount) files") })
    }

    @Test func missingFileIsAProblemNotACrash() {
        let file = XCConfigFile.read(path: "/nonexistent/Config.xcconfig")
        #expect(file.assignments.isEmpty)
        #expect(file.problems == ["/nonexistent/Config.xcconfig: no such file or directory"])
    }

    @Test func binaryFileIsAProblem() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = try scratch.write("Binary.xcconfig", Data([0x4B, 0x3D, 0x31, 0x00, 0xFF, 0x0A]))
        let file = XCConfigFile.read(path: path)
        #expect(file.assignments.isEmpty)
        #expect(file.problems == ["\(path): not a text file (it holds NUL bytes)"])
    }

    @Test func invalidUTF8IsAProblem() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = try scratch.write("Latin1.xcconfig", Data("NAME = Caf".utf8) + Data([0xE9, 0x0A]))
        #expect(XCConfigFile.read(path: path).problems == ["\(path): not valid UTF-8 text"])
    }

    @Test func byteOrderMarkIsIgnored() throws {
        let (file, _) = try read(["A.xcconfig": "\u{FEFF}KEY = 1"])
        #expect(pairs(file) == ["KEY=1"])
    }

    @Test func fileOverTheSizeLimitIsAProblem() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = try scratch.write("Big.xcconfig", Data(repeating: 0x20, count: XCConfigFile.maximumFileSize + 1))
        let file = XCConfigFile.read(path: path)
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.contains("too large") == true)
    }

    @Test func folderIsAProblem() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        #expect(XCConfigFile.read(path: scratch.path).problems == ["\(scratch.path): is a folder, not a file"])
    }

    @Test func malformedLinesAreReportedWithTheirLineAndTheRestIsRead() throws {
        let (file, folder) = try read([
            "A.xcconfig": """
            GOOD = 1
            NO_EQUALS_SIGN
            KEY[sdk=iphoneos* = 2
            = 3
            #import "Other.xcconfig"
            #include Other.xcconfig
            #include "A.xcconfig" trailing
            ALSO_GOOD = 4
            """
        ])
        #expect(pairs(file) == ["GOOD=1", "ALSO_GOOD=4"])
        let path = folder + "/A.xcconfig"
        #expect(
            file.problems == [
                "\(path):2: expected \"=\" after the setting name",
                "\(path):3: expected \"=\" after the setting name",
                "\(path):4: unexpected character \"=\" at the start of a line",
                "\(path):5: unknown directive \"#import\"",
                "\(path):6: #include needs a path in double quotes",
                "\(path):7: unexpected text after the #include path",
            ])
    }

    @Test func includeFromXcodesOwnFolderIsReportedUnlessOptional() throws {
        let (file, _) = try read([
            "A.xcconfig": "#include \"<DEVELOPER_DIR>/X.xcconfig\"\n#include? \"<DEVELOPER_DIR>/Y.xcconfig\""
        ])
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.contains("cannot include \"<DEVELOPER_DIR>/X.xcconfig\"") == true)
    }

    @Test(
        "Hostile text never crashes and each line gives at most one problem",
        arguments: [
            "[[[[", "KEY[", "KEY[]=", "KEY[=x]=1", "#", "#include \"", "\\\\\\", "KEY = \\", "$(((((", "🙂 = 1", "KEY🙂 = 1",
            String(repeating: "[", count: 10_000) + "=",
        ])
    func hostileTextNeverCrashes(text: String) throws {
        let (file, _) = try read(["A.xcconfig": text])
        #expect(file.problems.count <= text.split(whereSeparator: \.isNewline).count)
    }
}
