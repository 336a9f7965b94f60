#if canImport(UIKit) || AIRKIT_STANDIN
/// Buttons that let the user nudge the TV-safe margin of the display showing the content, for a
/// settings screen or a remote-control view on the phone: smaller, larger, and back to the app's.
///
/// ```swift
/// SafeAreaMarginControl(default: 24)
/// ```
///
/// It adjusts the margin of the kind of the presented display (`air.connection.presentedDisplay`),
/// which ``Air/SafeAreaMargins`` keeps across launches; with no display shown it adjusts `kind`'s.
/// Give it the same `default` as the content's `.airPlaySafeArea(margin:)`.
public struct SafeAreaMarginControl: View {
    /// The titles of its three buttons.
    public static let smallerTitle = "Smaller TV Margin"
    public static let largerTitle = "Larger TV Margin"
    public static let resetTitle = "Reset TV Margin"

    private let appMargin: CGFloat
    private let fallbackKind: Air.Display.Kind
    @Environment(\.air) private var environmentAir

    /// - Parameters:
    ///   - appMargin: The app's margin, which the first nudge starts from and reset returns to.
    ///   - kind: The kind to adjust while no display shows the content.
    public init(default appMargin: CGFloat = 0, kind: Air.Display.Kind = .airPlay) {
        self.appMargin = appMargin
        self.fallbackKind = kind
    }

    public var body: some View {
        let air = environmentAir ?? .shared
        let kind = air.connection.presentedDisplay?.kind ?? fallbackKind
        let margin = air.safeAreaMargins.margin(for: kind, default: appMargin)
        VStack {
            Text(Self.label(margin: margin))
            HStack {
                Button(Self.smallerTitle) { air.safeAreaMargins.nudge(kind, by: -1, default: appMargin) }
                    .disabled(margin <= Air.SafeAreaMargins.range.lowerBound)
                Button(Self.largerTitle) { air.safeAreaMargins.nudge(kind, by: 1, default: appMargin) }
                    .disabled(margin >= Air.SafeAreaMargins.range.upperBound)
                Button(Self.resetTitle) { air.safeAreaMargins.reset(kind) }
                    .disabled(air.safeAreaMargins.userMargin(for: kind) == nil)
            }
        }
    }

    /// What the control says of `margin`.
    public static func label(margin: CGFloat) -> String {
        "TV margin: \(Int(margin.rounded())) pt"
    }
}
#endif
