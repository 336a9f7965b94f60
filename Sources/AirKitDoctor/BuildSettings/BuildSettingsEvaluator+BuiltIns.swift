extension BuildSettingsEvaluator {
    /// Settings that only have a value while Xcode builds: build folders, and the locations of the
    /// developer tools and SDK on the build machine. A value that refers to one of these cannot be
    /// checked from the project alone.
    public static let buildTimeOnlySettings: Set<String> = [
        "BUILD_DIR", "BUILD_ROOT", "BUILT_PRODUCTS_DIR", "CACHE_ROOT", "CONFIGURATION_BUILD_DIR",
        "CONFIGURATION_TEMP_DIR", "DERIVED_DATA_DIR", "DERIVED_FILE_DIR", "DERIVED_FILES_DIR", "DERIVED_SOURCES_DIR",
        "DSTROOT", "INSTALL_DIR", "INTERMEDIATE_DIR", "OBJECT_FILE_DIR", "OBJECT_FILE_DIR_normal", "OBJROOT",
        "PROJECT_DERIVED_FILE_DIR", "PROJECT_TEMP_DIR", "PROJECT_TEMP_ROOT", "SHARED_DERIVED_FILE_DIR",
        "SHARED_PRECOMPS_DIR", "SYMROOT", "TARGET_BUILD_DIR", "TARGET_TEMP_DIR", "TEMP_DIR", "TEMP_FILES_DIR",
        "TEMP_FILE_DIR", "TEMP_ROOT", "UNINSTALLED_PRODUCTS_DIR", "DEVELOPER_DIR", "PLATFORM_DIR", "SDK_DIR",
        "SDKROOT_PATH", "TOOLCHAIN_DIR", "DT_TOOLCHAIN_DIR",
    ]

    /// The values Xcode gives every target without anyone writing them, for `builtIns`: the names
    /// of the target and project, their folder, the configuration, the platform of `context`'s SDK
    /// (`PLATFORM_NAME`, `SDK_NAME`, `EFFECTIVE_PLATFORM_NAME`, only when it has one), the
    /// architecture (`CURRENT_ARCH`), and the defaults `PRODUCT_NAME = $(TARGET_NAME)`,
    /// `EXECUTABLE_NAME = $(PRODUCT_NAME)` and `PRODUCT_MODULE_NAME = $(PRODUCT_NAME:c99extidentifier)`.
    public static func standardBuiltIns(
        targetName: String, projectName: String, sourceRoot: String, context: BuildContext
    ) -> [String: String] {
        var values = [
            "TARGET_NAME": targetName, "TARGETNAME": targetName, "PROJECT_NAME": projectName,
            "SRCROOT": sourceRoot, "SOURCE_ROOT": sourceRoot, "PROJECT_DIR": sourceRoot,
            "CONFIGURATION": context.configuration, "PRODUCT_NAME": "$(TARGET_NAME)",
            "EXECUTABLE_NAME": "$(PRODUCT_NAME)", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
        ]
        if let sdk = context.sdk, let platform = context.platformName {
            values["SDK_NAME"] = sdk
            values["PLATFORM_NAME"] = platform
            values["EFFECTIVE_PLATFORM_NAME"] = platform == "macosx" ? "" : "-" + platform
        }
        if let architecture = context.architecture { values["CURRENT_ARCH"] = architecture }
        return values
    }
}
