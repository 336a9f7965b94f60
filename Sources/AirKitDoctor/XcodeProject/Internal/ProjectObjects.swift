/// The `objects` dictionary of a `project.pbxproj`: every object by its ID.
///
/// An object also has a position (its place among the entries of `objects`), so that tables over
/// every object can hold 4-byte positions instead of copies of the 24-character IDs.
struct ProjectObjects {
    let table: PBXDictionary

    /// How many objects there are; positions run from 0 to `count - 1`.
    var count: Int { table.count }

    /// The object `id` names when it has class `isa`; `nil` for a missing ID, a missing object,
    /// a non-dictionary or another class.
    func object(_ id: String?, isa: String) -> PBXDictionary? {
        guard let object = object(id), object.isa == isa else { return nil }
        return object
    }

    /// The object `id` names, whatever its class.
    func object(_ id: String?) -> PBXDictionary? {
        guard let id else { return nil }
        return table[id]?.dictionary
    }

    /// The position of the object `id` names, or `nil` when there is none.
    func position(of id: String) -> Int? {
        table.position(of: id)
    }

    /// The object at `position`, or `nil` when it is not a dictionary.
    func object(atPosition position: Int) -> PBXDictionary? {
        table.value(atPosition: position).dictionary
    }

    /// The ID of the object at `position`.
    func id(atPosition position: Int) -> String {
        table.entries[position].key
    }

    /// The line the object `id` starts on.
    func line(of id: String) -> Int? {
        table[id]?.line
    }
}
