import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

/// Platform, deployment target, SDK and architecture, on images built in memory for the cases
/// the fixtures do not cover.
@Suite("Mach-O deployment facts")
struct MachODeploymentTests {
    static func readOnlySlice(_ image: SyntheticMachO) throws -> MachOSlice {
        let slices = try MachOReader.readSlices(from: Data(image.bytes()))
        return try #require(slices.count == 1 ? slices.first : nil)
    }

    @Test(
        "LC_BUILD_VERSION platforms map to the doctor's platforms",
        arguments: [
            (UInt32(1), MachOSlice.Platform.macOS), (2, .iOS), (6, .macCatalyst), (7, .iOSSimulator),
            (3, .other(3)), (11, .other(11)),
        ])
    func buildVersionPlatform(raw: UInt32, platform: MachOSlice.Platform) throws {
        let image = SyntheticMachO(commands: [.buildVersion(platform: raw, minimumOS: 0x11_0000, sdk: 0x1B_0000)])
        #expect(try Self.readOnlySlice(image).platform == platform)
    }

    @Test("Packed xxxx.yy.zz versions unpack into minimum OS and SDK")
    func packedVersions() throws {
        let image = SyntheticMachO(commands: [.buildVersion(platform: 2, minimumOS: 0x11_0201, sdk: 0x1A_0400)])
        let slice = try Self.readOnlySlice(image)
        #expect(slice.minimumOS == OSVersion(17, 2, 1))
        #expect(slice.sdk == OSVersion(26, 4))
    }

    @Test("An SDK recorded as 0 (not given to the linker) is reported as unknown")
    func zeroSDKIsUnknown() throws {
        let image = SyntheticMachO(commands: [.buildVersion(platform: 2, minimumOS: 0x11_0000, sdk: 0)])
        let slice = try Self.readOnlySlice(image)
        #expect(slice.sdk == nil)
        #expect(slice.minimumOS == OSVersion(17))
    }

    @Test("Without LC_BUILD_VERSION, LC_VERSION_MIN_IPHONEOS gives platform, minimum OS and SDK")
    func versionMinimumFallback() throws {
        let image = SyntheticMachO(commands: [
            .versionMinimum(command: SyntheticMachO.LoadCommand.versionMinIPhoneOS, version: 0x0C_0000, sdk: 0x0E_0500)
        ])
        let slice = try Self.readOnlySlice(image)
        #expect(slice.platform == .iOS)
        #expect(slice.minimumOS == OSVersion(12))
        #expect(slice.sdk == OSVersion(14, 5))
    }

    @Test("An x86_64 slice with LC_VERSION_MIN_IPHONEOS is a simulator slice, as dyld reads it")
    func versionMinimumOnIntelIsSimulator() throws {
        var image = SyntheticMachO(commands: [
            .versionMinimum(command: SyntheticMachO.LoadCommand.versionMinIPhoneOS, version: 0x0C_0000, sdk: 0x0E_0000)
        ])
        image.cpuType = SyntheticMachO.CPU.x8664
        image.cpuSubtype = 3
        #expect(try Self.readOnlySlice(image).platform == .iOSSimulator)
    }

    @Test("LC_VERSION_MIN_MACOSX gives macOS")
    func versionMinimumMacOS() throws {
        let image = SyntheticMachO(commands: [
            .versionMinimum(command: SyntheticMachO.LoadCommand.versionMinMacOSX, version: 0x0A_0F00, sdk: 0x0B_0000)
        ])
        let slice = try Self.readOnlySlice(image)
        #expect(slice.platform == .macOS)
        #expect(slice.minimumOS == OSVersion(10, 15))
    }

    @Test("LC_BUILD_VERSION wins over a version-minimum command, wherever each one is")
    func buildVersionWins() throws {
        let image = SyntheticMachO(commands: [
            .versionMinimum(command: SyntheticMachO.LoadCommand.versionMinIPhoneOS, version: 0x0C_0000, sdk: 0x0E_0000),
            .buildVersion(platform: 7, minimumOS: 0x11_0000, sdk: 0x1B_0000),
        ])
        let slice = try Self.readOnlySlice(image)
        #expect(slice.platform == .iOSSimulator)
        #expect(slice.sdk == OSVersion(27))
    }

    @Test("A slice without any version command has no platform, minimum OS or SDK")
    func noVersionCommand() throws {
        let slice = try Self.readOnlySlice(SyntheticMachO())
        #expect(slice.platform == nil)
        #expect(slice.minimumOS == nil)
        #expect(slice.sdk == nil)
        #expect(slice.definedObjCClassNames == nil)
    }

    @Test(
        "CPU type and subtype name the architecture",
        arguments: [
            (UInt32(0x0100_000C), UInt32(0), "arm64"), (0x0100_000C, 1, "arm64"), (0x0100_000C, 2, "arm64e"),
            (0x0100_000C, 0x8000_0002, "arm64e"), (0x0100_0007, 3, "x86_64"), (0x0100_0007, 0x8000_0003, "x86_64"),
            (0x0100_0007, 8, "x86_64h"), (0x0100_000C, 5, "cpu 16777228/5"), (0x0200_000C, 1, "cpu 33554444/1"),
        ])
    func architectureName(cpuType: UInt32, cpuSubtype: UInt32, name: String) throws {
        let image = SyntheticMachO(cpuType: cpuType, cpuSubtype: cpuSubtype)
        #expect(try Self.readOnlySlice(image).architecture == name)
    }

    @Test("A 64-bit fat header reads its slices in table order")
    func fat64ReadsEverySlice() throws {
        let device = SyntheticMachO(commands: [.buildVersion(platform: 2, minimumOS: 0x11_0000, sdk: 0x1B_0000)])
        var simulator = SyntheticMachO(commands: [.buildVersion(platform: 7, minimumOS: 0x11_0000, sdk: 0x1B_0000)])
        simulator.cpuType = SyntheticMachO.CPU.x8664
        simulator.cpuSubtype = 3
        let fat = SyntheticFatFile(
            slices: [
                .init(cpuType: SyntheticMachO.CPU.arm64, bytes: device.bytes()),
                .init(cpuType: SyntheticMachO.CPU.x8664, cpuSubtype: 3, bytes: simulator.bytes()),
            ],
            is64Bit: true)
        let slices = try MachOReader.readSlices(from: Data(fat.bytes()))
        #expect(slices.map(\.architecture) == ["arm64", "x86_64"])
        #expect(slices.map(\.platform) == [.iOS, .iOSSimulator])
    }
}
