import Foundation

/// An Info.plist setup creates inside a folder the target synchronizes (Xcode 16 and later) would
/// also be copied into the app as a resource, and the build would fail with "Multiple commands
/// produce Info.plist". Xcode avoids that with a membership exception for the file, which setup
/// writes the same way: a `PBXFileSystemSynchronizedBuildFileExceptionSet` for the target, named
/// in the folder's `exceptions`.
extension SetupPlanner {
    mutating func excludeFromSynchronizedFolders(_ path: String) {
        guard let targetObject = editor.object(targetID) else { return }
        for groupID in (targetObject["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string) {
            guard let folder = folder(ofGroup: groupID), path.hasPrefix(folder + "/") else { continue }
            let relative = String(path.dropFirst(folder.count + 1))
            // An interrupted run may have written the exception already.
            if isExcluded(relative, group: groupID) { continue }
            if excludeInExistingSet(relative, group: groupID) || addExceptionSet(relative, group: groupID) {
                note(
                    .change,
                    "\(target.name): \(relative) excluded from the synchronized folder \(relativeToProject(folder)), "
                        + "as Xcode does for an Info.plist")
            } else {
                note(
                    .leftAlone,
                    "\(relativeToProject(folder)) is not written one entry per line; in Xcode, remove \(relative) "
                        + "from \(target.name)'s membership")
            }
        }
    }

    /// Whether the target's exception sets for the folder already list `relative`.
    private func isExcluded(_ relative: String, group groupID: String) -> Bool {
        (editor.object(groupID)?["exceptions"]?.array ?? []).compactMap(\.string).contains { id in
            let object = editor.object(id)
            return object?["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet"
                && object?["target"]?.string == targetID
                && (object?["membershipExceptions"]?.array ?? []).contains { $0.string == relative }
        }
    }

    /// Adds `relative` to the target's existing exception set for the folder, if there is one.
    private mutating func excludeInExistingSet(_ relative: String, group groupID: String) -> Bool {
        let sets = (editor.object(groupID)?["exceptions"]?.array ?? []).compactMap(\.string)
        guard
            let setID = sets.first(where: { id in
                let object = editor.object(id)
                return object?["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet"
                    && object?["target"]?.string == targetID
            }), let set = editor.object(setID)
        else { return false }
        let element = PBXQuoting.quoted(relative)
        if set["membershipExceptions"] != nil {
            return editor.appendElement(element, toList: "membershipExceptions", of: set)
        }
        return editor.insertSortedEntry(
            key: "membershipExceptions", lines: ["membershipExceptions = (", "\t\(element),", ");"], into: set,
            line: editor.objects[setID]?.line ?? 0)
    }

    /// Creates an exception set for the target and names it in the folder's `exceptions`.
    private mutating func addExceptionSet(_ relative: String, group groupID: String) -> Bool {
        guard let group = editor.object(groupID) else { return false }
        let folderName = group["path"]?.string ?? group["name"]?.string ?? ""
        let comment = "Exceptions for \"\(folderName)\" folder in \"\(target.name)\" target"
        var planned = editor
        let setID = planned.ids.make(for: "\(targetID) PBXFileSystemSynchronizedBuildFileExceptionSet \(groupID)")
        planned.addObject(
            id: setID, isa: "PBXFileSystemSynchronizedBuildFileExceptionSet",
            lines: [
                "\(setID) /* \(comment) */ = {",
                "\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;",
                "\tmembershipExceptions = (",
                "\t\t\(PBXQuoting.quoted(relative)),",
                "\t);",
                "\ttarget = \(targetID) /* \(target.name) */;",
                "};",
            ])
        let element = "\(setID) /* \(comment) */"
        let entryLines = ["exceptions = (", "\t\(element),", ");"]
        let added: Bool
        if group["exceptions"] != nil {
            added = planned.appendElement(element, toList: "exceptions", of: group)
        } else {
            added =
                planned.insertSortedEntry(
                    key: "exceptions", lines: entryLines, into: group, line: editor.objects[groupID]?.line ?? 0)
                || planned.expandSingleLineObject(groupID, adding: "exceptions", lines: entryLines)
        }
        guard added else { return false }
        editor = planned
        return true
    }

    /// The folder a group stands for, following `<group>` paths up to the project folder.
    private func folder(ofGroup id: String) -> String? {
        var components: [String] = []
        var current = id
        for _ in 0..<64 {
            guard let object = editor.object(current) else { return nil }
            if let path = object["path"]?.string, !path.isEmpty { components.insert(path, at: 0) }
            switch object["sourceTree"]?.string ?? "<group>" {
            case "SOURCE_ROOT": return Self.joined(project.sourceRoot, components)
            case "<absolute>": return Self.joined("/", components)
            case "<group>": break
            default: return nil
            }
            guard let parent = parentGroup(of: current) else { return Self.joined(project.sourceRoot, components) }
            current = parent
        }
        return nil
    }

    private func parentGroup(of id: String) -> String? {
        editor.objects.entries.first { entry in
            (entry.value.dictionary?["children"]?.array ?? []).contains { $0.string == id }
        }?.key
    }

    private static func joined(_ base: String, _ components: [String]) -> String {
        let path = components.reduce(base) { ($0 as NSString).appendingPathComponent($1) }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
