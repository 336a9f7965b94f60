/// The name tools such as `lipo` and Xcode give a CPU type and subtype.
enum ArchitectureName {
    /// `arm64`, `arm64e`, `x86_64`, `x86_64h`, or `cpu <type>/<subtype>` (decimal) for anything else.
    static func of(cpuType: UInt32, cpuSubtype: UInt32) -> String {
        let subtype = cpuSubtype & ~MachOFormat.CPU.subtypeFeatureMask
        switch (cpuType, subtype) {
        case (MachOFormat.CPU.arm64, MachOFormat.CPU.subtypeARM64All),
            (MachOFormat.CPU.arm64, MachOFormat.CPU.subtypeARM64V8):
            return "arm64"
        case (MachOFormat.CPU.arm64, MachOFormat.CPU.subtypeARM64E): return "arm64e"
        case (MachOFormat.CPU.x8664, MachOFormat.CPU.subtypeX8664All): return "x86_64"
        case (MachOFormat.CPU.x8664, MachOFormat.CPU.subtypeX8664H): return "x86_64h"
        default: return "cpu \(cpuType)/\(subtype)"
        }
    }
}
