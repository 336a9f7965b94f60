import AirKitDoctor
import Foundation

// Times one way of reading a project.pbxproj, in this process, and prints the median.
//
//   PBXProjBenchmark TOOL PATH RUNS
//     TOOL: parser      the doctor's OpenStep parser (bytes already in memory)
//           reader      the doctor's whole project reader (reads the file, builds the model,
//                       resolves source paths)
//           foundation  PropertyListSerialization (bytes already in memory)
//
// Output, one line: `TOOL median_seconds runs`. Two untimed warm-up runs come first; every run
// checks its result, so the work cannot be optimized away.

let arguments = CommandLine.arguments
guard arguments.count == 4, let runs = Int(arguments[3]), runs > 0 else {
    FileHandle.standardError.write(Data("usage: PBXProjBenchmark parser|reader|foundation PATH RUNS\n".utf8))
    exit(2)
}
let tool = arguments[1]
let path = arguments[2]
guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
    exit(2)
}

/// One run of the chosen tool; returns a count from its result so that the run has an effect.
func runOnce() throws -> Int {
    switch tool {
    case "parser":
        return try PBXProjParser.parse(data).dictionary?["objects"]?.dictionary?.count ?? 0
    case "reader":
        return try XcodeProjectReader.read(pbxprojAt: path).targets.reduce(0) { $0 + $1.sourcePaths.count }
    case "foundation":
        let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return ((plist as? [String: Any])?["objects"] as? [String: Any])?.count ?? 0
    default:
        FileHandle.standardError.write(Data("unknown tool \(tool)\n".utf8))
        exit(2)
    }
}

do {
    var checksum = 0
    for _ in 0..<2 { checksum &+= try runOnce() }
    var seconds: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        checksum &+= try runOnce()
        seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    seconds.sort()
    let median =
        seconds.count % 2 == 1
        ? seconds[seconds.count / 2] : (seconds[seconds.count / 2 - 1] + seconds[seconds.count / 2]) / 2
    guard checksum > 0 else {
        FileHandle.standardError.write(Data("\(tool) read nothing from \(path)\n".utf8))
        exit(1)
    }
    print("\(tool) \(String(format: "%.6f", median)) \(runs)")
} catch {
    FileHandle.standardError.write(Data("\(tool) failed: \(error)\n".utf8))
    exit(1)
}
