import AirKitDoctor

/// Feeds arbitrary bytes to the pbxproj parser, then builds the project model from whatever tree
/// it returns. Synchronized folders are "listed" by a fixed fake, so no input reaches the disk.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt8.self), count: size)
    guard let root = try? PBXProjParser.parse(bytes) else { return 0 }
    let project = try? XcodeProjectReader.project(from: root, at: "/fuzz/App/App.xcodeproj/project.pbxproj") { _ in
        ["Main.swift", "Legacy/Old.swift", "Sub/Feature.swift"]
    }
    for target in project?.targets ?? [] {
        for configuration in target.buildConfigurations {
            _ = project?.setting("INFOPLIST_FILE", target: target, configuration: configuration)?.value
        }
    }
    return 0
}
