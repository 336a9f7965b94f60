import AirKitConfiguration
import Testing

@Suite("The finding catalogue")
struct FindingCatalogueTests {
    /// IDs are never renumbered: this table pins each ID to its meaning and severity.
    @Test("every ID keeps its number and severity")
    func idsAreStable() {
        let pinned: [(FindingID, String, Severity)] = [
            (.sdk27WithoutSceneAccessory, "AK001", .error), (.missingExternalRole, "AK002", .error),
            (.deprecatedExternalRoleOnly, "AK003", .warning), (.externalRoleWithoutDelegate, "AK004", .error),
            (.unexpandedBuildVariable, "AK005", .error), (.nonASCIIModuleName, "AK006", .error),
            (.delegateClassNotDefined, "AK007", .error), (.generatedManifestDropsConfigurations, "AK008", .error),
            (.productConfigurationsEmpty, "AK009", .error), (.registrationNotKept, "AK010", .warning),
            (.externalWindowNeverUnhidden, "AK011", .error), (.externalWindowMadeKey, "AK012", .warning),
            (.unfilteredFirstScene, "AK013", .warning), (.malformedSceneManifest, "AK014", .error),
            (.infoPlistFileMissing, "AK015", .error), (.externalSceneClassNotWindowScene, "AK016", .warning),
            (.requiresFullScreen, "AK017", .note), (.olderSDKWithoutSceneAccessory, "AK018", .note),
            (.noExternalDisplayIntent, "AK019", .note), (.airKitDelegateUnderOtherRole, "AK020", .error),
            (.sceneLifeCycleNotAdopted, "AK021", .error),
        ]
        #expect(pinned.count == FindingID.allCases.count)
        for (id, code, severity) in pinned {
            #expect(id.rawValue == code)
            #expect(id.severity == severity)
        }
    }

    @Test("every explanation says what goes wrong, what it affects, and how to fix it", arguments: FindingID.allCases)
    func explanationsAreComplete(id: FindingID) {
        #expect(!id.title.isEmpty)
        #expect(id.explanation.contains("Affects:"))
        #expect(id.explanation.contains("Fix"))
        #expect(id.explanation.hasPrefix("What"))
    }

    @Test("IDs parse in any letter case", arguments: ["AK001", "ak001", "Ak001"])
    func parsesCodes(code: String) {
        #expect(FindingID(code: code) == .sdk27WithoutSceneAccessory)
        #expect(FindingID(code: "AK999") == nil)
    }
}
