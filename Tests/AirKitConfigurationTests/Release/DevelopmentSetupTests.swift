import Foundation
import Testing

/// CONTRIBUTING.md lists what `.ci/run` installs beyond Swift; `.ci/run` is the declaration, so the
/// list is held to it.
@Suite("What CI installs, as CONTRIBUTING.md says it")
struct DevelopmentSetupTests {
    static let marker = "<!-- ci-installs: the packages .ci/run installs, checked by DevelopmentSetupTests -->"

    @Test("CONTRIBUTING.md names every package .ci/run installs with apt-get and pip, and no other")
    func contributingNamesWhatCIInstalls() throws {
        let script = try ReleaseMentionTests.text(".ci/run")
        let installed = Self.installedPackages(script)
        #expect(installed.count >= 8, "read \(installed.sorted()) from .ci/run")
        let contributing = try ReleaseMentionTests.text("CONTRIBUTING.md")
        let parts = contributing.components(separatedBy: Self.marker + "\n")
        try #require(parts.count == 2, "CONTRIBUTING.md must hold the line \(Self.marker) once")
        let list = parts[1].components(separatedBy: "\n\n")[0]
        let named = Set(list.matches(of: /`([a-z0-9-]+)`/).map { String($0.output.1) }).subtracting(["apt-get", "pip"])
        #expect(named == installed, "CONTRIBUTING.md names \(named.sorted()); .ci/run installs \(installed.sorted())")
    }

    @Test("the reader takes packages from apt-get and pip lines, across continuations, without versions")
    func readerReadsInstallLines() {
        let script = """
            $sudo apt-get update -qq
            $sudo apt-get install -y -qq --no-install-recommends lld-19 strace >/dev/null
            python3 -m pip install --quiet --root-user-action=ignore \\
                sarif-tools==3.0.5 "jsonschema>=4"
            """
        #expect(Self.installedPackages(script) == ["lld-19", "strace", "sarif-tools", "jsonschema"])
    }

    /// The packages of every `apt-get install` and `pip install` line, flags and versions left out.
    static func installedPackages(_ script: String) -> Set<String> {
        let joined = script.replacingOccurrences(of: "\\\n", with: " ")
        var packages: Set<String> = []
        for line in joined.split(separator: "\n") {
            guard let range = line.range(of: "apt-get install ") ?? line.range(of: "pip install ") else { continue }
            for word in line[range.upperBound...].split(separator: " ") {
                if word.hasPrefix(">") || word == "|" || word == "&&" { break }
                if word.hasPrefix("-") { continue }
                let name =
                    word.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                    .split(whereSeparator: { "=<>~!".contains($0) }).first.map(String.init) ?? ""
                if !name.isEmpty { packages.insert(name) }
            }
        }
        return packages
    }
}
