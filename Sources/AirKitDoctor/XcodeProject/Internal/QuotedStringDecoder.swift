/// Builds the value of a quoted string that has escapes.
///
/// Text between escapes is UTF-8 from the file; `\U` and octal escapes give UTF-16 code units,
/// which may pair into surrogates across neighbouring escapes (`\UD83D\UDE00` is one emoji).
/// A lone surrogate becomes U+FFFD, as in `PropertyListSerialization`.
struct QuotedStringDecoder {
    private var utf8: [UInt8] = []
    private var pendingCodeUnits: [UInt16] = []

    mutating func appendVerbatim(_ byte: UInt8) {
        flushCodeUnits()
        utf8.append(byte)
    }

    mutating func appendVerbatim(_ bytes: UnsafeBufferPointer<UInt8>) {
        flushCodeUnits()
        utf8.append(contentsOf: bytes)
    }

    mutating func appendCodeUnit(_ unit: UInt16) {
        pendingCodeUnits.append(unit)
    }

    mutating func finish() -> String {
        flushCodeUnits()
        return String(decoding: utf8, as: UTF8.self)
    }

    private mutating func flushCodeUnits() {
        guard !pendingCodeUnits.isEmpty else { return }
        utf8.append(contentsOf: String(decoding: pendingCodeUnits, as: UTF16.self).utf8)
        pendingCodeUnits.removeAll(keepingCapacity: true)
    }
}
