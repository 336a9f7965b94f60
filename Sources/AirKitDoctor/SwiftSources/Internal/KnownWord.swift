/// The identifiers and operators the scanner's patterns look for, recognised once by the lexer so
/// the patterns compare small integers instead of bytes.
///
/// Each identifier case's raw spelling is the text it stands for; `none` is every other word.
enum KnownWord: UInt8, SpelledWord {
    /// The table the Swift lexer looks identifiers up in.
    static let table = WordTable<KnownWord>()
    static var unknownWord: KnownWord { .none }

    case none

    // Declarations and statements.
    case importKeyword, classKeyword, structKeyword, enumKeyword, actorKeyword, protocolKeyword
    case extensionKeyword, funcKeyword, varKeyword, letKeyword, initKeyword, subscriptKeyword
    case selfKeyword, returnKeyword, tryKeyword, awaitKeyword, whereKeyword, inKeyword
    case ifKeyword, elseifKeyword, elseKeyword, endifKeyword, falseKeyword, trueKeyword
    case underscore

    // Modifiers that may stand between attributes and a declaration keyword.
    case finalModifier, publicModifier, privateModifier, fileprivateModifier, internalModifier
    case openModifier, packageModifier, nonisolatedModifier, staticModifier, requiredModifier
    case convenienceModifier, dynamicModifier, overrideModifier, lazyModifier, weakModifier
    case unownedModifier, indirectModifier

    // AirKit and SwiftUI.
    case airKit, airPlaySource, addSource, airPlay, airPlayed, sceneAccessory, externalNonInteractiveAccessory

    // UIKit scenes and windows.
    case registerSceneAccessory, uiWindowSceneDelegate, uiSceneDelegate, objc, uiWindow
    case windowScene, isHidden, makeKeyAndVisible, makeKey, session, role
    case windowExternalDisplayNonInteractive, windowExternalDisplay, windowApplication
    case isKeyWindow, connectedScenes, first, append, insert

    // External-display signals.
    case application, configurationForConnecting, delegateClass, nsClassFromString, uiWindowScene
    case uiScreen, didConnectNotification, uiScreenDidConnect, uiScreenDidConnectNotification
    case externalNonInteractive, sceneConfiguration, screen

    // The life cycle: SwiftUI's `App`, windows made without a scene.
    case app, swiftUI, frame
    case roleConstantNonInteractive, roleConstantExternalDisplay, reactNativeExternalDisplayUtility

    // Known external-display plugins (``ExternalDisplayNames``).
    case swiftPresentationDisplaysPlugin, presentationDisplaysPlugin, externalDisplayPlugin
    case presentationDisplaysModule, externalDisplayModule

    // Operator flavours (set on `.operator` tokens only).
    case assignOperator, equalityOperator, optionalMark, arrowOperator

