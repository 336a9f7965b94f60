/// An app target declared in a project generator's Swift manifest, read from its text: Tuist's
/// `Project.swift`, or a `Package.swift` with an `.iOSApplication` product (Swift Playgrounds
/// apps). The manifests are Swift programs; the doctor does not run them, it reads the common
/// shapes (`name:` next to `product: .app`), so an app built by helper functions it cannot follow
/// falls back to the manifest's folder name.
struct ManifestApp: Equatable {
    var name: String
    /// `.tuist` or `.swiftPM`.
    var generator: ProjectGenerator
    /// The manifest file, absolute.
    var manifestPath: String
    /// The 1-based line of the target's `name:`.
    var line: Int
    /// `iOS`, or the other platform the target declares.
    var platform: String
    /// The Info.plist named with `infoPlist: .file(path:)`, absolute; `nil` when the generator
    /// writes it (`.extendingDefault`, `.default`, SwiftPM).
    var infoPlistPath: String?
}
