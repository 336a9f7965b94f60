/// The identifiers, `@` keywords and preprocessor directive names the Objective-C scanner looks
/// for, recognised once by the lexer. Each case's spelling is the text it stands for; `none` is
/// every other word.
enum ObjCWord: UInt8, SpelledWord {
    /// The table the Objective-C lexer looks words up in.
    static let table = WordTable<ObjCWord>()
    static var unknownWord: ObjCWord { .none }

    case none

    // `@` keywords, and `import` / `include` after `#`.
    case importWord, includeWord, interfaceWord, implementationWord, protocolWord, endWord, selectorWord

    // Conditional directives after `#`.
    case ifWord, ifdefWord, ifndefWord, elifWord, elifdefWord, elifndefWord, elseWord, endifWord
    case falseWord, trueWord

    // Names.
    case airKit, application, classWord, uiWindowScene, uiWindowSceneDelegate, uiSceneDelegate
    case roleConstantNonInteractive, roleConstantExternalDisplay, roleConstantApplication, uiScreenDidConnectNotification
    case reactNativeExternalDisplayUtility, presentationDisplaysPlugin, externalDisplayPlugin
    case registerSceneAccessory, externalNonInteractiveAccessory, externalNonInteractiveWithSceneConfiguration
    case configurationForConnectingSceneSession, delegateClass, setDelegateClass, nsClassFromString
    case screen, setScreen
    case uiWindow, allocWord, newWord, initWord, initWithFrame
    case airKitC, airKitAddSource

    var spelling: String? {
        switch self {
        case .none: nil
        case .importWord: "import"
        case .includeWord: "include"
        case .interfaceWord: "interface"
        case .implementationWord: "implementation"
        case .protocolWord: "protocol"
        case .endWord: "end"
        case .selectorWord: "selector"
        case .ifWord: "if"
        case .ifdefWord: "ifdef"
        case .ifndefWord: "ifndef"
        case .elifWord: "elif"
        case .elifdefWord: "elifdef"
        case .elifndefWord: "elifndef"
        case .elseWord: "else"
        case .endifWord: "endif"
        case .falseWord: "false"
        case .trueWord: "true"
        case .airKit: "AirKit"
        case .application: "application"
        case .classWord: "class"
        case .uiWindowScene: "UIWindowScene"
        case .uiWindowSceneDelegate: "UIWindowSceneDelegate"
        case .uiSceneDelegate: "UISceneDelegate"
        case .roleConstantNonInteractive: ExternalDisplayNames.nonInteractiveRole
        case .roleConstantExternalDisplay: ExternalDisplayNames.externalDisplayRole
        case .roleConstantApplication: ExternalDisplayNames.applicationRole
        case .uiScreenDidConnectNotification: ExternalDisplayNames.screenDidConnectNotification
        case .reactNativeExternalDisplayUtility: ExternalDisplayNames.reactNativeExternalDisplayUtility
        case .presentationDisplaysPlugin: ExternalDisplayNames.presentationDisplaysPlugin
        case .externalDisplayPlugin: ExternalDisplayNames.externalDisplayPlugin
        case .registerSceneAccessory: "registerSceneAccessory"
        case .externalNonInteractiveAccessory: "ExternalNonInteractiveAccessory"
        case .externalNonInteractiveWithSceneConfiguration: "externalNonInteractiveWithSceneConfiguration"
        case .configurationForConnectingSceneSession: "configurationForConnectingSceneSession"
        case .delegateClass: "delegateClass"
        case .setDelegateClass: "setDelegateClass"
        case .nsClassFromString: "NSClassFromString"
        case .screen: "screen"
        case .setScreen: "setScreen"
        case .uiWindow: "UIWindow"
        case .allocWord: "alloc"
        case .newWord: "new"
        case .initWord: "init"
        case .initWithFrame: "initWithFrame"
        case .airKitC: "AirKitC"
        case .airKitAddSource: "AirKitAddSource"
        }
    }
}
