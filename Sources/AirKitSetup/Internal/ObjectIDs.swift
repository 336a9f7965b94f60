/// New object identifiers for `project.pbxproj`: 24 uppercase hexadecimal digits, as Xcode
/// writes them, derived from a description of the object so that the same run on the same
/// file always gives the same identifiers, and never one the file already uses.
struct ObjectIDs {
    private var taken: Set<String>

    /// `text` is the whole file: every 24-digit hexadecimal word in it counts as taken.
    init(text: String) {
        var taken = Set<String>()
        var current = ""
        for character in text {
            if character.isHexDigit, character.isASCII {
                current.append(character)
            } else {
                if current.count == 24 { taken.insert(current.uppercased()) }
                current = ""
            }
        }
        if current.count == 24 { taken.insert(current.uppercased()) }
        self.taken = taken
    }

    /// A fresh identifier for the object `description` names (for example the target's
    /// identifier and what the object is).
    mutating func make(for description: String) -> String {
        var attempt = 0
        while true {
            let seed = "\(description)#\(attempt)"
            let high = Self.fnv1a(seed, basis: 0xcbf2_9ce4_8422_2325)
            let low = Self.fnv1a(seed, basis: 0x8422_2325_cbf2_9ce4) & 0xFFFF_FFFF
            let id = Self.hex(high, digits: 16) + Self.hex(low, digits: 8)
            if taken.insert(id).inserted { return id }
            attempt += 1
        }
    }

    private static func fnv1a(_ text: String, basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
