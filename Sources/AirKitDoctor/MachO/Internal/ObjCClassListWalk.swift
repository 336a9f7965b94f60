/// Finds the runtime names of the Objective-C classes an image defines by following its
/// `__objc_classlist`, for images whose linker merged `__objc_classname` into `__cstring`.
///
/// Each list entry points to a class (`objc_class`); the class's fifth word (`data`) points to its
/// read-only part (`class_ro_t`), whose fourth field (`name`) points to the name. Swift classes
/// are listed too, under their runtime name (`_TtC6Banner13SceneDelegate` or their `@objc` name).
/// Pointers are plain addresses when the image has no chained fixups and rebase records when it
/// has. An entry that does not lead to a name inside the file is skipped rather than reported: the
/// walk is a fallback, and the rest of the slice stays readable.
struct ObjCClassListWalk {
    private static let pointerSize = 8
    private static let classDataOffset = 32
    private static let readOnlyNameOffset = 24
    /// The low bits of `data` are flags (Swift-class markers), not part of the address.
    private static let dataFlagMask: UInt64 = 0x7

    let slice: ByteWindow
    let layout: SliceLayout
    /// The fixup-chain pointer format of each segment, or `nil` when the image has no chained
    /// fixups and stores plain addresses.
    let pointerFormats: [Int: UInt16]?

    func classNames(listedIn list: Range<Int>) -> Set<String> {
        let loadAddress = layout.preferredLoadAddress ?? 0
        var names: Set<String> = []
        for index in 0..<(list.count / Self.pointerSize) {
            let entry = list.lowerBound + index * Self.pointerSize
            guard let classAddress = pointer(at: entry, loadAddress: loadAddress),
                let classOffset = layout.fileOffset(ofAddress: classAddress),
                let data = pointer(at: classOffset + Self.classDataOffset, loadAddress: loadAddress),
                let readOnlyOffset = layout.fileOffset(ofAddress: data & ~Self.dataFlagMask),
                let nameAddress = pointer(at: readOnlyOffset + Self.readOnlyNameOffset, loadAddress: loadAddress),
                let nameOffset = layout.fileOffset(ofAddress: nameAddress),
                let name = slice.cString(at: nameOffset, maximumLength: ObjCSymbolNames.maximumClassNameLength),
                !name.isEmpty
            else { continue }
            names.insert(slice.string(in: name))
        }
        return names
    }

    /// The address stored in the pointer-sized word at file offset `offset`.
    private func pointer(at offset: Int, loadAddress: UInt64) -> UInt64? {
        guard let raw = slice.uint64(at: offset) else { return nil }
        guard let pointerFormats, let segment = layout.segmentIndex(containingFileOffset: offset),
            let format = pointerFormats[segment]
        else {
            return raw  // no fixup chain runs through this word's segment: it holds an address
        }
        return ChainedPointer.rebaseTarget(raw, format: format, preferredLoadAddress: loadAddress)
    }
}
