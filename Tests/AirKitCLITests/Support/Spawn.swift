import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `airkit` with posix_spawn, for the standard-output setups `Process` cannot make: a
/// closed descriptor, a pipe whose reader is already gone, and a chosen `SIGPIPE` disposition.
enum Spawn {
    /// Where the child's standard output goes.
    enum Output {
        /// A file opened write-only, e.g. `/dev/full`.
        case file(String)
        /// Descriptor 1 closed.
        case closed
        /// The write end of a pipe whose read end is closed before the child starts.
        case pipeWithoutReader
        /// A non-blocking pipe the test reads slowly, so the child's writes meet a full pipe
        /// (`EAGAIN`) and partial writes; what it reads is ``Outcome/standardOutput``.
        case slowNonBlockingPipe
    }

    /// How the child starts with `SIGPIPE`.
    enum BrokenPipeSignal {
        /// The default action (death by signal), whatever the test runner does.
        case defaultAction
        /// Ignored, as after `trap '' PIPE` in a shell: set by `/bin/sh`, which then `exec`s airkit.
        case ignored
    }

    struct Outcome: Equatable {
        /// The exit status, or `nil` when the child died by a signal.
        var status: Int32?
        /// The signal that ended the child, if one did.
        var signal: Int32?
        var standardError: String
        /// What a ``Output/slowNonBlockingPipe`` received; empty otherwise.
        var standardOutput = ""
    }

    static func airkit(
        _ arguments: [String], output: Output, brokenPipeSignal: BrokenPipeSignal = .defaultAction
    ) throws -> Outcome {
        let executable = try Airkit.executable
        let argv =
            switch brokenPipeSignal {
            case .defaultAction: [executable] + arguments
            case .ignored: ["/bin/sh", "-c", "trap '' PIPE; exec \"$0\" \"$@\"", executable] + arguments
            }
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-spawn-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: errorPath) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var pipeWriter: Int32 = -1
        var pipeReader: Int32 = -1
        defer { if pipeReader >= 0 { close(pipeReader) } }
        switch output {
        case .file(let path):
            posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
        case .closed:
            posix_spawn_file_actions_addclose(&actions, 1)
        case .pipeWithoutReader:
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0, "pipe failed")
            close(ends[0])
            pipeWriter = ends[1]
            posix_spawn_file_actions_adddup2(&actions, pipeWriter, 1)
            posix_spawn_file_actions_addclose(&actions, pipeWriter)
        case .slowNonBlockingPipe:
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0, "pipe failed")
            (pipeReader, pipeWriter) = (ends[0], ends[1])
            try #require(fcntl(pipeWriter, F_SETFL, fcntl(pipeWriter, F_GETFL) | O_NONBLOCK) == 0)
            posix_spawn_file_actions_adddup2(&actions, pipeWriter, 1)
            posix_spawn_file_actions_addclose(&actions, pipeWriter)
            posix_spawn_file_actions_addclose(&actions, pipeReader)
        }
        defer { if pipeWriter >= 0 { close(pipeWriter) } }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = [strdup("PATH=/usr/bin:/bin"), nil]
        defer { for pointer in cArguments + cEnvironment { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, argv[0], &actions, &attributes, cArguments, cEnvironment)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        if pipeWriter >= 0 {
            close(pipeWriter)
            pipeWriter = -1
        }
        let standardOutput = pipeReader >= 0 ? Self.readSlowly(pipeReader) : ""
        var waitStatus: Int32 = 0
        while waitpid(child, &waitStatus, 0) == -1 && errno == EINTR {}
        let standardError = try String(contentsOfFile: errorPath, encoding: .utf8)
        let signal = waitStatus & 0x7F
        return signal == 0
            ? Outcome(
                status: (waitStatus >> 8) & 0xFF, signal: nil, standardError: standardError, standardOutput: standardOutput)
            : Outcome(status: nil, signal: signal, standardError: standardError, standardOutput: standardOutput)
    }

    /// Reads `descriptor` to its end in small pieces with pauses, so its writer keeps finding the
    /// pipe full.
    private static func readSlowly(_ descriptor: Int32) -> String {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 1000)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            data += buffer[0..<count]
            usleep(200)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
