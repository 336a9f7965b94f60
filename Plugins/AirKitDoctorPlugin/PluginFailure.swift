/// The error the command fails with; SwiftPM and Xcode print its description.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
