/// Everything known about one app, from whichever sources were available. Every part is optional:
/// the rules check what the parts allow and say what was left out.
///
/// The doctor assembles it from a built product, an Xcode project and Swift sources. The runtime
/// self-check builds it from what the running app knows:
///
/// ```swift
/// let evidence = AppEvidence(
///     builtInfoPlist: InfoPlistEvidence(plist: InfoPlist(dictionary: Bundle.main.infoDictionary ?? [:]), path: "Info.plist"),
///     code: .runtime(hasRegisteredSource: true),
///     sdk: linkedSDK
/// )
/// let diagnosis = Rules.diagnose(evidence)
/// ```
public struct AppEvidence: Sendable, Equatable {
    /// The app's name as output shows it: the target, the bundle, or the file.
    public var name: String?
    /// The product's Info.plist (observed, not predicted).
    public var builtInfoPlist: InfoPlistEvidence?
    /// A source Info.plist known without a project (for example one passed to the doctor alone);
    /// the product's manifest is predicted from it when no project configuration names a file.
    public var sourceInfoPlist: InfoPlistEvidence?
    public var executable: ExecutableEvidence?
    public var project: ProjectEvidence?
    public var code: CodeEvidence?
    /// Overrides the deployment target read from the other parts.
    public var deploymentTarget: OSVersion?
    /// Overrides the SDK read from the other parts (the runtime knows the linked SDK).
    public var sdk: OSVersion?

    public init(
        name: String? = nil, builtInfoPlist: InfoPlistEvidence? = nil, sourceInfoPlist: InfoPlistEvidence? = nil,
        executable: ExecutableEvidence? = nil,
        project: ProjectEvidence? = nil, code: CodeEvidence? = nil, deploymentTarget: OSVersion? = nil,
        sdk: OSVersion? = nil
    ) {
        self.name = name
        self.builtInfoPlist = builtInfoPlist
        self.sourceInfoPlist = sourceInfoPlist
        self.executable = executable
        self.project = project
        self.code = code
        self.deploymentTarget = deploymentTarget
        self.sdk = sdk
    }

    /// The SDK the app was built with: the override, the executable's `LC_BUILD_VERSION`, or the
    /// built Info.plist's `DTSDKName`, in that order of trust.
    public var effectiveSDK: OSVersion? {
        sdk ?? executable?.sdk ?? builtInfoPlist?.plist.sdkVersion
    }

    /// The deployment target: the override, the executable's `minos`, the built `MinimumOSVersion`,
    /// or the project's lowest `IPHONEOS_DEPLOYMENT_TARGET`.
    public var effectiveDeploymentTarget: OSVersion? {
        deploymentTarget ?? executable?.minimumOS ?? builtInfoPlist?.plist.minimumOSVersion ?? project?.deploymentTarget
    }

    /// The rows of the compatibility matrix this app can run in.
    public var applicableRows: [CompatibilityRow] {
        CompatibilityRow.allCases.filter { $0.applies(deploymentTarget: effectiveDeploymentTarget, sdk: effectiveSDK) }
    }
}
