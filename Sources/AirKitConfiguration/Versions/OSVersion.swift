/// A version number of an OS, an SDK or a tool: `17.0`, `26.1.2`, `27`.
///
/// Versions compare numerically component by component, so `26.10 > 26.9`; missing components
/// count as zero, so `27 == 27.0.0`. The type is a plain value: parse it from the strings that
/// Info.plists and build settings carry, or build it from the packed form Mach-O load commands use.
public struct OSVersion: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `major[.minor[.patch]]`; returns `nil` for anything else (`""`, `"27.x"`, `"-1"`).
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 6, part.allSatisfy(\.isASCII), let number = Int(part), number >= 0
            else { return nil }
            numbers.append(number)
        }
        while numbers.count < 3 { numbers.append(0) }
        self.init(numbers[0], numbers[1], numbers[2])
    }

    /// Unpacks the `xxxx.yy.zz` nibble encoding of `LC_BUILD_VERSION` and `LC_VERSION_MIN_*`.
    public init(packed: UInt32) {
        self.init(Int(packed >> 16), Int((packed >> 8) & 0xFF), Int(packed & 0xFF))
    }

    /// `27.0`, or `26.1.2` when there is a patch component.
    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}

extension OSVersion {
    /// The first iOS release whose SDK stops offering external-display scenes automatically.
    public static let sceneAccessoryRelease = OSVersion(27)

    /// Reads the SDK version out of a `DTSDKName` value such as `iphoneos27.0` or
    /// `iphonesimulator26.2`; `nil` when the name has no trailing version.
    public init?(sdkName: String) {
        let digits = sdkName.drop { !$0.isNumber }
        guard !digits.isEmpty else { return nil }
        self.init(digits)
    }

    /// Reads an Xcode version out of a `DTXcode` build number such as `2700` (27.0) or `1620` (16.2).
    public init?(xcodeBuildNumber: String) {
        guard (3...4).contains(xcodeBuildNumber.count), xcodeBuildNumber.allSatisfy(\.isASCII),
            let number = Int(xcodeBuildNumber)
        else { return nil }
        self.init(number / 100, (number / 10) % 10, number % 10)
    }
}
