// Seed 000 §一 and §二, verbatim: the detection logic that never found a display, and the data the
// author logged to see what the system gave the app. Wrapped in functions so tests can call them.
import AirKitStandIn

@MainActor
func seedExternalSceneDetection() -> UIWindowScene? {
let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }

let externalScene = scenes.first { $0.screen !== UIScreen.main }
    return externalScene
}

@MainActor
func seedExternalDisplayDiagnostics() -> [String: Any] {
let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }

let data: [String: Any] = [

"uiScreenCount": UIScreen.screens.count,

"uiScreenBounds": UIScreen.screens.map { "\($0.bounds.size)" },

"windowSceneCount": scenes.count,

"sceneRoles": scenes.map { $0.session.role.rawValue },

"sceneStates": scenes.map { $0.activationState.rawValue },

]
    return data
}
