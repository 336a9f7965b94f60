/// The `objects` dictionary of a `project.pbxproj`: every object by its ID.
struct ProjectObjects {
    let table: PBXDictionary

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

    /// The line the object `id` starts on.
    func line(of id: String) -> Int? {
        table[id]?.line
    }
}
