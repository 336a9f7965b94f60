/// Hash tables for the keys of large dictionaries, built while parsing, so that looking up one of
/// the 200,000 object IDs of a large project costs one hash, not a scan.
///
/// Each table is a power-of-two run of `UInt32` slots in one shared array (linear probing; 0 is
/// empty, `n` is entry `n - 1`), at least twice the entry count: 8 bytes or more per entry, and no
/// `String` per key. Keys hash by their UTF-8 (after decoding escapes).
struct OpenStepKeyIndex {
    private(set) var tables: [UInt32: Range<Int>] = [:]
    private(set) var slots: [UInt32] = []

    /// Adds the table of the dictionary whose children start at `firstChild`. `keyUTF8(entry)`
    /// gives the bytes of an entry's key. Returns `false` without adding anything when two keys
    /// are equal, so that the caller can merge them first.
    mutating func addTable(
        firstChild: Int, count: Int, keyUTF8: (Int, (UnsafeBufferPointer<UInt8>) -> Void) -> Void,
        keysEqual: (Int, Int) -> Bool
    ) -> Bool {
        var size = 16
        while size < 2 * count { size *= 2 }
        let start = slots.count
        slots.append(contentsOf: repeatElement(0, count: size))  // filled in place, no second table
        let mask = size - 1
        for entry in 0..<count {
            var slot = 0
            keyUTF8(entry) { slot = Self.hash($0) & mask }
            while slots[start + slot] != 0 {
                if keysEqual(Int(slots[start + slot]) - 1, entry) {
                    slots.removeSubrange(start...)
                    return false
                }
                slot = (slot + 1) & mask
            }
            slots[start + slot] = UInt32(entry + 1)
        }
        tables[UInt32(firstChild)] = start..<(start + size)
        return true
    }

    /// The entry whose key `matches`, probing from the hash of `key`.
    static func lookUp(
        _ key: UnsafeBufferPointer<UInt8>, in table: ArraySlice<UInt32>, matches: (Int) -> Bool
    ) -> Int? {
        let mask = table.count - 1
        var slot = hash(key) & mask
        while case let stored = table[table.startIndex + slot], stored != 0 {
            if matches(Int(stored) - 1) { return Int(stored) - 1 }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return hasher.finalize()
    }
}
