/// Typed reads of the fields of a `project.pbxproj` object, which answer `nil` or `[]` when the
/// field is missing or has another type, so that a partly broken project is read as far as it goes.
extension PBXDictionary {
    /// The string value of `key`, or `nil`.
    func string(_ key: String) -> String? {
        self[key]?.string
    }

    /// The string elements of the array value of `key`; other elements are left out.
    func strings(_ key: String) -> [String] {
        (self[key]?.array ?? []).compactMap(\.string)
    }

    /// The object's class, such as `PBXNativeTarget`.
    var isa: String? { string("isa") }
}
