import AirKitDoctor
import Foundation

/// libFuzzer entry point for the doctor's Mach-O reader: any bytes must either read as slices or
/// throw `MachOReadError`; a trap, a hang or an AddressSanitizer report is a bug.
/// The input is wrapped without copying, as the doctor wraps a memory-mapped executable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let bytes = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: data), count: size, deallocator: .none)
    _ = try? MachOReader.readSlices(from: bytes)
    return 0
}
