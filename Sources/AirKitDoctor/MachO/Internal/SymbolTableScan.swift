/// What the `LC_SYMTAB` symbols of a slice say about Objective-C classes.
///
/// Stripping removes most symbols of an executable, so an empty result here proves little; the
/// slice reader combines it with the dyld import tables and the Objective-C sections.
///
/// The work per symbol is bounded by the names looked for, not by the string table: names are
/// compared in place, and a class name is read only after its `_OBJC_CLASS_$_` prefix matched,
/// up to ``ObjCSymbolNames/maximumClassNameLength``.
struct SymbolTableScan {
    /// `_OBJC_CLASS_$_UISceneAccessory` is an undefined (imported) symbol.
    var importsSceneAccessoryClass = false
    /// Runtime names of the classes whose `_OBJC_CLASS_$_` symbol is defined in a section.
    var definedClassNames: Set<String> = []

    /// Reads every `nlist_64` of `table`, whose ranges the layout has already checked. An
    /// undefined or section-defined symbol whose name starts outside the string table is an error.
    init(_ table: SliceLayout.SymbolTable, in slice: ByteWindow) throws(MachOReadError) {
        let strings = slice.window(table.strings)
        for index in 0..<table.symbolCount {
            let entry = table.symbols.lowerBound + index * MachOFormat.Size.nlist64
            guard let nameOffset = slice.uint32(at: entry), let type = slice.uint8(at: entry + 4) else {
                throw .pastEnd("symbol \(index)", of: "the symbol table")
            }
            guard type & MachOFormat.Symbol.stabMask == 0 else { continue }
            let kind = type & MachOFormat.Symbol.typeMask
            guard kind == MachOFormat.Symbol.undefined || kind == MachOFormat.Symbol.definedInSection else { continue }
            let name = Int(nameOffset)
            guard name < strings.count else {
                throw .malformed("symbol \(index) has a name offset (\(nameOffset)) outside the string table")
            }
            if kind == MachOFormat.Symbol.undefined {
                if strings.hasCString(ObjCSymbolNames.sceneAccessoryClass, at: name) {
                    importsSceneAccessoryClass = true
                }
            } else if let className = Self.className(ofSymbolAt: name, in: strings) {
                definedClassNames.insert(className)
            }
        }
    }

    /// What follows `_OBJC_CLASS_$_` in the symbol name at `offset`, or `nil` when the name does not
    /// start with that prefix or what follows is empty or longer than a class name can be.
    private static func className(ofSymbolAt offset: Int, in strings: ByteWindow) -> String? {
        let prefix = ObjCSymbolNames.classPrefix
        guard let prefixRange = strings.range(offset: offset, length: prefix.count),
            strings.bytes(in: prefixRange, equal: prefix),
            let name = strings.cString(
                at: prefixRange.upperBound, maximumLength: ObjCSymbolNames.maximumClassNameLength),
            !name.isEmpty
        else { return nil }
        return strings.string(in: name)
    }
}
