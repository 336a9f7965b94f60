import AirKitDoctor
import Foundation

// Does one read of one file and exits, so that the parent process can take this process's peak
// resident memory (bench_memory.py reads it with wait4). Prints what it read, one line.
//
//   MemoryBenchmark TOOL PATH
//     TOOL: baseline     reads the file into memory and stops (the floor for the pbxproj rows)
//           parser       PBXProjParser.parse on the file's bytes, then one look at the tree
//           reader       XcodeProjectReader.read(pbxprojAt:), the whole model
//           macho-data   MachOReader.readSlices(from:) on Data(contentsOf:options: .mappedIfSafe)
//           macho-file   MachOReader.readSlices(fromFileAt:), which reads only the ranges it needs
//           doctor       a whole doctor run on PATH (a project.pbxproj inside an .xcodeproj, or any
//                        PATH airkit doctor takes): Doctor.examine, then the text report
//           phases       the reader's steps one after the other (read the bytes, parse, build the
//                        model, drop the tree), printing the peak and current resident memory
//                        (VmHWM, VmRSS of /proc/self/status) after each: where a peak comes from

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: MemoryBenchmark baseline|parser|reader|macho-data|macho-file|doctor PATH\n".utf8))
    exit(2)
}
let tool = arguments[1]
let path = arguments[2]

/// `VmHWM` and `VmRSS` of this process in kilobytes (Linux), or zeros where /proc is missing.
func residentMemory() -> (peak: Int, current: Int) {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
    func field(_ name: String) -> Int {
        let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return (field("VmHWM"), field("VmRSS"))
}

func reportPhase(_ name: String) {
    let memory = residentMemory()
    FileHandle.standardError.write(Data("\(name): peak \(memory.peak / 1024) MB, now \(memory.current / 1024) MB\n".utf8))
}

func readWhole() throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
}

do {
    switch tool {
    case "baseline":
        print("bytes \(try readWhole().count)")
    case "parser":
        let root = try PBXProjParser.parse(try readWhole())
        print("objects \(root.dictionary?["objects"]?.dictionary?.count ?? 0)")
    case "reader":
        let project = try XcodeProjectReader.read(pbxprojAt: path)
        print("sources \(project.targets.reduce(0) { $0 + $1.sourcePaths.count })")
    case "macho-data":
        let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        print("slices \(try MachOReader.readSlices(from: data).count)")
    case "macho-file":
        print("slices \(try MachOReader.readSlices(fromFileAt: path).count)")
    case "phases":
        reportPhase("start")
        // The whole file in one buffer, as the doctor reads a project (FileReading.contents).
        let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        reportPhase("bytes read")
        var root: PBXValue? = try PBXProjParser.parse(data)
        reportPhase("parsed")
        let project = try XcodeProjectReader.project(
            from: root!, at: path, sourceFilesInFolder: XcodeProjectReader.sourceFolderOnDisk(under:))
        reportPhase("model built")
        root = nil
        withExtendedLifetime(data) {}
        reportPhase("tree dropped")
        print("sources \(project.targets.reduce(0) { $0 + $1.sourcePaths.count })")
    case "doctor":
        let report = Doctor().examine(path)
        let text = TextReportRenderer(useColor: false, width: 100).render(report)
        print("apps \(report.apps.count), \(text.utf8.count) bytes of report")
    default:
        FileHandle.standardError.write(Data("unknown tool \(tool)\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("\(tool) failed: \(error)\n".utf8))
    exit(1)
}
