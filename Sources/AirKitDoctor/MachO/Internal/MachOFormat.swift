/// The numbers of the Mach-O format this reader relies on, named as in `<mach-o/loader.h>`,
/// `<mach-o/fat.h>`, `<mach-o/nlist.h>` and `<mach-o/fixup-chains.h>`.
enum MachOFormat {
    enum Magic {
        /// `MH_MAGIC_64`, read little-endian: the only thin layout the reader accepts.
        static let thin64: UInt32 = 0xFEED_FACF
        /// `MH_MAGIC`: 32-bit Mach-O.
        static let thin32: UInt32 = 0xFEED_FACE
        /// `MH_CIGAM_64` / `MH_CIGAM`: the same magics written big-endian, as read little-endian.
        static let thin64Swapped: UInt32 = 0xCFFA_EDFE
        static let thin32Swapped: UInt32 = 0xCEFA_EDFE
        /// `FAT_MAGIC` / `FAT_MAGIC_64`, read big-endian.
        static let fat32: UInt32 = 0xCAFE_BABE
        static let fat64: UInt32 = 0xCAFE_BABF
    }

    enum Size {
        static let machHeader64 = 32
        static let fatHeader = 8
        static let fatArch32 = 20
        static let fatArch64 = 32
        static let loadCommand = 8
        static let segmentCommand64 = 72
        static let section64 = 80
        static let nlist64 = 16
    }

    enum LoadCommand {
        static let symtab: UInt32 = 0x2
        static let segment64: UInt32 = 0x19
        static let dyldInfo: UInt32 = 0x22
        static let dyldInfoOnly: UInt32 = 0x8000_0022
        static let versionMinMacOSX: UInt32 = 0x24
        static let versionMinIPhoneOS: UInt32 = 0x25
        static let buildVersion: UInt32 = 0x32
        static let dyldChainedFixups: UInt32 = 0x8000_0034
    }

    enum Platform {
        static let macOS: UInt32 = 1
        static let iOS: UInt32 = 2
        static let macCatalyst: UInt32 = 6
        static let iOSSimulator: UInt32 = 7
    }

    enum CPU {
        static let abi64: UInt32 = 0x0100_0000
        static let x8664: UInt32 = 7 | abi64
        static let arm64: UInt32 = 12 | abi64
        /// The capability bits in the high byte of a CPU subtype (pointer authentication ABI version…).
        static let subtypeFeatureMask: UInt32 = 0xFF00_0000
        static let subtypeARM64All: UInt32 = 0
        static let subtypeARM64V8: UInt32 = 1
        static let subtypeARM64E: UInt32 = 2
        static let subtypeX8664All: UInt32 = 3
        static let subtypeX8664H: UInt32 = 8
    }

    enum SectionType {
        static let mask: UInt32 = 0xFF
        /// Sections with no bytes in the file: `S_ZEROFILL`, `S_GB_ZEROFILL`, `S_THREAD_LOCAL_ZEROFILL`.
        static let zeroFill: Set<UInt32> = [0x1, 0xC, 0x12]
    }

    enum Symbol {
        /// `N_STAB`: debugger entries, not symbols.
        static let stabMask: UInt8 = 0xE0
        static let typeMask: UInt8 = 0x0E
        static let undefined: UInt8 = 0x0
        static let definedInSection: UInt8 = 0xE
    }
}
