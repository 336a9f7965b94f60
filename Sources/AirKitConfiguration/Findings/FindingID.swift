/// The stable identifier of a kind of finding: `AK001`, `AK002`, ….
///
/// IDs are never renumbered or reused, so scripts, documentation and `--explain` can rely on
/// them; a retired check keeps its number. What an ID means (its severity, title, explanation, fix
/// and sources) is declared once, in its ``declaration`` (`Findings/Catalogue/AKnnn.swift`).
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

    /// Everything AirKit says about this kind of finding.
    public var declaration: FindingDeclaration {
        switch self {
        case .sdk27WithoutSceneAccessory: .ak001
        case .missingExternalRole: .ak002
        case .deprecatedExternalRoleOnly: .ak003
        case .externalRoleWithoutDelegate: .ak004
        case .unexpandedBuildVariable: .ak005
        case .nonASCIIModuleName: .ak006
        case .delegateClassNotDefined: .ak007
        case .generatedManifestDropsConfigurations: .ak008
        case .productConfigurationsEmpty: .ak009
        case .registrationNotKept: .ak010
        case .externalWindowNeverUnhidden: .ak011
        case .externalWindowMadeKey: .ak012
        case .unfilteredFirstScene: .ak013
        case .malformedSceneManifest: .ak014
        case .infoPlistFileMissing: .ak015
        case .externalSceneClassNotWindowScene: .ak016
        case .requiresFullScreen: .ak017
        case .olderSDKWithoutSceneAccessory: .ak018
        case .noExternalDisplayIntent: .ak019
        case .airKitDelegateUnderOtherRole: .ak020
        case .sceneLifeCycleNotAdopted: .ak021
        }
    }

    /// Parses `AK001` (any letter case); `nil` for an unknown ID.
    public init?(code: String) {
        self.init(rawValue: code.uppercased())
    }

    public static func < (lhs: FindingID, rhs: FindingID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var severity: Severity { declaration.severity }

    /// The catalogue's range as documents and messages name it, `AK001–AK021`: derived from the
    /// cases, so adding a finding moves it (`FindingCatalogueTests` checks README.md and ci.md).
    public static var catalogueRange: String {
        "\(allCases.first?.rawValue ?? "")–\(allCases.last?.rawValue ?? "")"
    }

    /// A one-line summary, as text, JSON and SARIF show it.
    public var title: String { declaration.title }

    /// The long explanation `airkit doctor --explain ID` prints: what goes wrong, on which OS and
    /// SDK, why (citing Apple's documentation, release notes or engineers where Apple says it, and
    /// saying so where it does not), the fix with a snippet, and the sources.
    public var explanation: String { declaration.explanation }

    /// The clause a verdict uses after "mirrors because" or "fails to launch because".
    public var verdictReason: String { declaration.verdictClause ?? title }
}
