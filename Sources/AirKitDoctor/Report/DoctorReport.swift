import AirKitConfiguration

/// Everything one doctor run found: a diagnosis per app, and the inputs it could not read.
public struct DoctorReport: Sendable {
    /// PATH as given; the first PATH when several were.
    public var path: String
    /// Every PATH, in the order given.
    public var paths: [String]
    public var apps: [AppReport]
    /// Inputs that could not be read, in the order met. Any makes the exit status 2.
    public var errors: [InputError]
    /// Application targets for other platforms, listed so the reader sees they were not forgotten.
    public var skippedTargets: [SkippedTarget]
    /// Which reported findings fail the run (``exitStatus``).
    public var failOn: FailureThreshold = .error
    /// Findings found but not reported (``applying(_:)``).
    public var omitted = OmittedFindings()

    public init(path: String, apps: [AppReport], errors: [InputError], skippedTargets: [SkippedTarget] = []) {
        self.path = path
        paths = [path]
        self.apps = apps
        self.errors = errors
        self.skippedTargets = skippedTargets
    }

    /// 2 for unreadable input, else 1 for any reported finding ``failOn`` fails on (by default
    /// an error-level one), else 0.
    public var exitStatus: ExitStatus {
        if !errors.isEmpty { return .usageOrInputError }
        let fails = apps.contains { $0.diagnosis.findings.contains { failOn.fails($0.severity) } }
        return fails ? .errorFindings : .clean
    }

    /// Findings of `severity` across all apps.
    public func count(of severity: Severity) -> Int {
        apps.reduce(0) { $0 + $1.diagnosis.count(of: severity) }
    }
}

/// The doctor's exit statuses, documented in `Documentation/doctor.md`.
public enum ExitStatus: Int32, Sendable {
    /// No finding that fails the run (by default: no error-level finding; warnings and notes allowed).
    case clean = 0
    /// At least one finding that fails the run (by default: an error-level one; see `--fail-on`).
    case errorFindings = 1
    /// A usage error, or an input that could not be read.
    case usageOrInputError = 2
}

/// One app's diagnosis and the files it rests on.
public struct AppReport: Sendable {
    /// `Banner.app`, a target name, or an Info.plist's file name.
    public var name: String
    public var inputs: [InspectedInput]
    public var evidence: AppEvidence
    public var diagnosis: Diagnosis

    public init(name: String, inputs: [InspectedInput], evidence: AppEvidence, diagnosis: Diagnosis) {
        self.name = name
        self.inputs = inputs
        self.evidence = evidence
        self.diagnosis = diagnosis
    }
}

/// A file (or set of files) the diagnosis of an app rests on.
public struct InspectedInput: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case builtInfoPlist
        case executable
        case xcodeProject
        /// A build configuration's `.xcconfig` file and its `#include`s.
        case xcconfig
        /// A generator's project description: XcodeGen's `project.yml`, Tuist's `Project.swift`,
        /// or a `Package.swift` with an app product.
        case projectManifest
        case sourceInfoPlist
        case sources
    }

    public var kind: Kind
    /// The file; for Swift sources, the project that lists them.
    public var path: String
    /// What was read from it, e.g. `target Banner`, `arm64 iOS 17.0, SDK 27.0`, `4 files`.
    public var detail: String?

    public init(kind: Kind, path: String, detail: String? = nil) {
        self.kind = kind
        self.path = path
        self.detail = detail
    }
}
