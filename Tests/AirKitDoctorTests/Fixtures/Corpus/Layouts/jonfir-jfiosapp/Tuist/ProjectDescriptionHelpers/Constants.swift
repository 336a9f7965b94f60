import ProjectDescription

public enum Constants {
    public static let appName = "LLIos"
    public static let modulesFolder = "\(appName)"
    public static let bundleId = "academy.example" + ".\(appName)"
    public static let qaConfigurationName = ConfigurationName(stringLiteral: "QA")
}
