/// The stable identifier of a kind of finding: `AK001`, `AK002`, ….
///
/// IDs are never renumbered or reused, so scripts, documentation and `--explain` can rely on
/// them; a retired check keeps its number. Each ID has a fixed severity and title, and a long
/// explanation (``explanation``) that `airkit doctor --explain ID` prints.
public enum FindingID: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case sdk27WithoutSceneAccessory = "AK001"
    case missingExternalRole = "AK002"
    case deprecatedExternalRoleOnly = "AK003"
    case externalRoleWithoutDelegate = "AK004"
    case unexpandedBuildVariable = "AK005"
    case nonASCIIModuleName = "AK006"
    case delegateClassNotDefined = "AK007"
    case generatedManifestDropsConfigurations = "AK008"
    case productConfigurationsEmpty = "AK009"
    case registrationNotKept = "AK010"
    case externalWindowNeverUnhidden = "AK011"
    case externalWindowMadeKey = "AK012"
    case unfilteredFirstScene = "AK013"
    case malformedSceneManifest = "AK014"
    case infoPlistFileMissing = "AK015"
    case externalSceneClassNotWindowScene = "AK016"
    case requiresFullScreen = "AK017"
    case olderSDKWithoutSceneAccessory = "AK018"
    case noExternalDisplayIntent = "AK019"
    case airKitDelegateUnderOtherRole = "AK020"
    case sceneLifeCycleNotAdopted = "AK021"

    /// Parses `AK001` (any letter case); `nil` for an unknown ID.
    public init?(code: String) {
        self.init(rawValue: code.uppercased())
    }

    public static func < (lhs: FindingID, rhs: FindingID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var severity: Severity {
        switch self {
        case .sdk27WithoutSceneAccessory, .missingExternalRole, .externalRoleWithoutDelegate,
            .unexpandedBuildVariable, .nonASCIIModuleName, .delegateClassNotDefined,
            .generatedManifestDropsConfigurations, .productConfigurationsEmpty, .externalWindowNeverUnhidden,
            .malformedSceneManifest, .infoPlistFileMissing, .airKitDelegateUnderOtherRole, .sceneLifeCycleNotAdopted:
            .error
        case .deprecatedExternalRoleOnly, .registrationNotKept, .externalWindowMadeKey, .unfilteredFirstScene,
            .externalSceneClassNotWindowScene:
            .warning
        case .requiresFullScreen, .olderSDKWithoutSceneAccessory, .noExternalDisplayIntent:
            .note
        }
    }

    /// A one-line summary, as listed in `Documentation/doctor.md`.
    public var title: String {
        switch self {
        case .sdk27WithoutSceneAccessory: "Built with the iOS 27 SDK, but nothing registers a scene accessory"
        case .missingExternalRole: "No external-display role in the scene manifest"
        case .deprecatedExternalRoleOnly: "Only the deprecated external-display role is declared"
        case .externalRoleWithoutDelegate: "External-display configuration names no scene delegate"
        case .unexpandedBuildVariable: "Unexpanded build variable in the built Info.plist"
        case .nonASCIIModuleName: "Scene delegate qualified by a module name outside ASCII"
        case .delegateClassNotDefined: "The executable does not define the scene delegate class"
        case .generatedManifestDropsConfigurations: "Generated scene manifest replaces the hand-written configurations"
        case .productConfigurationsEmpty: "Built product has empty scene configurations; its source Info.plist does not"
        case .registrationNotKept: "Scene accessory registration is not kept"
        case .externalWindowNeverUnhidden: "External-display window is never unhidden"
        case .externalWindowMadeKey: "External-display window is made key"
        case .unfilteredFirstScene: "connectedScenes.first without a role filter"
        case .malformedSceneManifest: "Scene manifest value of the wrong type"
        case .infoPlistFileMissing: "INFOPLIST_FILE names a file that does not exist"
        case .externalSceneClassNotWindowScene: "External-display configuration names a scene class other than UIWindowScene"
        case .requiresFullScreen: "UIRequiresFullScreen is set"
        case .olderSDKWithoutSceneAccessory: "Nothing registers a scene accessory yet (needed once built with the iOS 27 SDK)"
        case .noExternalDisplayIntent: "The app shows no sign of using an external display, so it mirrors as every app does"
        case .airKitDelegateUnderOtherRole: "AirKit's scene delegate is filed under a role that is not an external display"
        case .sceneLifeCycleNotAdopted:
            "The app does not adopt the UIKit scene life cycle, so built with the iOS 27 SDK it does not launch"
        }
    }
}
