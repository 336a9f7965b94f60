/// The subset of a SARIF 2.1.0 log that `airkit doctor --format sarif` writes.
///
/// Each type mirrors one object of the OASIS schema under the same property names, so the encoder
/// writes the schema's JSON directly. Optional properties are left out when `nil`, as the schema
/// asks for absent rather than `null` values.
struct SARIFLog: Encodable {
    let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    let version = "2.1.0"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version
        case runs
    }

    struct Run: Encodable {
        let tool: Tool
        let originalUriBaseIds: [String: ArtifactLocation]
        let invocations: [Invocation]
        let results: [Result]
    }

    struct Tool: Encodable {
        let driver: Driver
    }

    struct Driver: Encodable {
        let name: String
        let version: String
        let semanticVersion: String
        let informationUri: String?
        let rules: [Rule]
    }

    /// A `reportingDescriptor`: one finding ID.
    struct Rule: Encodable {
        let id: String
        let name: String
        let shortDescription: Message
        let fullDescription: Message
        let help: Message
        let defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        let level: String
    }

    struct Message: Encodable {
        let text: String
    }

    struct Invocation: Encodable {
        let executionSuccessful: Bool
        let exitCode: Int32
        let toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        let level: String
        let message: Message
        let locations: [Location]
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Message
        let locations: [Location]
        let properties: ResultProperties
    }

    /// A property bag: what the doctor knows beyond SARIF's own fields.
    struct ResultProperties: Encodable {
        let app: String
        let affects: [String]
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }

    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId: String?
    }

    struct Region: Encodable {
        let startLine: Int
    }
}
