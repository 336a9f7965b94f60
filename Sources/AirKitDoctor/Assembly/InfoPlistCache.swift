import AirKitConfiguration
import Foundation

/// Loads each Info.plist once, however many configurations or targets name it, and remembers
/// the files that could not be read, among them those outside the run's scope.
struct InfoPlistCache {
    let paths: PathDisplay
    let scope: ReadScope
    private var loaded: [String: Result<InfoPlistEvidence, InputError>] = [:]

    init(paths: PathDisplay, scope: ReadScope) {
        self.paths = paths
        self.scope = scope
    }

    /// The state of the source Info.plist at the absolute `path` for a configuration. A file the
    /// scope refuses is shown as the project wrote it (`written`, when given), never resolved: its
    /// place outside the folder is nothing the output should tell.
    mutating func sourceInfoPlist(at path: String, written: String? = nil) -> BuildConfigurationEvidence.SourceInfoPlist {
        let refusal = scope.refusal(of: path)
        let shownPath = refusal == nil ? paths.relative(path) : (written ?? paths.relative(path))
        if loaded[path] == nil {
            if let refusal {
                loaded[path] = .failure(InputError(path: shownPath, reason: "\(refusal.reason), so not read"))
            } else if FileManager.default.fileExists(atPath: path) {
                loaded[path] = Result { () throws(InputError) in
                    try InfoPlistLoader.load(contentsOf: path, reportingPath: shownPath)
                }
            } else {
                return .missing(path: shownPath)
            }
        }
        switch loaded[path] {
        case .success(let evidence)?: return .loaded(evidence)
        default: return .unreadable(path: shownPath)
        }
    }

    /// Every file that failed to load, in path order.
    var errors: [InputError] {
        loaded.values.compactMap { result in
            if case .failure(let error) = result { error } else { nil }
        }.sorted { $0.path < $1.path }
    }
}