    /// The source text of an identifier case, `nil` for `none` and the operator flavours.
    var spelling: String? {
        switch self {
        case .none, .assignOperator, .equalityOperator, .optionalMark, .arrowOperator: nil
        case .importKeyword: "import"
        case .classKeyword: "class"
        case .structKeyword: "struct"
        case .enumKeyword: "enum"
        case .actorKeyword: "actor"
        case .protocolKeyword: "protocol"
        case .extensionKeyword: "extension"
        case .funcKeyword: "func"
        case .varKeyword: "var"
        case .letKeyword: "let"
        case .initKeyword: "init"
        case .subscriptKeyword: "subscript"
        case .selfKeyword: "self"
        case .returnKeyword: "return"
        case .tryKeyword: "try"
        case .awaitKeyword: "await"
        case .whereKeyword: "where"
        case .inKeyword: "in"
        case .ifKeyword: "if"
        case .elseifKeyword: "elseif"
        case .elseKeyword: "else"
        case .endifKeyword: "endif"
        case .falseKeyword: "false"
        case .trueKeyword: "true"
        case .underscore: "_"
        case .finalModifier: "final"
        case .publicModifier: "public"
        case .privateModifier: "private"
        case .fileprivateModifier: "fileprivate"
        case .internalModifier: "internal"
        case .openModifier: "open"
        case .packageModifier: "package"
        case .nonisolatedModifier: "nonisolated"
        case .staticModifier: "static"
        case .requiredModifier: "required"
        case .convenienceModifier: "convenience"
        case .dynamicModifier: "dynamic"
        case .overrideModifier: "override"
        case .lazyModifier: "lazy"
        case .weakModifier: "weak"
        case .unownedModifier: "unowned"
        case .indirectModifier: "indirect"
        case .airKit: "AirKit"
        case .airPlaySource: "airPlaySource"
        case .addSource: "addSource"
        case .airPlay: "airPlay"
        case .airPlayed: "AirPlayed"
        case .sceneAccessory: "sceneAccessory"
        case .externalNonInteractiveAccessory: "ExternalNonInteractiveAccessory"
        case .registerSceneAccessory: "registerSceneAccessory"
        case .uiWindowSceneDelegate: "UIWindowSceneDelegate"
        case .uiSceneDelegate: "UISceneDelegate"
        case .objc: "objc"
        case .uiWindow: "UIWindow"
        case .windowScene: "windowScene"
        case .isHidden: "isHidden"
        case .makeKeyAndVisible: "makeKeyAndVisible"
        case .makeKey: "makeKey"
        case .session: "session"
        case .role: "role"
        case .windowExternalDisplayNonInteractive: "windowExternalDisplayNonInteractive"
        case .windowExternalDisplay: "windowExternalDisplay"
        case .windowApplication: "windowApplication"
        case .isKeyWindow: "isKeyWindow"
        case .connectedScenes: "connectedScenes"
        case .first: "first"
        case .append: "append"
        case .insert: "insert"
        case .application: "application"
        case .configurationForConnecting: "configurationForConnecting"
        case .delegateClass: "delegateClass"
        case .nsClassFromString: "NSClassFromString"
        case .uiWindowScene: "UIWindowScene"
        case .uiScreen: "UIScreen"
        case .didConnectNotification: "didConnectNotification"
        case .uiScreenDidConnect: "UIScreenDidConnect"
        case .uiScreenDidConnectNotification: "UIScreenDidConnectNotification"
        case .externalNonInteractive: "externalNonInteractive"
        case .sceneConfiguration: "sceneConfiguration"
        case .screen: "screen"
        case .app: "App"
        case .swiftUI: "SwiftUI"
        case .frame: "frame"
        case .roleConstantNonInteractive: ExternalDisplayNames.nonInteractiveRole
        case .roleConstantExternalDisplay: ExternalDisplayNames.externalDisplayRole
        case .reactNativeExternalDisplayUtility: ExternalDisplayNames.reactNativeExternalDisplayUtility
        case .swiftPresentationDisplaysPlugin: ExternalDisplayNames.swiftPresentationDisplaysPlugin
        case .presentationDisplaysPlugin: ExternalDisplayNames.presentationDisplaysPlugin
        case .externalDisplayPlugin: ExternalDisplayNames.externalDisplayPlugin
        case .presentationDisplaysModule: ExternalDisplayNames.presentationDisplaysModule
        case .externalDisplayModule: ExternalDisplayNames.externalDisplayModule
        }
    }

    /// A modifier that can precede `class`, `var` or `func` (`final`, `private`, `lazy`, …).
    var isDeclarationModifier: Bool {
        switch self {
        case .finalModifier, .publicModifier, .privateModifier, .fileprivateModifier,
            .internalModifier, .openModifier, .packageModifier, .nonisolatedModifier,
            .staticModifier, .requiredModifier, .convenienceModifier, .dynamicModifier,
            .overrideModifier, .lazyModifier, .weakModifier, .unownedModifier, .indirectModifier:
            true
        default:
            false
        }
    }

    /// A word that names what a scene is for: a role check or a role value. Code that selects a
    /// scene with one of these is choosing by role, not by position.
    var namesSceneRole: Bool {
        switch self {
        case .role, .windowExternalDisplayNonInteractive, .windowExternalDisplay, .windowApplication:
            true
        default:
            false
        }
    }
}
