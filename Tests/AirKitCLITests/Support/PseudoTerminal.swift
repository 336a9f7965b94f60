import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
/// Glibc declares the pseudo-terminal calls only under `_XOPEN_SOURCE`, which Swift's Glibc
/// module does not set; they are looked up in the C library by name instead.
private func libcFunction<Function>(_ name: String, as type: Function.Type) -> Function? {
    // dlopen(nil) is the program's global scope, which includes the C library.
    guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, name) else { return nil }
    return unsafeBitCast(symbol, to: type)
}

private func openPseudoTerminal(_ flags: Int32) -> Int32 {
    libcFunction("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)?(flags) ?? -1
}

private func grantpt(_ descriptor: Int32) -> Int32 {
    libcFunction("grantpt", as: (@convention(c) (Int32) -> Int32).self)?(descriptor) ?? -1
}

private func unlockpt(_ descriptor: Int32) -> Int32 {
    libcFunction("unlockpt", as: (@convention(c) (Int32) -> Int32).self)?(descriptor) ?? -1
}

private func ptsname(_ descriptor: Int32) -> String? {
    libcFunction("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)?(descriptor).map {
        String(cString: $0)
    }
}
#else
private func ptsname(_ descriptor: Int32) -> String? {
    Darwin.ptsname(descriptor).map { String(cString: $0) }
}
#endif

/// A pseudo-terminal, so a test can run `airkit` with standard output on a terminal.
final class PseudoTerminal {
    private let primary: Int32
    private var secondary: Int32

    init() throws {
        primary = openPseudoTerminal(O_RDWR | O_NOCTTY)
        try #require(primary >= 0, "posix_openpt failed")
        try #require(grantpt(primary) == 0 && unlockpt(primary) == 0, "grantpt/unlockpt failed")
        let name = try #require(ptsname(primary), "ptsname failed")
        secondary = open(name, O_RDWR | O_NOCTTY)
        try #require(secondary >= 0, "opening the terminal failed")
    }

    deinit {
        if secondary >= 0 { close(secondary) }
        close(primary)
    }

    /// Sets the terminal's size, as a window resize does.
    func setSize(columns: UInt16, rows: UInt16 = 24) throws {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        let result = withUnsafeMutablePointer(to: &size) { ioctl(primary, UInt(TIOCSWINSZ), $0) }
        try #require(result == 0, "TIOCSWINSZ failed")
    }

    /// The terminal end a child process writes to.
    var terminalHandle: FileHandle { FileHandle(fileDescriptor: secondary, closeOnDealloc: false) }

    /// Everything written to the terminal, once every writer has exited; the terminal's `\r\n`
    /// line ends become `\n`.
    func readAfterWritersExit() -> String {
        close(secondary)
        secondary = -1
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(primary, &buffer, buffer.count)
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }
}

extension Airkit {
    /// Runs `airkit` with standard output on a pseudo-terminal; returns what the terminal showed.
    static func runOnTerminal(
        _ arguments: [String], in directory: String, environment: [String: String] = [:], columns: UInt16? = nil
    ) throws -> String {
        let terminal = try PseudoTerminal()
        if let columns { try terminal.setSize(columns: columns) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { own, _ in own }
        process.standardOutput = terminal.terminalHandle
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return terminal.readAfterWritersExit()
    }
}
