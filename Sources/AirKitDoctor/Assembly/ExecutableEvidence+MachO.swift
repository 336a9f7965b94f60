import AirKitConfiguration

extension ExecutableEvidence.Slice {
    /// The rules' view of a Mach-O slice.
    init(_ slice: MachOSlice) {
        let platform: Platform? =
            switch slice.platform {
            case .iOS?: .iOS
            case .iOSSimulator?: .iOSSimulator
            case nil: nil
            default: .other
            }
        self.init(
            architecture: slice.architecture, platform: platform, minimumOS: slice.minimumOS, sdk: slice.sdk,
            referencesSceneAccessory: slice.referencesRegisterSceneAccessory || slice.importsSceneAccessoryClass,
            definedClassNames: slice.definedObjCClassNames
        )
    }
}
