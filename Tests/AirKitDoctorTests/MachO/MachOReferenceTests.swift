import AirKitDoctor
import Foundation
import Testing

/// `registerSceneAccessory:`, `UISceneAccessory` and defined class names, found in each place a
/// linker can put them, and only as whole names.
@Suite("Mach-O accessory references and class names")
struct MachOReferenceTests {
    typealias Section = SyntheticMachO.Section
    typealias Symbol = SyntheticMachO.Symbol

    static func read(_ commands: [SyntheticMachO.Command]) throws -> MachOSlice {
        let slices = try MachOReader.readSlices(from: Data(SyntheticMachO(commands: commands).bytes()))
        return try #require(slices.first)
    }

    static func strings(_ strings: String...) -> [UInt8] {
        strings.flatMap { Array($0.utf8) + [0] }
    }

    static func textSegment(_ sections: Section...) -> SyntheticMachO.Command {
        .segment(name: "__TEXT", sections: sections)
    }

    // MARK: The selector

    struct SelectorCase: Sendable, CustomTestStringConvertible {
        var section: String
        var contents: [UInt8]
        var isFound: Bool
        var testDescription: String
    }

    static let selectorCases: [SelectorCase] = [
        SelectorCase(
            section: "__objc_methname", contents: strings("init", "registerSceneAccessory:", "alloc"), isFound: true,
            testDescription: "a whole string among method names"),
        SelectorCase(
            section: "__objc_methname", contents: strings("registerSceneAccessory:"), isFound: true,
            testDescription: "the first and only string"),
        SelectorCase(
            section: "__cstring", contents: strings("Hello", "registerSceneAccessory:"), isFound: true,
            testDescription: "method names merged into __cstring"),
        SelectorCase(
            section: "__objc_methname", contents: strings("unregisterSceneAccessory:"), isFound: false,
            testDescription: "the end of a longer selector"),
        SelectorCase(
            section: "__objc_methname", contents: strings("registerSceneAccessory:completion:"), isFound: false,
            testDescription: "the start of a longer selector"),
        SelectorCase(
            section: "__objc_methname", contents: strings("registerSceneAccessory"), isFound: false,
            testDescription: "no colon"),
        SelectorCase(
            section: "__objc_methname", contents: Array("registerSceneAccessory:".utf8), isFound: false,
            testDescription: "no NUL before the section ends"),
        SelectorCase(
            section: "__objc_methtype", contents: strings("registerSceneAccessory:"), isFound: false,
            testDescription: "a section that holds no selectors"),
    ]

    @Test("The selector counts only as a whole NUL-terminated string", arguments: selectorCases)
    func selectorIsAWholeString(_ testCase: SelectorCase) throws {
        let slice = try Self.read([Self.textSegment(Section(name: testCase.section, contents: testCase.contents))])
        #expect(slice.referencesRegisterSceneAccessory == testCase.isFound)
    }

    @Test("Method names outside the __TEXT segment are not searched")
    func selectorOutsideText() throws {
        let data = SyntheticMachO.Command.segment(
            name: "__DATA", sections: [Section(name: "__objc_methname", contents: Self.strings("registerSceneAccessory:"))])
        #expect(try Self.read([data]).referencesRegisterSceneAccessory == false)
    }

    // MARK: The class import

    static let classSymbol = "_OBJC_CLASS_$_UISceneAccessory"

    /// `BIND_OPCODE_SET_DYLIB_ORDINAL_IMM 1`, `SET_SYMBOL_TRAILING_FLAGS_IMM name`, `SET_TYPE_IMM 1`,
    /// `SET_SEGMENT_AND_OFFSET_ULEB 2, 0x10`, `DO_BIND`.
    static func bindEntry(_ name: String) -> [UInt8] {
        [0x11, 0x40] + Array(name.utf8) + [0, 0x51, 0x72, 0x10, 0x90]
    }

    struct ImportCase: Sendable, CustomTestStringConvertible {
        var commands: [SyntheticMachO.Command]
        var isImported: Bool
        var testDescription: String
    }

