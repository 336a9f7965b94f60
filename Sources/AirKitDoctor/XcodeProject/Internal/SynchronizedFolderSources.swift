/// The Swift files a target compiles from Xcode 16's file-system-synchronized folders.
///
/// A folder in a target's `fileSystemSynchronizedGroups` gives the target every `.swift` file under
/// it on disk. A `PBXFileSystemSynchronizedBuildFileExceptionSet` of that folder naming the target
/// flips membership for the paths it lists: they leave a target that owns the folder, and join a
/// target that does not (how Xcode shares one file of an app's folder with an extension).
struct SynchronizedFolderSources {
    private let objects: ProjectObjects
    private let resolver: SourcePathResolver
    /// Every synchronized folder of the project, by ID, for exceptions that add files to a target.
    private let allFolderIDs: [String]

    static let folderClass = "PBXFileSystemSynchronizedRootGroup"
    static let exceptionSetClass = "PBXFileSystemSynchronizedBuildFileExceptionSet"

    init(objects: ProjectObjects, resolver: SourcePathResolver) {
        self.objects = objects
        self.resolver = resolver
        allFolderIDs = objects.table.entries.compactMap { entry in
            entry.value.dictionary?.isa == Self.folderClass ? entry.key : nil
        }
    }

    /// Absolute paths, folder by folder in the target's order, each folder's files sorted;
    /// `swiftFilesInFolder` lists a folder's `.swift` files relative to it.
    func swiftFiles(
        ofTarget target: PBXDictionary, id targetID: String, swiftFilesInFolder: (String) -> [String]
    ) -> [String] {
        let ownFolderIDs = target.strings("fileSystemSynchronizedGroups")
        var paths: [String] = []
        for folderID in ownFolderIDs {
            guard objects.object(folderID, isa: Self.folderClass) != nil,
                let folder = resolver.absolutePath(of: folderID)
            else { continue }
            let exceptions = membershipExceptions(ofFolder: folderID, forTarget: targetID)
            for relative in swiftFilesInFolder(folder) where !Self.matches(relative, anyOf: exceptions) {
                paths.append(FilePath.join(folder, [relative]))
            }
        }
        for folderID in allFolderIDs where !ownFolderIDs.contains(folderID) {
            let added = membershipExceptions(ofFolder: folderID, forTarget: targetID).filter { $0.hasSuffix(".swift") }
            guard !added.isEmpty, let folder = resolver.absolutePath(of: folderID) else { continue }
            paths += added.map { FilePath.join(folder, [$0]) }
        }
        return paths
    }

    /// The paths, relative to the folder, that the folder's exception sets list for the target.
    private func membershipExceptions(ofFolder folderID: String, forTarget targetID: String) -> [String] {
        guard let folder = objects.object(folderID, isa: Self.folderClass) else { return [] }
        return folder.strings("exceptions").flatMap { exceptionID -> [String] in
            guard let exceptionSet = objects.object(exceptionID, isa: Self.exceptionSetClass),
                exceptionSet.string("target") == targetID
            else { return [] }
            return exceptionSet.strings("membershipExceptions")
        }
    }

    /// Whether `relative` is one of `exceptions` or lies inside a folder one of them names.
    private static func matches(_ relative: String, anyOf exceptions: [String]) -> Bool {
        exceptions.contains { relative == $0 || relative.hasPrefix($0 + "/") }
    }
}
