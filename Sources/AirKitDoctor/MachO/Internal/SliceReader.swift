import AirKitConfiguration

/// Turns one thin 64-bit Mach-O image into a ``MachOSlice``.
///
/// The layout is validated first (header, load commands, every declared range); then each fact is
/// read from every place a linker may have put it, so that both Apple ld's and lld's layouts, and
/// stripped binaries, give the same answers.
struct SliceReader {
    let slice: ByteWindow
    let layout: SliceLayout
    let chainedFixups: ChainedFixups?
    let symbolTable: SymbolTableScan?

    /// Reads `slice`, which must start with `MH_MAGIC_64`.
    static func read(_ slice: ByteWindow) throws(MachOReadError) -> MachOSlice {
        let reader = try SliceReader(slice)
        var result = MachOSlice(architecture: reader.layout.architecture)
        if let deployment = reader.layout.buildVersion ?? reader.layout.versionMinimum {
            result.platform = deployment.platform.map(MachOSlice.Platform.init(buildVersionPlatform:))
            result.minimumOS = OSVersion(packed: deployment.minimumOS)
            // Linkers write 0 when they were not told the SDK (object files, some hand-made links);
            // llvm-objdump shows it as "n/a", and 0.0 is no SDK a rule should compare against.
            result.sdk = deployment.sdk == 0 ? nil : OSVersion(packed: deployment.sdk)
        }
        result.referencesRegisterSceneAccessory = reader.referencesRegisterSceneAccessory
        result.importsSceneAccessoryClass = try reader.importsSceneAccessoryClass()
        result.definedObjCClassNames = try reader.definedObjCClassNames()
        return result
    }

    private init(_ slice: ByteWindow) throws(MachOReadError) {
        self.slice = slice
        layout = try SliceLayout(parsing: slice)
        if let blob = layout.chainedFixups {
            chainedFixups = try ChainedFixups(slice.window(blob))
        } else {
            chainedFixups = nil
        }
        if let table = layout.symbolTable {
            symbolTable = try SymbolTableScan(table, in: slice)
        } else {
            symbolTable = nil
        }
    }

    /// The selector is a whole string of `__objc_methname`, or of `__cstring` where lld merged
    /// the method names into it.
    private var referencesRegisterSceneAccessory: Bool {
        ["__objc_methname", "__cstring"].contains { section in
            guard let bytes = layout.sectionBytes(segment: "__TEXT", section: section) else { return false }
            return CStringSection(window: slice.window(bytes)).contains(ObjCSymbolNames.registerSceneAccessory)
        }
    }
}
