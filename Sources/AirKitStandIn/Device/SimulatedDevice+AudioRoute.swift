import Foundation

/// The audio session's activity and the route last announced.
struct AudioRouteState {
    var isSessionActive = false
    /// The outputs of the route as last announced, by port type and name: the built-in speaker at first.
    var announced = ["\(AVAudioSession.Port.builtInSpeaker.rawValue) Speaker"]
}

/// Where the device's audio goes: the built-in speaker, or the external display connected last.
///
/// An AirPlay receiver or an HDMI television takes the device's audio while it shows the device
/// (`Documentation/StandInSources.md#audio-route`: `AVAudioSessionPortAirPlay` is "Output on a remote
/// Air Play device", `AVAudioSessionPortHDMI` "Output via High-Definition Multimedia Interface").
/// Whether the route of a session the app never activated shows it is open
/// (``SimulationAssumption/audioRouteShowsTheDisplayWhileTheSessionIsInactive``).
extension SimulatedDevice {
    /// The ports `AVAudioSession.currentRoute.outputs` lists now.
    var audioRouteOutputs: [AVAudioSessionPortDescription] {
        let showsDisplays = audioRoute.isSessionActive || behavior[.audioRouteShowsTheDisplayWhileTheSessionIsInactive]
        if showsDisplays, let display = displays.last(where: \.isConnected) {
            let name = display.description.receiverName ?? display.description.audioPort.rawValue
            return [
                AVAudioSessionPortDescription(
                    portType: display.description.audioPort, portName: name,
                    uid: "\(display.description.audioPort.rawValue)-\(name)")
            ]
        }
        return [AVAudioSessionPortDescription(portType: .builtInSpeaker, portName: "Speaker", uid: "Built-In Speaker")]
    }

    /// Activates or deactivates the app's audio session (`AVAudioSession.setActive(_:)`).
    public func setAudioSessionActive(_ isActive: Bool) {
        makeCurrent()
        audioRoute.isSessionActive = isActive
        announceAudioRouteChange()
    }

    /// Posts `AVAudioSession.routeChangeNotification` on the next turn if the outputs changed since the
    /// last announcement.
    func announceAudioRouteChange() {
        enqueue("announce the audio route") { [self] in
            let outputs = audioRouteOutputs.map { "\($0.portType.rawValue) \($0.portName)" }
            guard outputs != audioRoute.announced else { return }
            audioRoute.announced = outputs
            NotificationCenter.default.post(name: AVAudioSession.routeChangeNotification, object: audioSession)
        }
    }
}
