/// The ports a route is made of.
///
/// `Documentation/StandInSources.md#audio-route` (`AVAudioSessionRoute.h`): `NS_SWIFT_SENDABLE`,
/// unavailable on macOS; `outputs` is the "Flattened list of all output port descriptions", read-only.
/// The stand-in keeps no inputs: AirKit reads only outputs.
open class AVAudioSessionRouteDescription: NSObject, @unchecked Sendable {
    open var outputs: [AVAudioSessionPortDescription] { outputPorts }
    private let outputPorts: [AVAudioSessionPortDescription]

    init(outputs: [AVAudioSessionPortDescription]) {
        self.outputPorts = outputs
        super.init()
    }
}

/// One port of a route.
///
/// `AVAudioSessionRoute.h`: `NS_SWIFT_SENDABLE`; read-only `portType`, `portName` ("A descriptive name
/// for the associated hardware port") and `UID` ("A system-assigned unique identifier"), which Swift
/// names `uid`.
open class AVAudioSessionPortDescription: NSObject, @unchecked Sendable {
    open var portType: AVAudioSession.Port { type }
    open var portName: String { name }
    open var uid: String { identifier }

    private let type: AVAudioSession.Port
    private let name: String
    private let identifier: String

    init(portType: AVAudioSession.Port, portName: String, uid: String) {
        self.type = portType
        self.name = portName
        self.identifier = uid
        super.init()
    }
}
