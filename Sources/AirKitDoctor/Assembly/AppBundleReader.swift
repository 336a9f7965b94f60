import AirKitConfiguration
import Foundation

/// Reads an `.app` bundle: its Info.plist, its executable, and when needed the class names its
/// embedded frameworks define.
enum AppBundleReader {
    /// Executables past this size are not read.
    static let executableSizeLimit = ReadLimits.executableBytes

    struct Contents {
        var infoPlist: InfoPlistEvidence
        /// `nil` when the bundle has no executable (a bundle made for a test, or a broken copy).
        var executable: ExecutableEvidence?
    }

    /// Reads the bundle at the absolute `path`, writing paths as `paths` shows them, and reading
    /// only what `scope` admits (a bundle's files may be links elsewhere). Throws when the
    /// Info.plist, or the executable of an iOS app, is unreadable.
    ///
    /// The Info.plist decides the platform first: a bundle for another platform is skipped, so its
    /// executable (a Mac helper's shell script, say) is never read, and cannot stop the run.
    static func read(_ path: String, paths: PathDisplay, scope: ReadScope) throws(InputError) -> Contents {
        let layout = Layout(bundle: path)
        guard let plistPath = layout.infoPlistPath else {
            throw InputError(path: paths.relative(path), reason: "no Info.plist inside; not an app bundle")
        }
        if let refusal = scope.refusal(of: plistPath) {
            throw InputError(path: paths.relative(plistPath), reason: "\(refusal.reason), so not read")
        }
        let infoPlist = try InfoPlistLoader.load(contentsOf: plistPath, reportingPath: paths.relative(plistPath))
        guard infoPlist.plist.otherPlatform == nil else { return Contents(infoPlist: infoPlist, executable: nil) }
        let executableName = infoPlist.plist.executableName ?? FilePaths.stem(of: path)
        guard !executableName.contains("/"), let executablePath = layout.executablePath(named: executableName) else {
            return Contents(infoPlist: infoPlist, executable: nil)
        }
        let shownPath = paths.relative(executablePath)
        if let refusal = scope.refusal(of: executablePath) {
            throw InputError(path: shownPath, reason: "\(refusal.reason), so not read")
        }
        let executableSlices: [ExecutableEvidence.Slice]
        do {
            executableSlices = try slices(of: executablePath)
        } catch {
            throw InputError(path: shownPath, reason: error.reason)
        }
        var executable = ExecutableEvidence(path: shownPath, slices: executableSlices)
        let delegates = (infoPlist.plist.sceneManifest?.externalEntries ?? []).compactMap(\.delegateClassName)
        if !definesAll(delegates, in: executable) {
            executable.frameworkClassNames = frameworkClassNames(in: layout, scope: scope)
        }
        return Contents(infoPlist: infoPlist, executable: executable)
    }

    /// The Mach-O slices of the file at `path`, read range by range rather than loaded whole.
    static func slices(of path: String) throws(InputError) -> [ExecutableEvidence.Slice] {
        let file: ReadOnlyFile
        do {
            file = try ReadOnlyFile(path: path, sizeLimit: executableSizeLimit)
        } catch {
            throw InputError(path: path, reason: error.reason)
        }
        do {
            return try MachOReader.readSlices(in: file).map(ExecutableEvidence.Slice.init)
        } catch {
            throw InputError(path: path, reason: error.description)
        }
    }

    /// Whether the main executable already settles every delegate name, so frameworks need not be read.
    private static func definesAll(_ delegates: [String], in executable: ExecutableEvidence) -> Bool {
        guard let defined = executable.definedClassNames else { return true }
        return delegates.allSatisfy { delegate in
            guard let candidates = SceneDelegateClassName(delegate).runtimeNameCandidates else { return true }
            return candidates.contains(where: defined.contains)
        }
    }

    /// Class names defined by `Frameworks/*.framework`; frameworks that cannot be read are skipped,
    /// as the finding this serves only needs to avoid blaming a class that lives in one.
    private static func frameworkClassNames(in layout: Layout, scope: ReadScope) -> Set<String> {
        let folder = layout.frameworksFolder
        let frameworks = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".framework")
        }
        var names = Set<String>()
        for framework in frameworks.sorted() {
            let frameworkPath = InputDiscovery.join(folder, framework)
            let plistPath = InputDiscovery.join(frameworkPath, "Info.plist")
            let plist = scope.admits(plistPath) ? try? InfoPlistLoader.load(contentsOf: plistPath) : nil
            let executableName = plist?.plist.executableName ?? FilePaths.stem(of: framework)
            let executablePath = InputDiscovery.join(frameworkPath, executableName)
            guard !executableName.contains("/"), scope.admits(executablePath) else { continue }
            let slices = (try? slices(of: executablePath)) ?? []
            for slice in slices { names.formUnion(slice.definedClassNames ?? []) }
        }
        return names
    }

    /// Where things sit in an iOS bundle (flat) or a Mac Catalyst bundle (`Contents/…`).
    private struct Layout {
        let bundle: String
        let contents: String

        init(bundle: String) {
            self.bundle = bundle
            let macStyle = InputDiscovery.join(bundle, "Contents")
            let isMacStyle = FileManager.default.fileExists(atPath: InputDiscovery.join(macStyle, "Info.plist"))
            contents = isMacStyle ? macStyle : bundle
        }

        var isMacStyle: Bool { contents != bundle }

        var infoPlistPath: String? {
            let path = InputDiscovery.join(contents, "Info.plist")
            return FileManager.default.fileExists(atPath: path) ? path : nil
        }

        func executablePath(named name: String) -> String? {
            let path =
                isMacStyle ? InputDiscovery.join(InputDiscovery.join(contents, "MacOS"), name) : InputDiscovery.join(bundle, name)
            return FileManager.default.fileExists(atPath: path) ? path : nil
        }

        var frameworksFolder: String { InputDiscovery.join(contents, "Frameworks") }
    }
}
