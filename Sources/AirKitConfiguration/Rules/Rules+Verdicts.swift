/// One verdict per compatibility row, derived from the findings and the positive evidence.
extension Rules {
    /// The error findings that make a manifest row mirror, most fundamental first: a finding
    /// earlier in the list explains the ones after it.
    static let manifestCauses: [FindingID] = [
        .malformedSceneManifest, .infoPlistFileMissing, .generatedManifestDropsConfigurations,
        .productConfigurationsEmpty, .missingExternalRole, .unexpandedBuildVariable,
        .externalRoleWithoutDelegate, .nonASCIIModuleName, .delegateClassNotDefined, .externalWindowNeverUnhidden,
    ]

    static let accessoryCauses: [FindingID] = [.sdk27WithoutSceneAccessory, .unexpandedBuildVariable]

    /// The error findings that stop the app before any display matters.
    static let launchCauses: [FindingID] = [.sceneLifeCycleNotAdopted]

    static func verdicts(_ context: RuleContext, findings: [Finding]) -> [Verdict] {
        context.rows.map { row in
            let label = row.label(deploymentTarget: context.deploymentTarget, sdk: context.sdk)
            let isPredicted = context.evidence.builtInfoPlist == nil
            let rowFindings = findings.filter { $0.affectedRows.contains(row) }
            let launch = launchCauses.filter { id in rowFindings.contains { $0.id == id } }
            if !launch.isEmpty {
                let display = accessoryCauses.filter { id in rowFindings.contains { $0.id == id } }
                return launchVerdict(row, context, causes: launch + display)
            }
            let causeOrder = row.usesSceneManifest ? manifestCauses : accessoryCauses
            let causes = causeOrder.filter { id in rowFindings.contains { $0.id == id } }
            if let first = causes.first {
                return Verdict(
                    row: row, label: label, outcome: .mirrors, reason: "\(first.verdictReason) (\(first.rawValue))",
                    isPredicted: isPredicted, causes: causes
                )
            }
            let (outcome, reason, uncertain) =
                row.usesSceneManifest
                ? manifestOutcome(context, rowFindings: rowFindings) : accessoryOutcome(context)
            return Verdict(row: row, label: label, outcome: outcome, reason: reason, isPredicted: isPredicted, causes: uncertain)
        }
    }

    /// The verdict of a row whose app stops at launch; `causes` start with the launch cause.
    static func launchVerdict(_ row: CompatibilityRow, _ context: RuleContext, causes: [FindingID]) -> Verdict {
        let cause = causes[0]
        return Verdict(
            row: row, label: row.label(deploymentTarget: context.deploymentTarget, sdk: context.sdk), outcome: .failsToLaunch,
            reason: "\(cause.verdictReason) (\(cause.rawValue))", isPredicted: context.evidence.builtInfoPlist == nil,
            causes: causes)
    }

    private static func manifestOutcome(
        _ context: RuleContext, rowFindings: [Finding]
    ) -> (Verdict.Outcome, String, [FindingID]) {
        for product in context.manifests {
            let current = product.manifest?.entries(for: .externalDisplayNonInteractive).first
            // UIKit falls back to the deprecated role's entries when the current role has none
            // (Documentation/PlatformFacts.md, "The deprecated external-display role").
            let deprecated = product.manifest?.entries(for: .externalDisplay).first
            guard let entry = current ?? deprecated else { continue }
            let handler =
                entry.delegateClassName.map { "delegate \($0)" } ?? entry.storyboardName.map { "storyboard \($0)" } ?? ""
            if current == nil {
                return (
                    .shown, FindingDeclaration.shownUnderDeprecatedRole(product, handler: handler),
                    [.deprecatedExternalRoleOnly]
                )
            }
            return (
                .shown, "\(product.description) declares \(SceneRole.externalDisplayNonInteractive.rawValue) with \(handler)", []
            )
        }
        if let supplier = context.sceneSuppliers.first {
            return (.undetermined, "the app's code decides: \(supplier.description)", [])
        }
        let buildTimeFiles = (context.evidence.project?.configurations ?? []).compactMap { configuration -> String? in
            if case .knownOnlyAtBuildTime(let value) = configuration.sourceInfoPlist { value } else { nil }
        }
        if let file = buildTimeFiles.first {
            return (.undetermined, "INFOPLIST_FILE = \(file) is only known during a build", [])
        }
        return (.undetermined, "no Info.plist of the app could be read", [])
    }

