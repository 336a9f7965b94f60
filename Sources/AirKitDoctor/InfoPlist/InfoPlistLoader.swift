import AirKitConfiguration
import Foundation

/// Loads an Info.plist from an untrusted file, safely.
///
/// Only XML and binary property lists are accepted, recognised by their first bytes before any
/// parser runs. The doctor's own reader (`PropertyListReader`) does the parsing, not
/// Foundation's, which cannot be given a file from someone else: the reader bounds nesting, values
/// and text, counts what a binary file's shared objects expand to before building anything,
/// rejects cycles, and prints nothing. The top level must be a dictionary; only then is the
/// dictionary mapped to `InfoPlist`. Every failure is an ``InputError`` with a one-line reason;
/// nothing traps.
public enum InfoPlistLoader {
    /// Info.plists are kilobytes; anything past this is not one.
    public static let sizeLimit = ReadLimits.infoPlistBytes

    /// The two formats the loader accepts.
    public enum Format: String, Sendable {
        case xml
        case binary
    }

    /// Reads and loads the file at `path`, naming it `reportingPath` (default: `path`) in the
    /// evidence and in errors.
    public static func load(contentsOf path: String, reportingPath: String? = nil) throws(InputError) -> InfoPlistEvidence {
        let shownPath = reportingPath ?? path
        let data: Data
        do {
            data = try FileReading.contents(of: path, limit: sizeLimit)
        } catch {
            throw InputError(path: shownPath, reason: error.reason)
        }
        return try load(data, path: shownPath)
    }

    /// Loads `data`, naming `path` in errors and in the evidence.
    public static func load(_ data: Data, path: String) throws(InputError) -> InfoPlistEvidence {
        let (dictionary, format) = try topLevelDictionary(of: data, path: path)
        let keyLines = format == .xml ? XMLPlistKeyLines.scan(data) : [:]
        return InfoPlistEvidence(plist: InfoPlist(dictionary: dictionary), path: path, keyLines: keyLines)
    }

    /// The 1-based line of every key and array element of an XML property list. Never fails: on
    /// markup it does not understand it records fewer lines.
    public static func keyLines(inXML data: Data) -> [PlistKeyPath: Int] {
        XMLPlistKeyLines.scan(data)
    }

    /// Parses `data` as an XML or binary property list whose top level is a dictionary.
    public static func topLevelDictionary(of data: Data, path: String) throws(InputError) -> ([String: Any], Format) {
        guard !data.isEmpty else { throw InputError(path: path, reason: "empty file, not a property list") }
        guard let expected = sniffFormat(data) else {
            throw InputError(path: path, reason: "not an XML or binary property list")
        }
        let value: Any
        do {
            value = try PropertyListReader.read(data, as: expected)
        } catch {
            throw InputError(path: path, reason: error.reason)
        }
        guard let dictionary = value as? [String: Any] else {
            throw InputError(path: path, reason: "the top level is \(kind(of: value)), not a dictionary")
        }
        return (dictionary, expected)
    }

    /// `binary` for a `bplist00` header; `xml` when the first non-blank bytes open an XML
    /// declaration, a doctype or a `<plist>` element (after an optional UTF-8 byte-order mark),
    /// or for text with a UTF-16 byte-order mark, which only XML property lists use.
    static func sniffFormat(_ data: Data) -> Format? {
        if data.starts(with: Array("bplist00".utf8)) { return .binary }
        if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) { return .xml }
        var bytes = data.prefix(512)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return opensXML(bytes) ? .xml : nil
    }

    /// Whether the first non-blank bytes open an XML declaration, a doctype or a `<plist>` element.
    static func opensXML<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        let text = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return ["<?xml", "<!DOCTYPE", "<plist"].contains { text.starts(with: $0.utf8) }
    }

    private static func kind(of value: Any) -> String {
        switch value {
        case is String: "a string"
        case is [Any]: "an array"
        case is Data: "data"
        case is Date: "a date"
        default: "a number or Boolean"
        }
    }
}
