import Foundation

/// A read-only, bounds-checked view on bytes someone else owns: the whole file, one fat slice, or
/// one blob inside a slice.
///
/// Every read takes an offset relative to the window and returns `nil` instead of trapping when
/// the bytes are not all inside it, so code that walks untrusted Mach-O data turns each `nil` into
/// a ``MachOReadError``. Offsets and sizes from the file are checked with overflow-safe arithmetic
/// before they become ranges. The window never copies: it lives only inside `withUnsafeBytes`, or
/// on the bytes of a ``FileRegionLoader``, which it asks to load each range before reading it.
struct ByteWindow {
    let bytes: UnsafeRawBufferPointer
    /// Loads the bytes on demand when the window is on a file rather than on bytes in memory.
    private let loader: FileRegionLoader?
    /// Where the window starts in the loader's file.
    private let origin: Int

    /// A window on bytes already in memory.
    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        loader = nil
        origin = 0
    }

    /// A window on the whole file of `loader`, read as it is looked at.
    init(loading loader: FileRegionLoader) {
        bytes = loader.bytes
        self.loader = loader
        origin = 0
    }

    private init(bytes: UnsafeRawBufferPointer, loader: FileRegionLoader?, origin: Int) {
        self.bytes = bytes
        self.loader = loader
        self.origin = origin
    }

    var count: Int { bytes.count }

    /// Makes `range` (inside the window) readable; a no-op for bytes already in memory.
    private func loadBytes(in range: Range<Int>) {
        loader?.load((origin + range.lowerBound)..<(origin + range.upperBound))
    }

    /// `offset ..< offset + length` when that lies inside the window; `nil` when it does not,
    /// including when the end would overflow.
    func range(offset: Int, length: Int) -> Range<Int>? {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else { return nil }
        return offset..<(offset + length)
    }

    /// The same check for the 64-bit offsets and sizes Mach-O structures carry.
    func range(offset: UInt64, length: UInt64) -> Range<Int>? {
        guard let offset = Int(exactly: offset), let length = Int(exactly: length) else { return nil }
        return range(offset: offset, length: length)
    }

    /// The range of `count` consecutive records of `size` bytes starting at `offset`, or `nil` when
    /// they do not fit (the multiplication is overflow-checked too).
    func range(offset: UInt64, count: UInt64, size: UInt64) -> Range<Int>? {
        let (length, overflow) = count.multipliedReportingOverflow(by: size)
        guard !overflow else { return nil }
        return range(offset: offset, length: length)
    }

    /// A window on `range`, which must come from one of this window's `range` functions.
    func window(_ range: Range<Int>) -> ByteWindow {
        ByteWindow(bytes: UnsafeRawBufferPointer(rebasing: bytes[range]), loader: loader, origin: origin + range.lowerBound)
    }

    func uint8(at offset: Int) -> UInt8? {
        guard offset >= 0, offset < count else { return nil }
        loadBytes(in: offset..<(offset + 1))
        return bytes[offset]
    }

    func uint16(at offset: Int) -> UInt16? {
        load(UInt16.self, at: offset).map(UInt16.init(littleEndian:))
    }

    func uint32(at offset: Int) -> UInt32? {
        load(UInt32.self, at: offset).map(UInt32.init(littleEndian:))
    }

    func uint64(at offset: Int) -> UInt64? {
        load(UInt64.self, at: offset).map(UInt64.init(littleEndian:))
    }

    func bigEndianUInt32(at offset: Int) -> UInt32? {
        load(UInt32.self, at: offset).map(UInt32.init(bigEndian:))
    }

    func bigEndianUInt64(at offset: Int) -> UInt64? {
        load(UInt64.self, at: offset).map(UInt64.init(bigEndian:))
    }

    /// The bytes of the NUL-terminated string that starts at `offset`, without the NUL; `nil` when
    /// `offset` is outside the window, or the string is longer than `maximumLength` bytes or runs to
    /// the end of the window.
    ///
    /// Give a `maximumLength` whenever many offsets from the file may point into the same bytes
    /// (symbol names, class names): without it, a million names pointing into one long string
    /// would each scan it to its end.
    func cString(at offset: Int, maximumLength: Int = .max) -> Range<Int>? {
        let bytesToSearch = maximumLength < .max ? maximumLength + 1 : .max  // the string and its NUL
        guard let end = firstZero(from: offset, within: bytesToSearch) else { return nil }
        return offset..<end
    }

    /// Whether the bytes at `offset` are `string` followed by a NUL: a whole-string comparison
    /// whose cost depends on `string` only, not on what the file holds at `offset`.
    func hasCString(_ string: [UInt8], at offset: Int) -> Bool {
        guard let range = range(offset: offset, length: string.count + 1), bytes[range.upperBound - 1] == 0 else {
            return false
        }
        return bytes(in: range.lowerBound..<(range.upperBound - 1), equal: string)
    }

    /// The offset of the first zero byte at or after `offset`, looking at no more than `limit`
    /// bytes. Found with `memchr`, so that walking a 50 MB string section stays fast; on a file,
    /// one loaded chunk at a time.
    func firstZero(from offset: Int, within limit: Int = .max) -> Int? {
        guard offset >= 0, offset < count, limit > 0, let base = bytes.baseAddress else { return nil }
        let end = offset + min(count - offset, limit)
        let step = loader == nil ? end - offset : FileRegionLoader.chunkSize
        var start = offset
        while start < end {
            let stop = min(end, start + step)
            loadBytes(in: start..<stop)
            if let found = memchr(base + start, 0, stop - start) { return UnsafeRawPointer(found) - base }
            start = stop
        }
        return nil
    }

    /// Whether the bytes in `range` (which must be inside the window) equal `expected`.
    func bytes(in range: Range<Int>, equal expected: [UInt8]) -> Bool {
        guard range.count == expected.count else { return false }
        loadBytes(in: range)
        return expected.withUnsafeBytes { expected in
            guard let base = bytes.baseAddress, let other = expected.baseAddress else { return range.isEmpty }
            return memcmp(base + range.lowerBound, other, range.count) == 0
        }
    }

    /// The bytes in `range` as text; invalid UTF-8 becomes U+FFFD rather than failing.
    func string(in range: Range<Int>) -> String {
        loadBytes(in: range)
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// A fixed-size, NUL-padded name such as a segment or section name.
    func paddedName(at offset: Int, length: Int) -> String? {
        guard let range = range(offset: offset, length: length) else { return nil }
        let end = window(range).firstZero(from: 0).map { range.lowerBound + $0 } ?? range.upperBound
        return string(in: range.lowerBound..<end)
    }

    private func load<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T? {
        guard let range = range(offset: offset, length: MemoryLayout<T>.size) else { return nil }
        loadBytes(in: range)
        return bytes.loadUnaligned(fromByteOffset: offset, as: T.self)
    }
}
