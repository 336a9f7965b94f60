import AirKitDoctor
import Foundation

/// libFuzzer entry point for the YAML reader behind XcodeGen specs: any bytes must parse to a
/// tree or give a one-line error whose line exists; a trap, a hang or an AddressSanitizer report
/// is a bug. Every parsed tree is also turned into property-list values, as the doctor does with
/// `info.properties`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    do {
        let node = try YAMLReader.parse(bytes, file: "project.yml")
        _ = node.plistValue
    } catch {
        precondition(!error.description.isEmpty && !error.description.contains("\n"), "an error must be one line")
    }
    return 0
}
