import AirKitConfiguration

/// Code an engine or framework puts into every app built with it, whatever the app does: a sign of
/// an external display there is the library's, not the app's intent.
///
/// Unity's iOS export carries Unity's trampoline in `Classes/` (its `Classes/Unity/DisplayManager.mm`
/// observes `UIScreenDidConnectNotification` for every game, in the app target before Unity 2019.3
/// and in `UnityFramework` since); the game's own code is its C# scripts and their IL2CPP output
/// (`Classes/Native/`, `Il2CppOutputProject/`), read by ``UnityDisplayActivations``. Other libraries
/// vendored by hand live in a folder named for that (`Vendor/`, `ThirdParty/`, …), one folder per
/// library. Signs in either are kept, with the library named, so the output can say where they were
/// and whose they are (Documentation/doctor.md, "Which targets and apps are checked").
enum VendoredCode {
    /// Folder names that hold libraries copied into a project, one subfolder each.
    static let vendorFolders: Set<String> = [
        "Vendor", "Vendors", "vendor", "ThirdParty", "Third-Party", "third_party", "3rdParty",
    ]

    /// The library whose vendored code holds `file` (absolute) in the project rooted at
    /// `projectRoot` (absolute), or `nil` when it is the app's own.
    static func library(holding file: String, projectRoot: String) -> String? {
        let prefix = projectRoot.hasSuffix("/") ? projectRoot : projectRoot + "/"
        guard file.hasPrefix(prefix) else { return nil }
        let components = file.dropFirst(prefix.count).split(separator: "/").map(String.init)
        if components.count > 1, components[0] == "Classes", components[1] != "Native",
            UnityDisplayActivations.isExport(at: projectRoot)
        {
            return "Unity"
        }
        guard let index = components.dropLast().firstIndex(where: vendorFolders.contains) else { return nil }
        return index + 2 < components.count ? components[index + 1] : components[index]
    }

    /// `code` with each external-display sign found in vendored code marked with its library.
    /// Paths in `code` are as `paths` shows them.
    static func attributing(_ code: CodeEvidence, projectRoot: String, paths: PathDisplay) -> CodeEvidence {
        var code = code
        code.externalDisplaySignals = code.externalDisplaySignals.map { signal in
            guard signal.library == nil, let path = signal.location?.path else { return signal }
            var signal = signal
            signal.library = library(holding: paths.absolute(path), projectRoot: projectRoot)
            return signal
        }
        return code
    }
}
