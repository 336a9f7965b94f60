import AirKitDoctor
import Dispatch
import Foundation

/// libFuzzer entry point for binary property lists, which can share objects, checking the work
/// each input costs, not only that it does not trap.
///
/// Every input is read as a binary property list (`bplist00` is put in front when missing). When
/// the reader accepts it, the values it built are counted, as every later reader would walk them
/// (shared objects counted at each use), and must stay within ``ReadLimits/propertyListValues``;
/// then they are written back as a binary property list, as setup does, and loaded as an
/// Info.plist. Reading, and the whole input, must stay within a time budget: a shared-object bomb
/// that got past the reader's count would blow it. Memory is checked by libFuzzer itself:
/// `Fuzz/run.sh` runs this target with `-malloc_limit_mb` and `-rss_limit_mb`, so any single
/// allocation or total beyond them is reported as a crash with its input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBinaryPlist(_ bytes: UnsafeRawPointer, _ count: Int) -> CInt {
    let start = DispatchTime.now()
    var data = Data(bytes: bytes, count: count)
    if !data.starts(with: Array("bplist00".utf8)) { data = Data("bplist00".utf8) + data }
    let read = try? InfoPlistLoader.topLevelDictionary(of: data, path: "Fuzz.plist")
    let readTime = seconds(since: start)
    precondition(readTime < readBudget, "reading \(data.count) bytes took \(readTime) s")
    if let (dictionary, _) = read {
        var values = 0
        countValues(dictionary, into: &values)
        precondition(values <= ReadLimits.propertyListValues, "accepted \(values) values from \(data.count) bytes")
        _ = try? PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
        _ = try? InfoPlistLoader.load(data, path: "Fuzz.plist")
    }
    let total = seconds(since: start)
    precondition(total < totalBudget, "\(data.count) bytes took \(total) s in all (reading: \(readTime) s)")
    if ProcessInfo.processInfo.environment["FUZZ_REPORT_TIME"] != nil {
        print("read \(readTime) s, in all \(total) s")
    }
    return 0
}

/// What reading may take, and reading, walking, writing back and loading together, under
/// AddressSanitizer. The largest value the reader accepts from a small file (99,501 values from
/// 340 bytes of shared arrays) reads in under 4 ms, as each shared array is built once, and takes
/// about 1.2 s in all on a shared 2-core machine, most of it Foundation writing every use out. A
/// shared-object bomb that got past the reader's count would take minutes.
private let readBudget = 1.0
private let totalBudget = 10.0

private func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}

/// Adds the values under `value`, itself included, keys included, stopping once past the limit.
private func countValues(_ value: Any, into total: inout Int) {
    total += 1
    guard total <= ReadLimits.propertyListValues else { return }
    if let dictionary = value as? [String: Any] {
        for (_, element) in dictionary {
            total += 1
            countValues(element, into: &total)
            if total > ReadLimits.propertyListValues { return }
        }
    } else if let array = value as? [Any] {
        for element in array {
            countValues(element, into: &total)
            if total > ReadLimits.propertyListValues { return }
        }
    }
}
