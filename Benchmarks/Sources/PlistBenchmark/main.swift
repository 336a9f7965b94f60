import AirKitDoctor
import Dispatch
import Foundation

// Keys built to collide in CoreFoundation's string hash, against ordinary keys of the same length,
// read by the doctor's property-list reader and by Foundation's, in the same run:
//   PlistBenchmark [KEYS] [RUNS]     default 40,000 keys (80,000 values, under the reader's
//                                    limit), median of 5 runs
// CoreFoundation hashes only the first, middle and last 32 characters of a string longer than 96,
// so 130-character keys that differ elsewhere all share one hash: its dictionary then costs the
// square of the key count. The doctor's reader keeps Swift dictionaries (hashing seeded per
// process), so the ratio stays near 1.

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let keyCount = arguments.first ?? 40_000
let runs = arguments.dropFirst().first ?? 5

func plist(colliding: Bool) -> Data {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
    for index in 0..<keyCount {
        let number = String(index)
        let unique = String(repeating: "0", count: 10 - number.count) + number
        let key =
            colliding
            ? String(repeating: "A", count: 32) + unique + String(repeating: "B", count: 7) + String(repeating: "C", count: 32)
                + String(repeating: "D", count: 17) + String(repeating: "E", count: 32)
            : unique + String(repeating: "x", count: 120)
        text += "\t<key>\(key)</key>\n\t<true/>\n"
    }
    return Data((text + "</dict>\n</plist>\n").utf8)
}

/// The median wall time of `runs` runs of `body`, in seconds.
func median(_ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times.sorted()[times.count / 2]
}

let inputs = [false, true].map { plist(colliding: $0) }
print("\(keyCount) keys, \(inputs[0].count) and \(inputs[1].count) bytes; median of \(runs) runs")
print("reader".padding(toLength: 40, withPad: " ", startingAt: 0) + "ordinary   colliding   colliding ÷ ordinary")
let readers: [(String, (Data) -> Void)] = [
    ("doctor (InfoPlistLoader)", { _ = try? InfoPlistLoader.topLevelDictionary(of: $0, path: "Keys.plist") }),
    ("Foundation (PropertyListSerialization)", { _ = try? PropertyListSerialization.propertyList(from: $0, format: nil) }),
]
for (name, read) in readers {
    let times = inputs.map { data in median { read(data) } }
    let ratio = times[1] / max(times[0], 1e-9)
    print(
        name.padding(toLength: 40, withPad: " ", startingAt: 0)
            + String(format: "%7.3f s  %8.3f s   %6.1f×", times[0], times[1], ratio))
}
