import SwiftUI

/// With a display already connected, the person connects a second one (one by cable, one by AirPlay):
/// counts the external screens that stay, and the external scenes the system gives the app.
///
/// Both staying answers yes; one left, the other gone, answers no (the second took over). If the person
/// could not start the second at all (Control Center offers no AirPlay receiver while a cable is in),
/// the check says so and the question stays open. It measures on the Info.plist path, where every display
/// gets a scene and so a screen.
struct ExternalDisplaysCoexistCheck: ProbeCheck {
    let id = "externalDisplaysCoexist"
    let question =
        "With one external display connected, does connecting a second (AirPlay while a cable is in, or a second cable) "
        + "give the app two external displays at once?"
    let setups: [DisplaySetup] = [.twoDisplays]

    static let coexist = "both stay: two external screens"
    static let takeOver = "the second takes over: one external screen"

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        SimulatedBehavior.defaults.externalDisplaysCoexist ? Self.coexist : Self.takeOver
    }

    func run(in context: ProbeContext) async -> Finding {
        // On the Info.plist path a scene connects for every display, so `UIScreen.screens` lists each one
        // that stays; on the accessory path a screen shows only through a registration's scenes, which
        // `oneAccessorySceneForEachDisplay` counts.
        guard !context.facts.takesAccessoryPath else {
            return .notMeasurable([
                "Measured on the Info.plist path (iOS 26 and earlier, or an app built with the iOS 26 SDK), where every "
                    + "display gets a scene of its own."
            ])
        }
        guard await context.host.arrange(.twoDisplays) else { return .skipped("A second display was not connected.") }
        await context.settle()
        let screens = DeprecatedAPI.screens.count - 1
        let evidence = ["external screens after the second display connected: \(screens)"]
        switch screens {
        case 2...: return .measured(Self.coexist, evidence)
        case 1: return .measured(Self.takeOver, evidence)
        default:
            return .notMeasurable(
                evidence + [
                    "No external display stayed: connect one by cable, then start Screen Mirroring to an AirPlay receiver "
                        + "in Control Center, and note whether the receiver is offered."
                ])
        }
    }
}
