import AirKitDoctor
import Foundation

/// Edits `project.pbxproj` as text, the way Xcode would have written the change, guided by the
/// doctor's parse of the file (``PBXProjParser``), which gives the line of every key and value.
///
/// Foundation cannot write Xcode's old-style property lists, and rewriting the whole file would
/// reorder and reformat it; so each change is a line replaced or lines inserted, and every other
/// byte stays. Edits refer to the lines of the file as read and are applied together by ``text``.
struct PBXProjEditor {
    let original: String
    let lines: TextLines
    let objects: PBXDictionary
    private(set) var edits = LineEdits()
    var ids: ObjectIDs
    /// Objects to add, by `isa`, each as (identifier, lines).
    private var newObjects: [String: [(id: String, lines: [String])]] = [:]

    init(text: String) throws(SetupError) {
        original = text
        lines = TextLines(text)
        let root: PBXValue
        do {
            root = try PBXProjParser.parse(Data(text.utf8))
        } catch {
            throw SetupError("project.pbxproj: \(error.description)")
        }
        guard let objects = root.dictionary?["objects"]?.dictionary else {
            throw SetupError("project.pbxproj: no 'objects' dictionary")
        }
        self.objects = objects
        ids = ObjectIDs(text: text)
    }

    /// The file with every edit made.
    var text: String {
        var edits = edits
        for (isa, objects) in newObjects.sorted(by: { $0.key < $1.key }) {
            addSection(isa: isa, objects: objects.sorted { $0.id < $1.id }, to: &edits)
        }
        return edits.applied(to: original)
    }

    var hasChanges: Bool { !edits.isEmpty || !newObjects.isEmpty }

    // MARK: - Reading

    func object(_ id: String) -> PBXDictionary? {
        objects[id]?.dictionary
    }

    /// The identifier of the object whose `{` stands on `line` and whose `isa` is `isa`.
    func objectID(atLine line: Int, isa: String) -> String? {
        objects.entries.first { $0.value.line == line && $0.value.dictionary?["isa"]?.string == isa }?.key
    }

    /// The identifiers of the objects of class `isa`, in file order.
    func objectIDs(isa: String) -> [String] {
        objects.entries.filter { $0.value.dictionary?["isa"]?.string == isa }.map(\.key)
    }

    /// The comment Xcode writes after a reference to object `id` (`/* Debug */`), or empty.
    func comment(of id: String) -> String {
        guard let line = objects.entry(forKey: id)?.keyLine else { return "" }
        let text = lines.line(line)
        guard let open = text.range(of: "/* "), let close = text.range(of: " */", range: open.upperBound..<text.endIndex)
        else { return "" }
        return String(text[open.upperBound..<close.lowerBound])
    }

    // MARK: - Build settings

    /// Sets `key` to `value` in the `buildSettings` of configuration `id`: the line is rewritten
    /// when the key is there, else a line is inserted where Xcode's sorted order puts it. Returns
    /// `false` when the dictionary is not laid out one setting per line.
    mutating func setBuildSetting(_ key: String, to value: String, inConfiguration id: String) -> Bool {
        guard let configuration = object(id), let settingsEntry = configuration.entry(forKey: "buildSettings"),
            let settings = settingsEntry.value.dictionary
        else { return false }
        let newLine = PBXQuoting.quoted(key) + " = " + PBXQuoting.quoted(value) + ";"
        if let existing = settings.entry(forKey: key) {
            let current = lines.line(existing.keyLine)
            let trimmed = current.trimmingBlanks
            guard existing.value.string != nil, trimmed.hasPrefix(PBXQuoting.quoted(key)) || trimmed.hasPrefix(key),
                trimmed.hasSuffix(";"), !settings.entries.contains(where: { $0.key != key && $0.keyLine == existing.keyLine })
            else { return false }
            edits.replace(line: existing.keyLine, with: lines.indent(of: existing.keyLine) + newLine)
            return true
        }
        return insertSortedEntry(key: key, lines: [newLine], into: settings, line: settingsEntry.value.line)
    }

    /// Inserts an entry written as `entryLines` (first line at the entry's indentation, the rest
    /// relative to it) into the dictionary that opens on `line`, before the first key that sorts
    /// after `key` (`isa` always stays first).
    mutating func insertSortedEntry(key: String, lines entryLines: [String], into dictionary: PBXDictionary, line: Int)
        -> Bool
    {
        guard lines.line(line).trimmingBlanks.hasSuffix("{") else { return false }
        let entries = dictionary.entries
        guard Set(entries.map(\.keyLine)).count == entries.count, !entries.contains(where: { $0.keyLine == line }) else {
            return false
        }
        let following = entries.first { $0.key != "isa" && $0.key > key }
        let before: Int
        if let following {
            before = following.keyLine
        } else {
            let searchFrom = max(line, entries.last.map { lastLine(of: $0) } ?? line)
            guard let closing = lines.firstLine(after: searchFrom - 1, trimmedEquals: "};") else { return false }
            before = closing
        }
        let indent = entries.first.map { lines.indent(of: $0.keyLine) } ?? (lines.indent(of: line) + "\t")
        edits.insert(entryLines.map { indent + $0 }, before: before)
        return true
    }

