import AirKitDoctor

/// Where the CLI writes: standard output and standard error, unbuffered.
///
/// A failed write to standard output does not stop the command: it is remembered, later output is
/// dropped, and ``exitStatus(after:)`` decides what the failure means once the command is done.
/// Failed writes to standard error are ignored, as there is nowhere left to report them.
final class Console {
    private let output: StandardStream
    private let errors: StandardStream
    /// The first failed write to standard output.
    private(set) var outputFailure: StandardStream.WriteError?

    init(output: StandardStream = .output, errors: StandardStream = .error) {
        self.output = output
        self.errors = errors
    }

    func out(_ text: String) {
        guard outputFailure == nil else { return }
        do {
            try output.write(text)
        } catch {
            outputFailure = error
        }
    }

    /// Writes `text`, whose every line is made inert for CI runners first
    /// (``PrintableText/inertForCIRunners(_:)``): error lines name paths from the project.
    func error(_ text: String) {
        try? errors.write(PrintableText.inertForCIRunners(text))
    }

    /// Why standard output cannot be written, when that shows before writing (a closed descriptor).
    func outputProblem() -> StandardStream.WriteError? {
        outputFailure ?? output.writeProblem()
    }

    /// The failed write to standard output, now dealt with by the command: ``exitStatus(after:)``
    /// no longer turns it into status 2.
    func takeOutputFailure() -> StandardStream.WriteError? {
        defer { outputFailure = nil }
        return outputFailure
    }

    /// The status to exit with after a command returned `status`.
    ///
    /// - Output written, or the reader of the pipe went away (`EPIPE`, as with `| head`): `status`
    ///   unchanged and nothing more printed; the diagnosis does not depend on who read it.
    /// - Any other write failure (`ENOSPC`, `EBADF`, `EIO`, …): one line on standard error and 2.
    func exitStatus(after status: Int32) -> Int32 {
        guard let outputFailure, !outputFailure.isBrokenPipe else { return status }
        error("airkit: error: cannot write to standard output: \(outputFailure.reason)\n")
        return ExitStatus.usageOrInputError.rawValue
    }
}
