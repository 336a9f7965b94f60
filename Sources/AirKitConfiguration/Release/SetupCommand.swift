/// An `airkit setup` command line, as the doctor prints it for a person to run: every word quoted for
/// a POSIX shell where it needs it, AirKit's address as ``AirKitRelease/packageURLArgument`` writes
/// it, so the line runs as written and nothing a project names can act (a target called `$(reboot)`
/// is printed inside single quotes).
public struct SetupCommand: Sendable, Equatable {
    /// The `.xcodeproj` folder, or its `project.pbxproj`, as the doctor shows its path.
    public var project: String
    public var targetName: String?
    /// `--adopt-scenes`.
    public var adoptsScenes: Bool
    /// `--add-package` with AirKit's address.
    public var addsPackage: Bool

    public init(project: String, targetName: String? = nil, adoptsScenes: Bool = false, addsPackage: Bool = false) {
        self.project = project
        self.targetName = targetName
        self.adoptsScenes = adoptsScenes
        self.addsPackage = addsPackage
    }

    /// The command line, or `nil` when a name holds a control character, which no printed line can
    /// carry faithfully.
    public var line: String? {
        var words = ["airkit", "setup", Self.shellWord(project)]
        if let targetName { words += ["--target", Self.shellWord(targetName)] }
        if adoptsScenes { words.append("--adopt-scenes") }
        if addsPackage { words += ["--add-package", AirKitRelease.packageURLArgument] }
        let names = [project] + (targetName.map { [$0] } ?? [])
        guard !names.contains(where: { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }) else {
            return nil
        }
        return words.joined(separator: " ")
    }

    /// What a person must have done for ``line`` to run: set the variable it reads, if it reads one.
    public var prerequisite: String? {
        guard addsPackage, AirKitRelease.publishedURL == nil else { return nil }
        return "with \(AirKitRelease.urlVariable) set to AirKit's address (README, \"Install\")"
    }

    /// `word` as one word of a POSIX shell: as it is when it holds only characters no shell treats
    /// specially, otherwise in single quotes, each `'` written `'\''`.
    public static func shellWord(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "_-./+,:@%=".unicodeScalars.contains(scalar)
        }
        if plain, !word.isEmpty { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }
}
