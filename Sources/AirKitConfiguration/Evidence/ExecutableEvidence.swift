/// What an app's executable shows about the SDK it was built with and about scene accessories.
///
/// The doctor fills this from the Mach-O slices; the runtime self-check does not need it.
public struct ExecutableEvidence: Sendable, Equatable {
    /// The executable file.
    public var path: String
    public var slices: [Slice]
    /// Objective-C class names defined by frameworks embedded in the app, when the doctor had to
    /// read them (the delegate class may live in a dynamic framework); `nil` when not read.
    public var frameworkClassNames: Set<String>?

    public init(path: String, slices: [Slice], frameworkClassNames: Set<String>? = nil) {
        self.path = path
        self.slices = slices
        self.frameworkClassNames = frameworkClassNames
    }

    /// One architecture slice, reduced to the facts the rules use.
    public struct Slice: Sendable, Equatable {
        public enum Platform: Sendable, Hashable {
            case iOS
            case iOSSimulator
            case other
        }

        /// `arm64`, `x86_64`, …
        public var architecture: String
        public var platform: Platform?
        public var minimumOS: OSVersion?
        public var sdk: OSVersion?
        /// The slice refers to `registerSceneAccessory:` or imports `UISceneAccessory`.
        public var referencesSceneAccessory: Bool
        /// Objective-C class names the slice defines; `nil` when it has no class list to read.
        public var definedClassNames: Set<String>?

        public init(
            architecture: String, platform: Platform? = nil, minimumOS: OSVersion? = nil, sdk: OSVersion? = nil,
            referencesSceneAccessory: Bool = false, definedClassNames: Set<String>? = nil
        ) {
            self.architecture = architecture
            self.platform = platform
            self.minimumOS = minimumOS
            self.sdk = sdk
            self.referencesSceneAccessory = referencesSceneAccessory
            self.definedClassNames = definedClassNames
        }
    }

    /// The device slices when there are any, else every slice: a product for devices is what the
    /// SDK switch applies to; a simulator-only build still says which SDK it used.
    private var representativeSlices: [Slice] {
        let device = slices.filter { $0.platform == .iOS }
        return device.isEmpty ? slices : device
    }

    /// The SDK the executable was linked against, from `LC_BUILD_VERSION`.
    public var sdk: OSVersion? { representativeSlices.compactMap(\.sdk).max() }

    /// The deployment target the executable was linked for.
    public var minimumOS: OSVersion? { representativeSlices.compactMap(\.minimumOS).min() }

    /// Whether any slice refers to the scene-accessory API.
    public var referencesSceneAccessory: Bool { slices.contains(where: \.referencesSceneAccessory) }

    /// Every class name defined by a slice or an embedded framework; `nil` when nothing tells.
    public var definedClassNames: Set<String>? {
        let sets = slices.compactMap(\.definedClassNames) + [frameworkClassNames].compactMap { $0 }
        return sets.isEmpty ? nil : sets.reduce(into: Set<String>()) { $0.formUnion($1) }
    }
}