    private static func accessoryOutcome(_ context: RuleContext) -> (Verdict.Outcome, String, [FindingID]) {
        switch context.accessory {
        case .present(let description): (.shown, description, [])
        case .absent(let search): (.mirrors, search.description, [])
        case .cannotTell(let reason): (.undetermined, reason, [])
        case .unknown:
            (
                .undetermined,
                "neither the executable nor the sources were inspected, so whether a scene accessory is registered is unknown",
                []
            )
        }
    }

    /// What the evidence could not cover.
    static func gaps(_ context: RuleContext) -> [EvidenceGap] {
        let evidence = context.evidence
        var gaps: [EvidenceGap] = []
        if evidence.builtInfoPlist == nil {
            gaps.append(
                EvidenceGap(
                    part: .builtProduct,
                    description: "The built product was not inspected (pass the .app or .xcarchive to check it): its "
                        + "Info.plist is predicted from the sources, "
                        + (evidence.sdk.map { "the SDK it is built with is taken to be \($0.major) as given, " }
                            ?? "the SDK it is built with is unknown, ")
                        + "and its executable is not read."
                ))
        } else if evidence.executable == nil {
            gaps.append(
                EvidenceGap(
                    part: .executable,
                    description: "The executable was not inspected: whether it refers to the scene-accessory API and "
                        + "defines the delegate class is not checked."
                ))
        }
        if evidence.project == nil {
            let description =
                evidence.projectUnavailableReason.map {
                    "No Xcode project was inspected (\($0)): build settings such as GENERATE_INFOPLIST_FILE and "
                        + "INFOPLIST_KEY_UIApplicationSceneManifest_Generation could not be read."
                } ?? "No Xcode project was inspected: build settings and the source Info.plist are not checked."
            gaps.append(
                EvidenceGap(
                    part: .xcodeProject,
                    description: description
                ))
        }
        if evidence.code == nil {
            gaps.append(
                EvidenceGap(
                    part: .sources,
                    description:
                        "No sources were inspected: registrations, scene delegates and scene lookups are not checked."
                ))
        }
        return withSkippedChecks(gaps, context)
    }

    /// `gaps` with the checks each one turns off, from the findings' declarations
    /// (``FindingDeclaration/readsFrom``): a finding is skipped when every way to find it that
    /// applies to this app needs an input that was not inspected, and it is named once, by the
    /// first gap that stands for one of those inputs. A built product that was not inspected
    /// stands for its executable too.
    static func withSkippedChecks(_ gaps: [EvidenceGap], _ context: RuleContext) -> [EvidenceGap] {
        func covered(_ part: EvidenceGap.Part, by gap: EvidenceGap) -> Bool {
            gap.part == part || (gap.part == .builtProduct && part == .executable)
        }
        func applies(_ way: EvidenceWay) -> Bool {
            switch way.condition {
            case nil: true
            case .namesAirKitDelegate?: context.externalDelegateNames.contains { $0.name.className == "AirKitSceneDelegate" }
            }
        }
        var gaps = gaps
        for declaration in FindingDeclaration.all where !declaration.readsFrom.isEmpty {
            let missing = { (part: EvidenceGap.Part) in gaps.contains { covered(part, by: $0) } }
            let ways = declaration.readsFrom.filter(applies)
            guard ways.allSatisfy({ way in way.inputs.contains(where: missing) }) else { continue }
            let first = gaps.firstIndex { gap in ways.contains { way in way.inputs.contains { covered($0, by: gap) } } }
            if let first { gaps[first].skippedChecks.append(declaration.id) }
        }
        return gaps
    }
}
