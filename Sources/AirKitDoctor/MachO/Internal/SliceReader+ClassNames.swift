extension SliceReader {
    /// The runtime names of the Objective-C classes the slice defines, from every source it has:
    /// - the strings of `__objc_classname` (Apple ld keeps this section; it also holds protocol and
    ///   category names, which is harmless for asking "is this class defined?");
    /// - when that section is missing because lld (14 and 19 alike) merged it into `__cstring`,
    ///   the classes listed in `__objc_classlist`, followed to their names (taking every
    ///   `__cstring` string would count any text as a class);
    /// - defined `_OBJC_CLASS_$_` symbols, which stripping removes.
    ///
    /// `nil` when the slice has none of these sources (no such section, no symbol table), or when
    /// its class list uses a pointer format the reader does not decode and the symbol table names
    /// no class either, so the doctor cannot tell.
    func definedObjCClassNames() throws(MachOReadError) -> Set<String>? {
        var names: Set<String>?
        var classListIsUnreadable = false
        if let classNames = layout.sectionBytes(segment: "__TEXT", section: "__objc_classname") {
            names = CStringSection(window: slice.window(classNames)).nonEmptyStrings()
        } else if let classList = layout.firstSection(named: "__objc_classlist") {
            names = try classListNames(classList)
            classListIsUnreadable = names == nil
        }
        if let symbolTable, !(classListIsUnreadable && symbolTable.definedClassNames.isEmpty) {
            names = (names ?? []).union(symbolTable.definedClassNames)
        }
        return names
    }

    /// `nil` when a fixup chain in the image uses a pointer format the walk cannot decode.
    private func classListNames(_ classList: SliceLayout.Section) throws(MachOReadError) -> Set<String>? {
        guard let list = classList.fileRange else { return [] }
        let pointerFormats = try chainedFixups?.pointerFormatsBySegment()
        if let pointerFormats, !pointerFormats.values.allSatisfy(ChainedPointer.canDecode) { return nil }
        return ObjCClassListWalk(slice: slice, layout: layout, pointerFormats: pointerFormats)
            .classNames(listedIn: list)
    }
}
