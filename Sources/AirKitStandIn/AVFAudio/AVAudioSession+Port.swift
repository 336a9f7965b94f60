extension AVAudioSession {
    /// A kind of audio port.
    ///
    /// `Documentation/StandInSources.md#audio-route` (`AVAudioSessionTypes.h`): `typedef NSString
    /// *AVAudioSessionPort NS_STRING_ENUM`, so Swift imports a struct of constants, each unavailable on
    /// macOS. The header does not give the strings; the stand-in's raw values are its own, and AirKit
    /// compares ports only with these constants.
    public struct Port: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// "Output on a remote Air Play device" (iOS 6).
        public static let airPlay = Port(rawValue: "AirPlay")
        /// "Output via High-Definition Multimedia Interface" (iOS 6). Swift keeps the SDK's capitals.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        public static let HDMI = Port(rawValue: "HDMIOutput")
        /// "Input or output connected via DisplayPort" (iOS 14): the SDK's name.
        // swift-format-ignore: DontRepeatTypeInStaticProperties
        public static let displayPort = Port(rawValue: "DisplayPort")
        /// "Input or output on a Universal Serial Bus device" (iOS 6).
        public static let usbAudio = Port(rawValue: "USBAudio")
        /// "Built-in speaker on an iOS device" (iOS 6).
        public static let builtInSpeaker = Port(rawValue: "Speaker")
    }
}
