#if canImport(UIKit) || AIRKIT_STANDIN
/// The kind of a C handle (an observer of each kind, a surface), which the handle carries, so that a
/// handle given to another kind's function names nothing.
///
/// A handle as C sees it is an ``ObserverTable/Handle`` packed into a pointer-sized number: the generation
/// in the high 32 bits, the kind in bits 24 to 31, the slot below 2^24 (a table grows a slot only when
/// every slot is taken). It is never an address.
enum CHandleKind: UInt64 {
    case availability = 1
    case showing
    case end
    case surface

    /// The kind's place in a handle as C sees it: bits 24 to 31, above the slot.
    var tag: UInt64 { rawValue << 24 }

    /// The handle as C sees it, tagged with this kind.
    func pointer(for packed: UInt64) -> OpaquePointer? {
        OpaquePointer(bitPattern: UInt(packed | tag))
    }

    /// The handle a pointer from C stands for, if it is of this kind; `nil` for `NULL` or another kind's.
    func handle<Callback, Value>(_ pointer: OpaquePointer?, in _: ObserverTable<Callback, Value>.Type)
        -> ObserverTable<Callback, Value>.Handle?
    {
        let packed = UInt64(UInt(bitPattern: pointer))
        guard packed & (0xFF << 24) == tag else { return nil }
        return ObserverTable<Callback, Value>.Handle(packed: packed & ~(0xFF << 24))
    }
}
#endif
