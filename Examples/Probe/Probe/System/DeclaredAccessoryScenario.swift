import SwiftUI

/// Presents a SwiftUI view that declares an external accessory, first with no display, then with one,
/// then dismisses it: one run answers three questions, so it runs once per probe run.
enum DeclaredAccessoryScenario {
    static let hostMarker = "set by the host view"

    struct Result: Sendable, Equatable {
        /// `onAvailabilityChange` calls before any display was connected.
        var reportsWithoutDisplay: [Bool]
        /// All calls once a display was connected.
        var reportsWithDisplay: [Bool]
        /// Whether a scene that is not the probe's own connected for the declaration.
        var sceneConnected: Bool
        var unhiddenWindows: Int
        var sceneGoneAfterDismissal: Bool
        /// The environment marker the content saw, last evaluation; `nil` if never evaluated.
        var contentMarker: String?
    }

    /// The scenario's result, run on first use; `nil` when it does not apply or a step was skipped.
    @MainActor
    static func result(in context: ProbeContext) async -> Result? {
        if let result = context.declaredAccessoryScenario { return result }
        guard context.facts.takesAccessoryPath else { return nil }
        #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
        if #available(iOS 27.0, *) {
            let result = await run(in: context)
            context.declaredAccessoryScenario = result
            return result
        }
        #endif
        return nil
    }

    #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
    @available(iOS 27.0, *)
    @MainActor
    private static func run(in context: ProbeContext) async -> Result? {
        guard await context.host.arrange(.noDisplay), let top = context.topController else { return nil }
        let model = DeclaredAccessoryModel()
        top.present(UIHostingController(rootView: DeclaredAccessoryProbeView(model: model)), animated: false)
        await context.settle()
        let withoutDisplay = model.availabilityReports
        guard await context.host.arrange(.oneDisplay) else {
            await context.dismissPresented()
            return nil
        }
        await context.settle()
        let declared = context.externalScenes.filter { !($0.delegate is ProbeExternalSceneDelegate) }
        let unhidden = declared.flatMap(\.windows).filter { !$0.isHidden }.count
        let reports = model.availabilityReports
        await context.dismissPresented()
        let gone = context.externalScenes.allSatisfy { $0.delegate is ProbeExternalSceneDelegate }
        return Result(
            reportsWithoutDisplay: withoutDisplay, reportsWithDisplay: reports, sceneConnected: !declared.isEmpty,
            unhiddenWindows: unhidden, sceneGoneAfterDismissal: gone, contentMarker: model.contentMarkers.last)
    }
    #endif
}
