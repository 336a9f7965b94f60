/// A tool that generates an app's Xcode project from a file of its own, which the doctor looks
/// for when a folder holds no `.xcodeproj`. The raw value is that file's name.
enum ProjectGenerator: String, CaseIterable, Equatable {
    case tuist = "Project.swift"
    case cmake = "CMakeLists.txt"
    case swiftPM = "Package.swift"

    /// `Tuist (Project.swift)`, for messages.
    var description: String {
        switch self {
        case .tuist: "Tuist (Project.swift)"
        case .cmake: "CMake (CMakeLists.txt)"
        case .swiftPM: "Swift Package Manager (Package.swift)"
        }
    }
}
