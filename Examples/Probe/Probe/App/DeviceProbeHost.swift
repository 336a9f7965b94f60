import SwiftUI

/// The probe's host on a real device: facts from the process and the bundle, time for the system to
/// act, and the person holding the device for the display steps.
@MainActor
@Observable
final class DeviceProbeHost: ProbeHost {
    /// The step waiting for the person, shown on the probe's screen with Continue and Skip.
    private(set) var pendingSetup: DisplaySetup?
    /// The setup the person last confirmed.
    private(set) var confirmedSetup: DisplaySetup?
    @ObservationIgnored private var pendingAnswer: CheckedContinuation<Bool, Never>?
    /// The question waiting for the person, shown on the probe's screen with its options and Skip.
    private(set) var pendingQuestion: ProbeQuestion?
    @ObservationIgnored private var pendingChoice: CheckedContinuation<String?, Never>?

    let facts: ProbeFacts

    init() {
        facts = Self.readFacts()
    }

    var infoDictionary: [String: Any] {
        Bundle.main.infoDictionary ?? [:]
    }

    /// Scene connections and disconnections are not instant; two seconds covers AirPlay on a busy network.
    func settle() async {
        try? await Task.sleep(for: .seconds(2))
    }

    func letFramesPass(seconds: Double) async {
        try? await Task.sleep(for: .seconds(seconds))
    }

    func arrange(_ setup: DisplaySetup) async -> Bool {
        if setup == confirmedSetup { return true }
        let done = await withCheckedContinuation { continuation in
            pendingAnswer = continuation
            pendingSetup = setup
        }
        if done {
            // Leaving the app and coming back keeps the display the step began with.
            confirmedSetup = setup.keepsTheDisplays ? .oneDisplay : setup
            await settle()
        }
        return done
    }

    /// Called by the screen's Continue (`true`) and Skip (`false`) buttons.
    func answerPendingStep(_ done: Bool) {
        pendingSetup = nil
        pendingAnswer?.resume(returning: done)
        pendingAnswer = nil
    }

    func ask(_ question: ProbeQuestion) async -> String? {
        await withCheckedContinuation { continuation in
            pendingChoice = continuation
            pendingQuestion = question
        }
    }

    /// Called by the screen's option buttons (the option) and Skip (`nil`).
    func answerPendingQuestion(_ choice: String?) {
        pendingQuestion = nil
        pendingChoice?.resume(returning: choice)
        pendingChoice = nil
    }

    private static func readFacts() -> ProbeFacts {
        let info = Bundle.main.infoDictionary ?? [:]
        let version = info["CFBundleShortVersionString"] as? String ?? "?"
        let build = info["CFBundleVersion"] as? String ?? "?"
        return ProbeFacts(
            deviceModel: hardwareModel(), idiom: UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone",
            osVersion: UIDevice.current.systemVersion, sdkName: info["DTSDKName"] as? String,
            appBuild: "\(version) (\(build))")
    }

    /// The model identifier, such as `iPhone17,1`.
    private static func hardwareModel() -> String {
        var system = utsname()
        uname(&system)
        return withUnsafeBytes(of: &system.machine) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
