/// A section of NUL-terminated strings, such as `__cstring`, `__objc_methname` or `__objc_classname`.
///
/// Only whole strings count: `registerSceneAccessory:` is not found inside
/// `unregisterSceneAccessory:` or `registerSceneAccessory:options:`. Bytes after the last NUL are
/// not a string. The walk jumps from NUL to NUL with `memchr`, so it costs one call per string
/// however large the section is.
struct CStringSection {
    let window: ByteWindow

    /// Whether one of the strings equals `string` (given without its NUL).
    func contains(_ string: [UInt8]) -> Bool {
        var found = false
        forEachString { range in
            found = window.bytes(in: range, equal: string)
            return !found
        }
        return found
    }

    /// Every non-empty string, decoded as UTF-8 (invalid bytes become U+FFFD).
    func nonEmptyStrings() -> Set<String> {
        var strings: Set<String> = []
        forEachString { range in
            if !range.isEmpty { strings.insert(window.string(in: range)) }
            return true
        }
        return strings
    }

    /// Calls `body` with the range of each string in order, without its NUL, until `body`
    /// returns `false`.
    private func forEachString(_ body: (Range<Int>) -> Bool) {
        var start = 0
        while let end = window.firstZero(from: start) {
            guard body(start..<end) else { return }
            start = end + 1
        }
    }
}
