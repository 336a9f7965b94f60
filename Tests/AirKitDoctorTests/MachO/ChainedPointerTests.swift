import Testing

@testable import AirKitDoctor

/// Decoding of fixup-chain pointer records, the step the class-list walk needs to follow
/// Objective-C metadata in images linked with chained fixups. The lld-19 fixtures exercise
/// `DYLD_CHAINED_PTR_64` end to end; the other formats Apple ld writes are checked here.
@Suite("Chained fixup pointers")
struct ChainedPointerTests {
    static let base: UInt64 = 0x1_0000_0000

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var raw: UInt64
        var format: UInt16
        var target: UInt64?
    }

    static let cases: [Case] = [
        Case(
            testDescription: "DYLD_CHAINED_PTR_64 rebase as lld-19 writes it (next = 2)", raw: 0x0010_0001_0000_C198,
            format: 2, target: 0x1_0000_C198),
        Case(
            testDescription: "DYLD_CHAINED_PTR_64 rebase with high8", raw: 0x0000_0AB1_0000_C198, format: 2,
            target: 0xAB00_0001_0000_C198),
        Case(testDescription: "DYLD_CHAINED_PTR_64 bind", raw: 0x8010_0000_0000_0002, format: 2, target: nil),
        Case(
            testDescription: "DYLD_CHAINED_PTR_64_OFFSET rebase counts from the load address",
            raw: 0x0010_0000_0000_C198, format: 6, target: 0x1_0000_C198),
        Case(
            testDescription: "DYLD_CHAINED_PTR_ARM64E plain rebase is an address", raw: 0x0000_0001_0000_C198,
            format: 1, target: 0x1_0000_C198),
        Case(
            testDescription: "DYLD_CHAINED_PTR_ARM64E authenticated rebase is an offset",
            raw: 0x8000_0000_0000_C198 | 0x0001_0000_0000, format: 1, target: 0x1_0000_C198),
        Case(testDescription: "DYLD_CHAINED_PTR_ARM64E bind", raw: 0x4000_0000_0000_0003, format: 1, target: nil),
        Case(
            testDescription: "DYLD_CHAINED_PTR_ARM64E_USERLAND plain rebase is an offset", raw: 0x0000_0000_0000_C198,
            format: 9, target: 0x1_0000_C198),
        Case(
            testDescription: "DYLD_CHAINED_PTR_ARM64E_USERLAND24 authenticated bind", raw: 0xC000_0000_0000_0001,
            format: 12, target: nil),
        Case(testDescription: "a 32-bit format is not decoded", raw: 0x1234, format: 3, target: nil),
    ]

    @Test("Rebase records decode to their target address; binds and unknown formats do not", arguments: cases)
    func decodes(_ testCase: Case) {
        let target = ChainedPointer.rebaseTarget(testCase.raw, format: testCase.format, preferredLoadAddress: Self.base)
        #expect(target == testCase.target)
    }

    @Test("An offset that overflows past the top of the address space has no target")
    func overflowingOffset() {
        #expect(ChainedPointer.rebaseTarget(0xF_FFFF_FFFF, format: 6, preferredLoadAddress: .max - 1) == nil)
    }

    @Test("The formats the walk decodes are exactly those it knows", arguments: UInt16(0)...13)
    func decodableFormats(_ format: UInt16) {
        #expect(ChainedPointer.canDecode(format) == [1, 2, 6, 9, 12].contains(format))
    }
}
