import Foundation

/// Where the CLI writes: standard output and standard error, unbuffered.
struct Console {
    func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
