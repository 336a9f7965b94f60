import AirKitDoctor

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line as the system passed it, before Swift turns it into `String`s.
///
/// A path whose name is not UTF-8 (a Latin-1 `café` from an old archive) reaches
/// `CommandLine.arguments` repaired into another name, which then does not exist; the doctor would
/// call it missing. The raw bytes are checked first, so such an argument gets its own one-line
/// error instead.
enum RawArguments {
    /// Each argument (after the program name) that is not valid UTF-8, shown with `\xNN` escapes.
    static func notUTF8() -> [String] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return nil }
            let bytes = Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
            return String(validating: bytes, as: UTF8.self) == nil ? PrintableText.escaped(bytes: bytes) : nil
        }
    }
}
