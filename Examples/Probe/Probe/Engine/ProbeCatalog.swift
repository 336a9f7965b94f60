/// Every check, in the order a run takes them: the launch check first, then those that need no
/// display, then one display, two, the declared-accessory scenario (none, then one) and screen
/// recording last, so the person running the probe changes the displays as few times as possible.
enum ProbeCatalog {
    @MainActor
    static let checks: [any ProbeCheck] = [
        ExternalScenesConnectOnceActiveCheck(),
        NewWindowsStartHiddenCheck(),
        ScenesHoldWindowsWeaklyCheck(),
        RoleRawValuesCheck(),
        RolelessConfigurationCheck(),
        WindowLevelsCheck(),
        UpdatePropertiesCheck(),
        RegistrationsStartEnabledCheck(),
        DeclarationsOutsideTheReferenceCheck(),
        ExternalScenesBecomeForegroundActiveCheck(),
        SettingAnotherScreenCheck(),
        SystemHoldsRegistrationsWeaklyCheck(),
        DisablingDisconnectsTheSceneCheck(),
        EveryPresentedRegistrationSeesAvailabilityCheck(),
        DisabledWinnerBlocksOthersCheck(),
        TopmostRegistrationCheck(),
        RepresentableControllerCheck(),
        UnblockableSceneWithoutEntryCheck(),
        DeprecatedRoleKeyCheck(),
        OneSceneForEachDisplayCheck(),
        DeclaredAccessoryRealizationCheck(),
        AvailabilityReportedOnceCheck(),
        DeclaredContentEnvironmentCheck(),
        ScreenCaptureIsNotADisplayCheck(),
    ]
}
