/// A fat (universal) file built in memory around given slices, with a 32-bit (`FAT_MAGIC`) or
/// 64-bit (`FAT_MAGIC_64`) header. Each slice starts on a 4 KB boundary.
struct SyntheticFatFile {
    struct Slice {
        var cpuType: UInt32
        var cpuSubtype: UInt32 = 0
        var bytes: [UInt8]
    }

    var slices: [Slice]
    var is64Bit = false

    /// Where the architecture table entry of slice `index` starts.
    func entryOffset(_ index: Int) -> Int {
        8 + index * (is64Bit ? 32 : 20)
    }

    func bytes() -> [UInt8] {
        var file = MachOTestBytes()
        file.appendBigEndian32(is64Bit ? 0xCAFE_BABF : 0xCAFE_BABE)
        file.appendBigEndian32(UInt32(slices.count))
        var offset = 4096
        var offsets: [Int] = []
        for slice in slices {
            offsets.append(offset)
            file.appendBigEndian32(slice.cpuType)
            file.appendBigEndian32(slice.cpuSubtype)
            if is64Bit {
                file.appendBigEndian64(UInt64(offset))
                file.appendBigEndian64(UInt64(slice.bytes.count))
                file.appendBigEndian32(12)
                file.appendBigEndian32(0)
            } else {
                file.appendBigEndian32(UInt32(offset))
                file.appendBigEndian32(UInt32(slice.bytes.count))
                file.appendBigEndian32(12)
            }
            offset += (slice.bytes.count + 4095) / 4096 * 4096
        }
        for (slice, sliceOffset) in zip(slices, offsets) {
            file.pad(to: sliceOffset)
            file.append(slice.bytes)
        }
        return file.bytes
    }
}