    /// The last line of an entry: its key line, or for a list the line of its `);`.
    private func lastLine(of entry: PBXDictionary.Entry) -> Int {
        guard entry.value.array != nil else { return entry.keyLine }
        return lines.firstLine(after: entry.keyLine - 1, trimmedEquals: ");") ?? entry.keyLine
    }

    /// Adds `element` (an identifier with its comment) as the last element of the list `key` of
    /// `dictionary`. Returns `false` when the list is not written one element per line.
    mutating func appendElement(_ element: String, toList key: String, of dictionary: PBXDictionary) -> Bool {
        guard let entry = dictionary.entry(forKey: key), let elements = entry.value.array,
            lines.line(entry.keyLine).trimmingBlanks.hasSuffix("("),
            let closing = lines.firstLine(after: entry.keyLine, trimmedEquals: ");")
        else { return false }
        let indent = elements.first.map { lines.indent(of: $0.line) } ?? (lines.indent(of: entry.keyLine) + "\t")
        edits.insert([indent + element + ","], before: closing)
        return true
    }

    /// Rewrites an object written on one line (`ID /* c */ = {isa = …; path = x; };`) as one
    /// entry per line with `key` added in sorted order, the way Xcode writes larger objects.
    /// Returns `false` when the object is not on one line or holds a value other than a string.
    mutating func expandSingleLineObject(_ id: String, adding key: String, lines entryLines: [String]) -> Bool {
        guard let entry = objects.entry(forKey: id), let object = entry.value.dictionary else { return false }
        let line = entry.keyLine
        let text = lines.line(line)
        guard let open = text.range(of: "= {"), text.trimmingBlanks.hasSuffix("};"),
            object.entries.allSatisfy({ $0.keyLine == line && $0.value.string != nil })
        else { return false }
        let indent = lines.indent(of: line)
        var body: [String] = []
        var added = false
        for existing in object.entries {
            if !added, existing.key != "isa", existing.key > key {
                body += entryLines
                added = true
            }
            body.append(PBXQuoting.quoted(existing.key) + " = " + PBXQuoting.quoted(existing.value.string ?? "") + ";")
        }
        if !added { body += entryLines }
        let head = String(text[..<open.upperBound])
        let expanded = [head] + body.map { indent + "\t" + $0 } + [indent + "};"]
        edits.replace(line: line, with: expanded.joined(separator: lines.newline))
        return true
    }

    // MARK: - Objects

    /// Adds an object of class `isa` written as `objectLines` (the first at the objects' level of
    /// indentation, the rest relative to it) to its section, in identifier order.
    mutating func addObject(id: String, isa: String, lines objectLines: [String]) {
        newObjects[isa, default: []].append((id, objectLines))
    }

    /// Puts `objects` in the section of `isa`: into the existing one in identifier order, or a new
    /// section placed among the others in Xcode's alphabetical order.
    private func addSection(isa: String, objects added: [(id: String, lines: [String])], to edits: inout LineEdits) {
        let indent = "\t\t"
        let begin = lines.firstLine(trimmedEquals: "/* Begin \(isa) section */")
        let end = lines.firstLine(trimmedEquals: "/* End \(isa) section */")
        if let begin, let end, begin < end {
            let existing = objects.entries.filter { $0.keyLine > begin && $0.keyLine < end }
            for object in added {
                let next = existing.first { $0.key > object.id }
                edits.insert(object.lines.map { indent + $0 }, before: next?.keyLine ?? end)
            }
            return
        }
        let section =
            ["/* Begin \(isa) section */"] + added.flatMap { $0.lines.map { indent + $0 } } + ["/* End \(isa) section */"]
        let sections = (1...max(1, lines.count)).compactMap { number -> (String, Int)? in
            let text = lines.line(number).trimmingBlanks
            guard text.hasPrefix("/* Begin "), text.hasSuffix(" section */") else { return nil }
            return (String(text.dropFirst(9).dropLast(11)), number)
        }
        if let following = sections.first(where: { $0.0 > isa }) {
            edits.insert(section + [""], before: following.1)
        } else if let lastEnd = (1...max(1, lines.count)).last(where: { lines.line($0).trimmingBlanks.hasPrefix("/* End ") }) {
            edits.insert([""] + section, before: lastEnd + 1)
        } else if let objectsLine = objects.entries.first?.keyLine {
            edits.insert(section + [""], before: objectsLine)
        }
    }
}
