import ProjectDescription
import ProjectDescriptionHelpers

let settings: Settings = Settings.settings(
    base: [
        "SWIFT_VERSION": "6.2",
        "OTHER_LDFLAGS": "$(inherited) -ObjC",
    ],
    configurations: [
        .debug(name: .debug, settings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG"]),
        .release(name: Constants.qaConfigurationName, settings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "QA"]),
        .release(name: .release, settings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "RELEASE"]),
    ]
)

let appTarget: Target = Target.target(
    name: Constants.appName,
    destinations: .iOS,
    product: .app,
    bundleId: Constants.bundleId,
    infoPlist: .extendingDefault(
        with: [
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": true,
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [
                        [
                            "UISceneConfigurationName": "Default Configuration",
                            "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate",
                        ],
                    ],
                ],
            ],
            "UILaunchStoryboardName": "LaunchScreen",
        ]
    ),
    buildableFolders: [
        BuildableFolder(stringLiteral: "\(Constants.modulesFolder)/App/Sources"),
        BuildableFolder(stringLiteral: "\(Constants.modulesFolder)/App/Resources"),
    ],
    dependencies: []
)

let project = Project(name: Constants.appName, settings: settings, targets: [appTarget])
