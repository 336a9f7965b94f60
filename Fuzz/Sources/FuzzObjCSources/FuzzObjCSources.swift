import AirKitDoctor

/// libFuzzer entry point for the doctor's Objective-C source scanner: any text must scan to facts
/// whose lines exist in it; a trap, a hang or an AddressSanitizer report is a bug. Invalid UTF-8 is
/// repaired the way the doctor reads source files.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let facts = ObjCSourceScanner.scan(text, path: "Fuzzed.mm")
    let signals = facts.signals
    let lineCount = countLines(text.utf8)
    let lines =
        signals.airKitImports + signals.externalRoleReferences + signals.screenConnectionObservers
        + signals.sceneAccessoryReferences + signals.legacyScreenWindowAssignments
        + signals.sceneConfigurationProviders.map(\.line) + facts.sceneDelegates.map(\.line)
    precondition(lines.allSatisfy { (1...lineCount).contains($0) }, "a fact points past the end of the text")
    return 0
}

/// Lines as the scanner counts them: LF, CR and CR LF each end one.
private func countLines(_ bytes: String.UTF8View) -> Int {
    var lines = 1
    var previous: UInt8 = 0
    for byte in bytes {
        if byte == 0x0D || (byte == 0x0A && previous != 0x0D) { lines += 1 }
        previous = byte
    }
    return lines
}