    static let importCases: [ImportCase] = [
        ImportCase(
            commands: [.symbolTable([Symbol(name: classSymbol, type: SyntheticMachO.SymbolType.undefinedExternal)])],
            isImported: true, testDescription: "an undefined symbol"),
        ImportCase(
            commands: [.symbolTable([Symbol(name: classSymbol, type: SyntheticMachO.SymbolType.definedExternal)])],
            isImported: false, testDescription: "a defined symbol is not an import"),
        ImportCase(
            commands: [.symbolTable([Symbol(name: classSymbol, type: SyntheticMachO.SymbolType.debugEntry)])],
            isImported: false, testDescription: "a debugger entry is not an import"),
        ImportCase(
            commands: [
                .symbolTable([
                    Symbol(name: classSymbol + "Registration", type: SyntheticMachO.SymbolType.undefinedExternal)
                ])
            ],
            isImported: false, testDescription: "a longer class name"),
        ImportCase(
            commands: [.dyldInfo(bind: bindEntry("_objc_msgSend") + bindEntry(classSymbol) + [0x00])],
            isImported: true, testDescription: "the bind opcodes"),
        ImportCase(
            commands: [.dyldInfo(weakBind: bindEntry(classSymbol) + [0x00])],
            isImported: true, testDescription: "the weak-bind opcodes"),
        ImportCase(
            commands: [.dyldInfo(lazyBind: bindEntry("_objc_msgSend") + [0x00] + bindEntry(classSymbol) + [0x00])],
            isImported: true, testDescription: "the second entry of the lazy-bind opcodes, after a DONE"),
        ImportCase(
            commands: [.dyldInfo(bind: bindEntry("_objc_msgSend") + [0x00] + bindEntry(classSymbol))],
            isImported: false, testDescription: "bytes after the DONE that ends the bind opcodes"),
        ImportCase(
            commands: [
                .dyldInfo(
                    bind: [0x20, 0x81, 0x01, 0x60, 0x7F, 0x80, 0x90, 0x01, 0xA0, 0x08, 0xB1, 0xC0, 0x02, 0x08, 0xD0, 0x03, 0xD1]
                        + bindEntry(classSymbol))
            ],
            isImported: true, testDescription: "a name after every kind of operand"),
        ImportCase(
            commands: [.chainedFixups(SyntheticMachO.chainedFixups(importing: ["_objc_msgSend", classSymbol]))],
            isImported: true, testDescription: "chained fixups imports, format 1"),
        ImportCase(
            commands: [.chainedFixups(SyntheticMachO.chainedFixups(importing: [classSymbol], format: 2))],
            isImported: true, testDescription: "chained fixups imports, format 2 (addend)"),
        ImportCase(
            commands: [.chainedFixups(SyntheticMachO.chainedFixups(importing: ["_x", classSymbol], format: 3))],
            isImported: true, testDescription: "chained fixups imports, format 3 (64-bit addend)"),
        ImportCase(
            commands: [.chainedFixups(SyntheticMachO.chainedFixups(importing: [classSymbol + "Registration"]))],
            isImported: false, testDescription: "a longer class name in chained fixups"),
    ]

    @Test("The class import is found in every import table, and only under its exact name", arguments: importCases)
    func classImport(_ testCase: ImportCase) throws {
        #expect(try Self.read(testCase.commands).importsSceneAccessoryClass == testCase.isImported)
    }

    // MARK: Defined classes

    @Test("__objc_classname strings are class names")
    func classNameSection() throws {
        let names = Self.strings("AirKitSceneDelegate", "", "_TtC6Banner13SceneDelegate")
        let slice = try Self.read([Self.textSegment(Section(name: "__objc_classname", contents: names))])
        #expect(slice.definedObjCClassNames == ["AirKitSceneDelegate", "_TtC6Banner13SceneDelegate"])
    }

    @Test("Defined _OBJC_CLASS_$_ symbols are class names; undefined ones and metaclasses are not")
    func classSymbols() throws {
        let slice = try Self.read([
            .symbolTable([
                Symbol(name: "_OBJC_CLASS_$_SceneDelegate", type: SyntheticMachO.SymbolType.definedExternal),
                Symbol(name: "_OBJC_CLASS_$_", type: SyntheticMachO.SymbolType.definedExternal),
                Symbol(name: "_OBJC_METACLASS_$_Other", type: SyntheticMachO.SymbolType.definedExternal),
                Symbol(name: "_OBJC_CLASS_$_UIResponder", type: SyntheticMachO.SymbolType.undefinedExternal),
                Symbol(name: "_main", type: SyntheticMachO.SymbolType.definedExternal),
            ])
        ])
        #expect(slice.definedObjCClassNames == ["SceneDelegate"])
    }

    @Test("Class names from the class-name section and the symbols are combined")
    func classSourcesCombine() throws {
        let slice = try Self.read([
            Self.textSegment(Section(name: "__objc_classname", contents: Self.strings("FromSection"))),
            .symbolTable([Symbol(name: "_OBJC_CLASS_$_FromSymbol", type: SyntheticMachO.SymbolType.definedExternal)]),
        ])
        #expect(slice.definedObjCClassNames == ["FromSection", "FromSymbol"])
    }

    @Test("A symbol table without classes gives an empty set; no source at all gives nil")
    func classSourcesPresence() throws {
        #expect(try Self.read([.symbolTable([])]).definedObjCClassNames == [])
        #expect(
            try Self.read([Self.textSegment(Section(name: "__cstring", contents: Self.strings("A")))])
                .definedObjCClassNames == nil)
    }

    @Test("An empty class list (nothing to follow) gives an empty set")
    func emptyClassList() throws {
        let data = SyntheticMachO.Command.segment(
            name: "__DATA_CONST", sections: [Section(name: "__objc_classlist", contents: [])])
        #expect(try Self.read([data]).definedObjCClassNames == [])
    }

    @Test("Class-list entries that lead outside the file are skipped, not trusted")
    func classListWithWildPointers() throws {
        let wild: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F] + [UInt8](repeating: 0, count: 8)
        let data = SyntheticMachO.Command.segment(
            name: "__DATA_CONST", sections: [Section(name: "__objc_classlist", contents: wild)])
        #expect(try Self.read([data]).definedObjCClassNames == [])
    }
}
