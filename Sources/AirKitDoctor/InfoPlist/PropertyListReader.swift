import Foundation

/// Reads untrusted XML and binary property lists with bounded work, in place of Foundation.
///
/// `PropertyListSerialization` cannot be given a file from someone else: on Linux it writes out
/// every use of a binary property list's shared objects (a 1.5 KB file stands for 10^30 values),
/// it keeps dictionaries in CoreFoundation's hash tables, where 60,000 keys made to share a hash
/// take half a minute, and its parser prints its own log lines on standard error. This reader
/// counts what a file expands to before building anything, keeps dictionaries in Swift's
/// (per-process seeded) ones, and reports every problem as a ``PropertyListReadError``.
///
/// Values are the types Foundation returns: `String`, `Bool` for `<true/>` and `<false/>`,
/// `NSNumber` for integers and reals, `Date`, `Data`, `[Any]` and `[String: Any]`.
enum PropertyListReader {
    static func read(_ data: Data, as format: InfoPlistLoader.Format) throws(PropertyListReadError) -> Any {
        switch format {
        case .xml: try XMLPropertyList.read(data)
        case .binary: try BinaryPropertyList(data).topValue()
        }
    }
}

/// Why a property list was refused, as one line without the file's path.
struct PropertyListReadError: Error, Equatable {
    var reason: String

    static let notPropertyList = PropertyListReadError(reason: "not an XML or binary property list")
    static let malformedBinary = PropertyListReadError(reason: "truncated or malformed binary property list")
    static let unsupportedBinaryObject = PropertyListReadError(
        reason: "a binary property list holding null, a set or a keyed-archive UID, which an Info.plist never holds")
    static let nonStringKey = PropertyListReadError(reason: "a binary property list with a dictionary key that is not a string")
    static let tooDeep = PropertyListReadError(
        reason: "arrays and dictionaries nested more than \(ReadLimits.propertyListDepth) deep")
    static let tooManyValues = PropertyListReadError(
        reason: "more than \(ReadLimits.propertyListValues.formatted) values (keys included), far more than an Info.plist holds")
    static let tooManySharedValues = PropertyListReadError(
        reason:
            "a binary property list whose shared objects expand to more than \(ReadLimits.propertyListValues.formatted) values (keys included), far more than an Info.plist holds"
    )
    static let tooMuchSharedText = PropertyListReadError(
        reason:
            "a binary property list whose shared objects expand to more than \(ReadLimits.propertyListTextBytes >> 20) MB of text, far more than an Info.plist holds"
    )

    static func malformedXML(_ detail: String) -> PropertyListReadError {
        PropertyListReadError(reason: "malformed XML property list (\(detail))")
    }
}

extension Int {
    /// `100,000`: digits in groups of three, whatever the locale.
    var formatted: String {
        let digits = String(magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (self < 0 ? "-" : "") + result
    }
}
