/// What the `LC_SYMTAB` symbols of a slice say about Objective-C classes.
///
/// Stripping removes most symbols of an executable, so an empty result here proves little; the
/// slice reader combines it with the dyld import tables and the Objective-C sections.
struct SymbolTableScan {
    /// `_OBJC_CLASS_$_UISceneAccessory` is an undefined (imported) symbol.
    var importsSceneAccessoryClass = false
    /// Runtime names of the classes whose `_OBJC_CLASS_$_` symbol is defined in a section.
    var definedClassNames: Set<String> = []

    /// Reads every `nlist_64` of `table`, whose ranges the layout has already checked; a symbol
    /// whose name lies outside the string table is an error.
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
            guard let name = strings.cString(at: Int(nameOffset)) else {
                throw .malformed("symbol \(index) has a name offset (\(nameOffset)) outside the string table")
            }
            if kind == MachOFormat.Symbol.undefined {
                importsSceneAccessoryClass =
                    importsSceneAccessoryClass || strings.bytes(in: name, equal: ObjCSymbolNames.sceneAccessoryClass)
            } else if strings.bytes(in: name, startWith: ObjCSymbolNames.classPrefix),
                name.count > ObjCSymbolNames.classPrefix.count
            {
                definedClassNames.insert(strings.string(in: (name.lowerBound + ObjCSymbolNames.classPrefix.count)..<name.upperBound))
            }
        }
    }
}
