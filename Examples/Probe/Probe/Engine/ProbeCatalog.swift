/// Every check, in the order a run takes them: the launch check first, then those that need no
/// display, then one display (and leaving the app with it: home screen, lock), one by AirPlay, one by
/// cable, two, Stage Manager, one display again that the person then disconnects, the
/// declared-accessory scenario (none, then one) and screen recording last, so the person running the probe changes the displays as few times as possible.
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
        WindowsMadeWithoutASceneCheck(),
        AppDelegateLifeCycleCheck(),
        ExternalScenesBecomeForegroundActiveCheck(),
        AnimationsFollowTheirWindowsDisplayCheck(),
        SettingAnotherScreenCheck(),
        SystemHoldsRegistrationsWeaklyCheck(),
        DisablingDisconnectsTheSceneCheck(),
        EveryPresentedRegistrationSeesAvailabilityCheck(),
        DisabledWinnerBlocksOthersCheck(),
        TopmostRegistrationCheck(),
        RepresentableControllerCheck(),
        UnblockableSceneWithoutEntryCheck(),
        DeprecatedRoleKeyCheck(),
        SystemMayDeclineToPresentCheck(),
        AccessoryScenesConsultTheAppDelegateCheck(),
        ExternalScenesGoToTheBackgroundCheck(),
        TheAppsSceneResignsFirstCheck(),
        LockedDeviceDisplayCheck(),
        PlayerViewsSwitchToExternalPlaybackCheck(),
        ExternalPlaybackHidesTheWindowCheck(),
        ExternalPlaybackNeedsAirPlayCheck(),
        OneSceneForEachDisplayCheck(),
        StageManagerApplicationScenesCheck(),
        ExtendedDisplayAvailabilityCheck(),
        SceneEventsMayArriveTurnsLateCheck(),
        DisplayLinksOutliveTheirDisplayCheck(),
        DeclaredAccessoryRealizationCheck(),
        AvailabilityReportedOnceCheck(),
        DeclaredContentEnvironmentCheck(),
        ScreenCaptureIsNotADisplayCheck(),
    ]
}
