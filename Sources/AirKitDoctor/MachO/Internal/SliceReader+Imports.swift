extension SliceReader {
    /// `_OBJC_CLASS_$_UISceneAccessory` is imported if any import table names it: the
    /// chained-fixups imports, the bind, weak-bind or lazy-bind opcodes, or the undefined symbols.
    /// The class has no name string of its own, so this is the only way to see it, and the first
    /// two survive stripping.
    func importsSceneAccessoryClass() throws(MachOReadError) -> Bool {
        let symbol = ObjCSymbolNames.sceneAccessoryClass
        if symbolTable?.importsSceneAccessoryClass == true { return true }
        if let chainedFixups, try chainedFixups.importsSymbol(symbol) { return true }
        for stream in layout.bindStreams
        where try BindOpcodeScan.stream(slice.window(stream.range), kind: stream.kind, bindsSymbol: symbol) {
            return true
        }
        return false
    }
}
