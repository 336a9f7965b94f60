import SwiftUI

/// Reads the raw values of the three session-role constants.
struct RoleRawValuesCheck: ProbeCheck {
    let id = "roleRawValuesAreManifestKeys"
    let question = "What are the raw values of the UISceneSession.Role constants?"
    let setups: [DisplaySetup] = []

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        "UIWindowSceneSessionRoleApplication, UIWindowSceneSessionRoleExternalDisplayNonInteractive, UIWindowSceneSessionRoleExternalDisplay"
    }

    func run(in context: ProbeContext) async -> Finding {
        let values = [
            UISceneSession.Role.windowApplication.rawValue,
            UISceneSession.Role.windowExternalDisplayNonInteractive.rawValue,
            DeprecatedAPI.reader.externalDisplayRole.rawValue,
        ]
        var evidence = [
            ".windowApplication = \(values[0])", ".windowExternalDisplayNonInteractive = \(values[1])",
            ".windowExternalDisplay (deprecated) = \(values[2])",
        ]
        if let scene = context.mainScene {
            evidence.append("the main scene's session role: \(scene.session.role.rawValue)")
        }
        return .measured(values.joined(separator: ", "), evidence)
    }
}
