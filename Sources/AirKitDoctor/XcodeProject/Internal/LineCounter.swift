/// The 1-based line of a byte offset, counting line breaks the way the scanner does (LF, CR LF,
/// lone CR). Used only to place errors found before parsing, so a linear count is fine.
enum LineCounter {
    static func line(atOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            let isCarriageReturnBeforeLineFeed =
                byte == ASCII.carriageReturn && index + 1 < bytes.count && bytes[index + 1] == ASCII.newline
            if byte == ASCII.newline || (byte == ASCII.carriageReturn && !isCarriageReturnBeforeLineFeed) {
                line += 1
            }
            index += 1
        }
        return line
    }
}
