import AirKitStandIn
import Testing

/// `true` where the compiler finds a `Sendable` conformance for `T`: overload resolution prefers the
/// constrained overload wherever the conformance exists, and takes the other where it is missing or
/// unavailable.
private func isSendable<T: Sendable>(_: T.Type) -> Bool { true }
private func isSendable<T>(_: T.Type) -> Bool { false }

/// The stand-in's classes are `Sendable` exactly where the iOS 27 SDK makes them so, so that code which
/// shares one across threads fails to compile here as it would in Xcode.
@Suite("Stand-in classes are Sendable where the SDK's are, and only there")
struct SendabilityTests {
    /// `UIGraphicsRenderer.h`, `UIGraphicsImageRenderer.h` and `CADisplayLink.h` sit between
    /// `NS_HEADER_AUDIT_BEGIN(nullability, sendability)` and its end, and mark none of these classes
    /// `NS_SWIFT_SENDABLE` or `NS_SWIFT_UI_ACTOR` (StandInSources.md#images-and-snapshots,
    /// StandInSources.md#layers-and-display-links): Swift imports them as not `Sendable`.
    @Test("The image renderer, its format and context, and the display link are not Sendable")
    func auditedClassesAreNotSendable() {
        #expect(!isSendable(UIGraphicsImageRenderer.self))
        #expect(!isSendable(UIGraphicsImageRendererFormat.self))
        #expect(!isSendable(UIGraphicsImageRendererContext.self))
        #expect(!isSendable(CADisplayLink.self))
    }

    /// The check can answer `true`: main-actor classes and those the SDK marks `NS_SWIFT_SENDABLE` (or
    /// whose documentation shows `Sendable`) are Sendable.
    @Test("Main-actor classes and the classes the SDK makes Sendable are Sendable")
    func sendableClassesAreSendable() {
        #expect(isSendable(UIView.self))
        #expect(isSendable(UIScreen.self))
        #expect(isSendable(UIImage.self))
        #expect(isSendable(AVAudioSession.self))
    }
}
