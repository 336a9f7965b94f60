import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

/// The facts the reader reports for each real fixture (see Fixtures/MachO/README.md), checked
/// against what `llvm-objdump` showed for the same files.
@Suite("Mach-O reader on real fixtures")
struct MachOFixtureTests {
    struct Expectation: Sendable, CustomTestStringConvertible {
        var file: String
        var slices: [MachOSlice]

        var testDescription: String { file }
    }

    static let delegates: Set<String> = ["AirKitSceneDelegate", "_TtC6Banner21ExternalSceneDelegate"]

    static func device(
        sdk: Int, accessory: Bool, classes: Set<String> = []
    ) -> MachOSlice {
        MachOSlice(
            architecture: "arm64", platform: .iOS, minimumOS: OSVersion(17), sdk: OSVersion(sdk),
            referencesRegisterSceneAccessory: accessory, importsSceneAccessoryClass: accessory,
            definedObjCClassNames: classes)
    }

    static let simulator = MachOSlice(
        architecture: "x86_64", platform: .iOSSimulator, minimumOS: OSVersion(17), sdk: OSVersion(27),
        referencesRegisterSceneAccessory: true, importsSceneAccessoryClass: true, definedObjCClassNames: [])

    static let expectations: [Expectation] = [
        Expectation(file: "App-sdk27-accessory-lld19", slices: [device(sdk: 27, accessory: true)]),
        Expectation(file: "App-sdk27-accessory-lld14", slices: [device(sdk: 27, accessory: true)]),
        Expectation(file: "App-sdk27-none", slices: [device(sdk: 27, accessory: false)]),
        Expectation(file: "App-sdk26-none", slices: [device(sdk: 26, accessory: false)]),
        Expectation(file: "App-sdk26-accessory", slices: [device(sdk: 26, accessory: true)]),
        Expectation(file: "App-sdk27-accessory-sim", slices: [simulator]),
        Expectation(file: "App-sdk27-accessory-fat", slices: [simulator, device(sdk: 27, accessory: true)]),
        Expectation(file: "App-sdk27-accessory-stripped", slices: [device(sdk: 27, accessory: true)]),
        Expectation(file: "App-sdk27-delegate", slices: [device(sdk: 27, accessory: true, classes: delegates)]),
        Expectation(file: "App-sdk27-delegate-lld14", slices: [device(sdk: 27, accessory: true, classes: delegates)]),
        Expectation(
            file: "App-sdk27-delegate-stripped", slices: [device(sdk: 27, accessory: true, classes: delegates)]),
        Expectation(
            file: "App-sdk27-delegate-lld14-stripped", slices: [device(sdk: 27, accessory: true, classes: delegates)]),
        Expectation(file: "App-sdk27-near-miss", slices: [device(sdk: 27, accessory: false)]),
        Expectation(
            file: "Object-delegate",
            slices: [
                MachOSlice(
                    architecture: "arm64", platform: .iOS, minimumOS: OSVersion(17), definedObjCClassNames: delegates)
            ]),
    ]

    @Test("Each fixture app reads as the slices it was built as", arguments: expectations)
    func fixtureReadsAsBuilt(_ expectation: Expectation) throws {
        let slices = try MachOReader.readSlices(from: MachOFixture.data(expectation.file))
        #expect(slices == expectation.slices)
    }

    @Test("An object file's class names come from __objc_classname when its symbols are hidden")
    func classNamesFromClassNameSection() throws {
        var bytes = try MachOFixture.bytes("Object-delegate")
        let symbolTable = try #require(MachOTestBytes.loadCommandOffset(2, in: bytes))  // LC_SYMTAB
        MachOTestBytes.patch32(&bytes, at: symbolTable + 12, 0)  // nsyms = 0
        let slices = try MachOReader.readSlices(from: Data(bytes))
        #expect(slices.map(\.definedObjCClassNames) == [Self.delegates])
    }

    @Test("The reader works on a Data slice that does not start at index 0")
    func readsADataSliceInPlace() throws {
        let file = try MachOFixture.data("App-sdk27-accessory-lld19")
        let padded = Data([0xAA, 0xBB, 0xCC]) + file
        let slice = padded[padded.startIndex + 3..<padded.endIndex]
        #expect(try MachOReader.readSlices(from: slice) == MachOReader.readSlices(from: file))
    }

    @Test("A memory-mapped file reads the same as one loaded into memory")
    func readsAMemoryMappedFile() throws {
        let url = try MachOFixture.url("App-sdk27-accessory-fat")
        let mapped = try Data(contentsOf: url, options: .alwaysMapped)
        #expect(try MachOReader.readSlices(from: mapped) == MachOReader.readSlices(from: Data(contentsOf: url)))
    }
}
