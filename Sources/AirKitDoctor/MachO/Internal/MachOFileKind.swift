/// What the first four bytes of a file or a fat slice say it is.
enum MachOFileKind: Equatable {
    case thin64
    case fat(is64Bit: Bool)
    case thin32
    case bigEndian
    case unknown

    /// `nil` when there are fewer than four bytes.
    init?(magicOf window: ByteWindow) {
        guard let littleEndian = window.uint32(at: 0), let bigEndian = window.bigEndianUInt32(at: 0) else {
            return nil
        }
        switch (littleEndian, bigEndian) {
        case (MachOFormat.Magic.thin64, _): self = .thin64
        case (_, MachOFormat.Magic.fat32): self = .fat(is64Bit: false)
        case (_, MachOFormat.Magic.fat64): self = .fat(is64Bit: true)
        case (MachOFormat.Magic.thin32, _): self = .thin32
        case (MachOFormat.Magic.thin64Swapped, _), (MachOFormat.Magic.thin32Swapped, _): self = .bigEndian
        default: self = .unknown
        }
    }
}
