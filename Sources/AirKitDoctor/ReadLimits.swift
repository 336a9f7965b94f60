/// Every bound the doctor and `airkit setup` put on what they read from a project, declared once.
///
/// A project folder comes from someone else (a pull request, a cloned repository), so every file
/// it names is read as untrusted: each read is bounded in size, and the work done on what was
/// read is bounded too, whatever the bytes. Setup reads through the same readers with the same
/// limits. `Documentation/doctor.md` ("Running on untrusted projects") lists them.
public enum ReadLimits {
    /// An Info.plist, source or built, read by the doctor or edited by setup. Real ones are
    /// kilobytes.
    public static let infoPlistBytes = 8 << 20
    /// A property list looked at during a folder search to tell whether it is an app's Info.plist:
    /// larger files are not hand-written Info.plists.
    public static let candidateInfoPlistBytes = 1 << 20
    /// The values (keys included) one property list may hold, counted as if every object a
    /// binary property list shares were written out where it is used. An Info.plist holds a few
    /// hundred; past this the file is refused before anything is built from it.
    public static let propertyListValues = 100_000
    /// How deep arrays and dictionaries may nest in a property list, as in CoreFoundation's parser.
    public static let propertyListDepth = 512
    /// The bytes of strings and data one property list may hold, counted per use like
    /// ``propertyListValues``.
    public static let propertyListTextBytes = 16 << 20
    /// A `project.pbxproj` (real projects stay far below 100 MB).
    public static let pbxprojBytes = 512 << 20
    /// One `.xcconfig` file (real ones are a few kilobytes).
    public static let xcconfigBytes = 4 << 20
    /// The text of every `.xcconfig` file one run reads, whichever target, configuration or
    /// `#include` names it; each file is read from disk once, however often it is included.
    public static let xcconfigTextBytes = 32 << 20
    /// The settings (and other lines that say something: includes, malformed lines) read through
    /// `.xcconfig` files in one run, counted each time a file is read in, so a file included again
    /// counts again. Real projects read a few thousand.
    public static let xcconfigSettings = 200_000
    /// A Swift or Objective-C source file, or a Tuist or SwiftPM manifest; generated sources can
    /// be large, but not this large.
    public static let sourceFileBytes = 32 << 20
    /// An XcodeGen spec (`project.yml`) or one of the specs it includes.
    public static let specBytes = 8 << 20
    /// The largest `pubspec.yaml` or `package.json` read for external-display plugin dependencies.
    public static let dependencyManifestBytes = 1 << 20
    /// An executable; it is read range by range, never whole.
    public static let executableBytes = 1 << 31
    /// Folder entries looked at in one run, by the folder search and by every listing of source
    /// folders together: past this the search stops with an error and listings are cut short.
    public static let folderEntries = 200_000
    /// How deep a listing of source folders goes below the folder listed.
    public static let folderDepth = 64
}
