/// Rules on where AirKit's scene delegate is filed in the scene manifest.
extension Rules {
    /// AK020: `AirKitSceneDelegate`, plain or module-qualified, under a role that is not an external
    /// display. AirKit's delegate refuses any other scene and logs why, so the scene of that role
    /// gets no window from it (for the application role: the app's own interface gets none).
    static func misfiledAirKitDelegates(_ context: RuleContext) -> [Finding] {
        context.manifests.flatMap { product in
            (product.manifest?.roles ?? []).filter { $0.role?.isExternalDisplay != true }.flatMap { role in
                role.entries.compactMap { entry in misfiledDelegate(entry, role: role, in: product, context: context) }
            }
        }
    }

    private static func misfiledDelegate(
        _ entry: SceneConfigurationEntry, role: RoleConfigurations, in product: ProductManifest, context: RuleContext
    ) -> Finding? {
        guard entry.namesAirKitDelegate, let written = entry.delegateClassName else { return nil }
        return .airKitDelegateUnderOtherRole(
            at: product.location(of: entry.keyPath.appending(key: InfoPlistKey.delegateClassName)),
            affecting: context.rows, in: product, written: written, role: role)
    }
}
