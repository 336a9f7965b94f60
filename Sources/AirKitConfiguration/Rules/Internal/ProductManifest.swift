/// The scene manifest a product has: read from the built Info.plist, or predicted from a build
/// configuration's settings and source Info.plist when no product was inspected.
struct ProductManifest {
    enum Origin {
        /// Read from the built product.
        case built(InfoPlistEvidence)
        /// Xcode copies the source Info.plist's manifest, expanding build variables.
        case copiedFromSource(InfoPlistEvidence)
        /// Xcode generates the manifest (`…_Generation = YES`): `UISceneConfigurations = {}`
        /// (Documentation/PlatformFacts.md, "The generated scene manifest").
        case generated(setting: SourceLocation, source: InfoPlistEvidence?)
        /// Xcode generates the Info.plist without any scene manifest.
        case generatedWithoutManifest(setting: SourceLocation)
    }

    var origin: Origin
    /// `nil` when the product has no `UIApplicationSceneManifest`.
    var manifest: SceneManifest?
    /// The configurations this prediction holds for; empty for a built product.
    var configurationNames: [String]

    var isObserved: Bool {
        if case .built = origin { true } else { false }
    }

    /// The Info.plist the manifest's values were read from, when there is one.
    var plistEvidence: InfoPlistEvidence? {
        switch origin {
        case .built(let evidence), .copiedFromSource(let evidence): evidence
        case .generated, .generatedWithoutManifest: nil
        }
    }

    /// Where a finding about `keyPath` belongs: the key's line in the plist the value comes from,
    /// or the build setting that makes Xcode generate it.
    func location(of keyPath: PlistKeyPath) -> SourceLocation {
        switch origin {
        case .built(let evidence), .copiedFromSource(let evidence): evidence.location(of: keyPath)
        case .generated(let setting, _), .generatedWithoutManifest(let setting): setting
        }
    }

    /// `the built Info.plist`, `Info.plist (Debug, Release)`, … for messages.
    var description: String {
        let configurations = configurationNames.isEmpty ? "" : " (\(configurationNames.joined(separator: ", ")))"
        switch origin {
        case .built: return "the built Info.plist"
        case .copiedFromSource(let evidence): return "\(evidence.path)\(configurations)"
        case .generated: return "the Info.plist Xcode generates\(configurations)"
        case .generatedWithoutManifest: return "the Info.plist Xcode generates\(configurations)"
        }
    }
}

extension ProductManifest {
    /// The built product's manifest when one was inspected; otherwise one prediction per distinct
    /// outcome of the project's configurations.
    static func candidates(for evidence: AppEvidence) -> [ProductManifest] {
        if let built = evidence.builtInfoPlist {
            return [ProductManifest(origin: .built(built), manifest: built.plist.sceneManifest, configurationNames: [])]
        }
        var predictions: [ProductManifest] = []
        for configuration in evidence.project?.configurations ?? [] {
            guard let prediction = predicted(for: configuration) else { continue }
            if let index = predictions.firstIndex(where: { $0.hasSameOutcome(as: prediction) }) {
                predictions[index].configurationNames.append(configuration.name)
            } else {
                predictions.append(prediction)
            }
        }
        if predictions.isEmpty, let source = evidence.sourceInfoPlist {
            predictions.append(
                ProductManifest(origin: .copiedFromSource(source), manifest: source.plist.sceneManifest, configurationNames: []))
        }
        return predictions
    }

    private static func predicted(for configuration: BuildConfigurationEvidence) -> ProductManifest? {
        let names = [configuration.name]
        let source = configuration.sourceInfoPlist.evidence
        if configuration.isSceneManifestGenerated, let setting = configuration.generatesSceneManifest {
            let generated = SceneManifest(supportsMultipleScenes: true, declaresConfigurations: true, roles: [])
            return ProductManifest(
                origin: .generated(setting: setting.location, source: source), manifest: generated, configurationNames: names)
        }
        if let source {
            let expanded = source.plist.sceneManifest?.mappingStrings {
                BuildVariables.expand($0, values: configuration.variables)
            }
            return ProductManifest(origin: .copiedFromSource(source), manifest: expanded, configurationNames: names)
        }
        if case .notNamed = configuration.sourceInfoPlist, configuration.isInfoPlistGenerated,
            let setting = configuration.generatesInfoPlist
        {
            return ProductManifest(
                origin: .generatedWithoutManifest(setting: setting.location), manifest: nil, configurationNames: names)
        }
        return nil
    }

    private func hasSameOutcome(as other: ProductManifest) -> Bool {
        guard manifest == other.manifest else { return false }
        switch (origin, other.origin) {
        case (.copiedFromSource(let a), .copiedFromSource(let b)): return a.path == b.path
        case (.generated(let a, _), .generated(let b, _)): return a == b
        case (.generatedWithoutManifest(let a), .generatedWithoutManifest(let b)): return a == b
        default: return false
        }
    }
}
