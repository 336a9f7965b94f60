extension UISceneSession {
    /// The kind of scene a session is for.
    ///
    /// `Documentation/StandInSources.md#uiwindowscene` (`UIWindowScene.h`): an `NS_TYPED_ENUM` string wrapper. The raw values are the Info.plist keys of
    /// `UISceneConfigurations`; that the constants equal those strings is inferred, not read
    /// (``SimulationAssumption/roleRawValuesAreManifestKeys``). `Sendable` is likewise assumed.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The app's interactive windows (iOS 13).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")

        /// Non-interactive content on an external display (iOS 16; StandInSources.md#uiwindowscene).
        @available(iOS 16.0, *)
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")

        /// The pre-iOS 16 name of the external-display role (StandInSources.md#uiwindowscene: deprecated 13.0–16.0).
        @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "windowExternalDisplayNonInteractive")
        #if AIRKIT_STANDIN_STRICT && AIRKIT_STANDIN_IOS
        @available(*, deprecated, message: "deprecated in iOS 16 (UIWindowScene.h)")
        #endif
        public static let windowExternalDisplay = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay")
    }
}
