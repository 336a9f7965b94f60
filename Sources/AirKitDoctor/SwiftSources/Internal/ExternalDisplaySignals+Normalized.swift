extension ExternalDisplaySignals {
    /// The same signals with every line list sorted and each line once, and each subclass name
    /// once in first-seen order: the form the public fields promise.
    func normalized() -> ExternalDisplaySignals {
        var seenNames: Set<String> = []
        return ExternalDisplaySignals(
            airKitImports: Self.sortedUnique(airKitImports),
            externalRoleReferences: Self.sortedUnique(externalRoleReferences),
            screenConnectionObservers: Self.sortedUnique(screenConnectionObservers),
            sceneAccessoryReferences: Self.sortedUnique(sceneAccessoryReferences),
            sceneConfigurationProviders: sceneConfigurationProviders,
            windowSceneSubclasses: windowSceneSubclasses.filter { seenNames.insert($0).inserted },
            legacyScreenWindowAssignments: Self.sortedUnique(legacyScreenWindowAssignments),
            externalDisplayPluginReferences: Self.sortedUnique(externalDisplayPluginReferences))
    }

    private static func sortedUnique(_ lines: [Int]) -> [Int] {
        Array(Set(lines)).sorted()
    }
}
