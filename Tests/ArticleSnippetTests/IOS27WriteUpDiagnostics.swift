// From a developer's public write-up in Chinese, "iOS 27 外接屏踩坑记：windowExternalDisplayNonInteractive
// 不再自动提供" ("iOS 27 external-display pitfalls: windowExternalDisplayNonInteractive is no longer
// offered automatically"); we know no stable address for it, so its title is what to search for.
// Its sections 一 and 二 ("what happened", "first ask whether the system gave the app the display"),
// verbatim: the detection logic that never found a display, and the data the author logged to see
// what the system gave the app. Wrapped in functions so tests can call them.
import AirKitStandIn

@MainActor
func writeUpExternalSceneDetection() -> UIWindowScene? {
let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }

let externalScene = scenes.first { $0.screen !== UIScreen.main }
    return externalScene
}

@MainActor
func writeUpExternalDisplayDiagnostics() -> [String: Any] {
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
