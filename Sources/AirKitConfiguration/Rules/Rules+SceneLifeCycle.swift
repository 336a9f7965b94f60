/// The rule every iOS app is held to, external display or not: built with the iOS 27 SDK, an app
/// must adopt the UIKit scene life cycle or it does not launch (Documentation/PlatformFacts.md,
/// "The scene life cycle is required with the iOS 27 SDK").
extension Rules {
    /// AK021: the app's own scene gets no scene delegate, so UIKit stops an iOS 27 SDK build at launch.
    static func sceneLifeCycleMissing(_ context: RuleContext) -> [Finding] {
        let adoption = context.adoption
        guard adoption.status == .notAdopted else { return [] }
        return [
            .sceneLifeCycleNotAdopted(
                at: adoption.location ?? context.appLocation, affecting: affected([.iOS27BuiltWithSDK27], in: context),
                adoption: adoption, appName: context.evidence.name,
                scenelessWindow: context.evidence.code?.lifeCycle.scenelessWindows.first, sdk: context.sdk,
                usesExternalDisplay: context.intent.isPresent, audience: context.interface, setup: setupCommand(context),
                framework: context.evidence.framework)
        ]
    }

    /// The `airkit setup` line that adopts for this app: only for a target of an Xcode project, which
    /// is what setup edits; with `--add-package` unless the target links AirKit already.
    private static func setupCommand(_ context: RuleContext) -> SetupCommand? {
        guard let project = context.evidence.project, project.path.hasSuffix(".xcodeproj/project.pbxproj") else {
            return nil
        }
        return SetupCommand(
            project: String(project.path.dropLast("/project.pbxproj".count)), targetName: project.targetName,
            adoptsScenes: true, addsPackage: !project.linkedPackageProducts.contains("AirKit"))
    }
}
