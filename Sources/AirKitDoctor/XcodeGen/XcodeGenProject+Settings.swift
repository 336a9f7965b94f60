extension XcodeGenProject {
    /// A `settings:` block in either of XcodeGen's forms: a plain map of build settings, or
    /// `base:` / `configs:` / `groups:`. Setting groups are already merged in (groups first, then
    /// base, then configs, as XcodeGen merges them).
    public struct Settings: Sendable, Equatable {
        /// Settings for every configuration.
        public var base: [String: SettingValue]
        /// Settings per configuration key as written (`debug`, `Release`, …). XcodeGen applies a
        /// key to every configuration whose name contains it, ignoring case, unless one name
        /// matches exactly; ``value(of:configuration:configurations:)`` does the same.
        public var configs: [String: [String: SettingValue]]

        public init(base: [String: SettingValue] = [:], configs: [String: [String: SettingValue]] = [:]) {
            self.base = base
            self.configs = configs
        }

        public var isEmpty: Bool { base.isEmpty && configs.isEmpty }

        /// The setting for `configuration`, as XcodeGen applies `configs`: a key equal to the
        /// configuration's name first, then keys the name contains ignoring case (`release` for
        /// `Staging Release`) except keys that are themselves the name of another configuration in
        /// `configurations`, then the base value.
        public func value(of name: String, configuration: String, configurations: [String] = []) -> SettingValue? {
            if let exact = configs[configuration]?[name] { return exact }
            let lowered = configuration.lowercased()
            for key in configs.keys.sorted() where key != configuration && !configurations.contains(key) {
                guard lowered.contains(key.lowercased()), let value = configs[key]?[name] else { continue }
                return value
            }
            return base[name]
        }
    }

    /// One build setting as written, with where it is written.
    public struct SettingValue: Sendable, Equatable {
        /// The strings of a list value, or the one string of a scalar. A plain YAML boolean is
        /// `YES` or `NO`, as XcodeGen writes it (so `true`, `yes` and `YES` all read `YES`).
        public var values: [String]
        /// The line of the setting's key.
        public var line: Int
        /// The spec file of that line.
        public var file: String

        /// The scalar, or the list joined with spaces as Xcode shows it.
        public var value: String { values.joined(separator: " ") }

        public init(_ value: String, line: Int, file: String = "") {
            self.init(values: [value], line: line, file: file)
        }

        public init(values: [String], line: Int, file: String = "") {
            self.values = values
            self.line = line
            self.file = file
        }
    }
}

extension XcodeGenProject {
    /// The setting as `target` sees it in `configuration`: the target's settings, else the
    /// project's. Settings from `.xcconfig` files and XcodeGen's presets are not included.
    public func setting(_ name: String, target: Target, configuration: String) -> SettingValue? {
        target.settings.value(of: name, configuration: configuration, configurations: configurations)
            ?? settings.value(of: name, configuration: configuration, configurations: configurations)
    }
}
