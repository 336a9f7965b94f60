/// A `.xcconfig` file read with the files it includes, as Xcode reads it.
///
/// The syntax follows Apple's "Configuration Settings File (xcconfig) format" (Xcode Help,
/// https://help.apple.com/xcode/mac/current/en.lproj/dev745c5c974.html) and what Xcode's build
/// system does where that page is silent (swift-build `Sources/SWBMacro/MacroConfigFileParser.swift`:
/// `#include?`, the trailing `;`, `\` continuation, `//` inside values):
/// - `KEY = value` on one line; the value runs to the end of the line, trimmed, and one trailing `;`
///   is dropped. A value ending in `\` continues on the next line (joined with a space).
/// - Conditions follow the key: `KEY[sdk=iphoneos*][arch=arm64]`, `KEY[config=Debug]`, and the older
///   comma form `KEY[sdk=iphoneos*,arch=arm64]`.
/// - `//` starts a comment anywhere on a line, even inside a value: `URL = https://example.com`
///   gives `https:`. Xcode's build system does the same, so the doctor reads it that way.
/// - `#include "path"` reads another file in place; `#include? "path"` does too but a missing file is
///   skipped silently. Paths are relative to the including file's folder, or absolute.
///
/// Reading never fails as a whole: each problem (a missing include, a binary or non-UTF-8 file, a
/// line that is not an assignment, an include cycle, too deep nesting, a file outside the project
/// folder) is one line in `problems` and everything else is still read. A file the ``ReadScope``
/// refuses (outside the project folder, hidden, or a link out of it) is never opened: its settings
/// could print a secret, such as the token `actions/checkout` keeps in `.git/config`. Work is
/// bounded by ``maximumFileSize``, ``maximumIncludeDepth`` and ``maximumFileCount`` per read, and
/// by the run's budgets of `.xcconfig` text and settings (``ReadScope``), which every read of the
/// run shares: each file is read from disk once per run, and past a budget nothing more is read
/// and the scope's ``ReadScope/exceededBudget`` says why.
struct XCConfigFile: Sendable, Equatable {
    /// Larger files are refused: real ones are a few kilobytes.
    static let maximumFileSize = ReadLimits.xcconfigBytes
    /// How deep `#include`s may nest below the first file.
    static let maximumIncludeDepth = 16
    /// How many files one read may open, counting a file included twice twice.
    static let maximumFileCount = 256

    /// In reading order, includes expanded in place.
    var assignments: [SettingAssignment] = []
    var problems: [String] = []
    /// The files not read because the scope refused them, absolute.
    var refusedFiles: [String] = []

    /// Reads the file at `path` and its includes, within the folder holding it.
    static func read(path: String) -> XCConfigFile {
        read(path: path, within: ReadScope(folder: FilePaths.parent(of: path)))
    }

    /// `text` read as if it were the file at `path` (its includes found from there), for a file
    /// not yet in place.
    static func read(text: String, as path: String, within scope: ReadScope) -> XCConfigFile {
        var reader = XCConfigReader(scope: scope)
        reader.read(text: text, as: FilePaths.normalize(path))
        return reader.file
    }

    static func read(path: String, within scope: ReadScope) -> XCConfigFile {
        var reader = XCConfigReader(scope: scope)
        reader.read(FilePaths.normalize(path), depth: 0, includedFrom: nil)
        return reader.file
    }
}
