extension MachOSlice.Platform {
    /// The platform numbered as in `LC_BUILD_VERSION` (`PLATFORM_*` in `<mach-o/loader.h>`).
    init(buildVersionPlatform raw: UInt32) {
        switch raw {
        case MachOFormat.Platform.macOS: self = .macOS
        case MachOFormat.Platform.iOS: self = .iOS
        case MachOFormat.Platform.macCatalyst: self = .macCatalyst
        case MachOFormat.Platform.iOSSimulator: self = .iOSSimulator
        default: self = .other(raw)
        }
    }
}
