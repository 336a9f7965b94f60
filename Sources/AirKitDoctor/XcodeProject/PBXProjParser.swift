import Foundation

/// Parses Xcode's `project.pbxproj`, an old-style (OpenStep) property list, keeping the 1-based
/// line of every value and every dictionary key.
///
/// For every file that `PropertyListSerialization` reads, the tree is the same as Foundation's
/// (every scalar a string, the last of duplicate keys wins), plus lines. It differs on purpose
/// where Xcode never writes such input: invalid UTF-8 or a NUL byte anywhere is an error (Xcode
/// always writes UTF-8), `<…>` data values and braceless "strings file" dictionaries are
/// rejected, and an empty file is an error rather than an empty dictionary.
///
/// It never traps and never recurses, whatever the bytes: malformed input throws a
/// ``PBXProjParseError`` whose description is one line, such as `line 3: unexpected '}'`.
///
/// The tree keeps the file's bytes once, plus 8 bytes per key or value and 4 per line: a parsed
/// 47 MB project peaks under twice its size. Each ``PBXValue`` is built, and its escapes decoded,
/// when it is read, so read a value once and keep it rather than asking again in a loop.
///
/// ```swift
/// let root = try PBXProjParser.parse(data)
/// let version = root.dictionary?["objectVersion"]   // .string("77", line: 6)
/// ```
public enum PBXProjParser {
    /// Dictionaries and arrays nested deeper than this are rejected (Xcode nests about 5 deep).
    public static let maximumDepth = 512

    /// Texts larger than this are rejected (`project.pbxproj` files stay far below 100 MB): the
    /// parse tree counts string lengths in 29 bits.
    public static let maximumByteCount = OpenStepNode.maximumPayload

    /// Parses `data`, which the returned tree keeps (without a copy) and reads its strings from
    /// when they are asked for.
    public static func parse(_ data: Data) throws(PBXProjParseError) -> PBXValue {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(PBXProjParseError) -> (OpenStepParser, [UInt32]) in
                try parseNodes(raw.assumingMemoryBound(to: UInt8.self))
            }
        }
        let (parser, lineStarts) = try result.get()
        return OpenStepTree(text: data, parsed: parser, lineStarts: lineStarts).root
    }

    /// Parses `bytes`; the returned tree keeps one copy of them.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(PBXProjParseError) -> PBXValue {
        let (parser, lineStarts) = try parseNodes(bytes)
        return OpenStepTree(text: Data(buffer: bytes), parsed: parser, lineStarts: lineStarts).root
    }

    /// The finished parser (its nodes, containers and key index) and the line starts.
    private static func parseNodes(
        _ bytes: UnsafeBufferPointer<UInt8>
    ) throws(PBXProjParseError) -> (OpenStepParser, [UInt32]) {
        guard bytes.count <= maximumByteCount else {
            throw PBXProjParseError(.tooLarge(byteCount: bytes.count, limit: maximumByteCount), line: nil)
        }
        if let failure = UTF8Validation.firstFailure(in: bytes) {
            throw encodingError(for: failure, in: bytes)
        }
        var parser = OpenStepParser(bytes: bytes, maximumDepth: maximumDepth)
        _ = try parser.parseDocument()
        return (parser, parser.lineStarts)
    }

    private static func encodingError(
        for failure: UTF8Validation.Failure, in bytes: UnsafeBufferPointer<UInt8>
    ) -> PBXProjParseError {
        let line = LineCounter.line(atOffset: failure.offset, in: bytes)
        switch failure.problem {
        case .nulByte: return PBXProjParseError(.nulByte, line: line)
        case .invalidByte(let byte): return PBXProjParseError(.notUTF8(byte: byte), line: line)
        }
    }
}
