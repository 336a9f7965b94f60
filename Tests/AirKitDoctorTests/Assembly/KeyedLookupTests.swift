import Foundation
import Testing

@testable import AirKitDoctor

/// Lookups that a project can make many of: each is counted, so a test shows how the work grows
/// with the input without timing anything.
@Suite("Keyed lookups: work that grows with the input, not with its square")
struct KeyedLookupTests {
    private static func mapping(_ keys: some Sequence<String>) -> YAMLNode {
        YAMLNode(.mapping(keys.map { .init(key: $0, keyLine: 1, value: YAMLNode(.scalar("1", .plain), line: 1)) }), line: 1)
    }

    @Test("merging an include of 5,000 settings onto another looks each key up once")
    func mergeLooksEachKeyUpOnce() {
        let count = 5_000
        let base = Self.mapping((0..<count).map { "KEY_\($0)" })
        let over = Self.mapping((0..<count).map { "KEY_\($0 + count / 2)" })
        var work = 0
        let merged = XcodeGenMerge.merge(base, over, work: &work)
        #expect(merged.entries?.count == count + count / 2)
        #expect(merged.entries?.map(\.key) == (0..<(count + count / 2)).map { "KEY_\($0)" })
        #expect(work <= 2 * (2 * count), "\(work) lookups for \(2 * count) keys")
    }

    @Test("a merge keeps XcodeGen's meaning: later values win in place, lists append, :REPLACE replaces")
    func mergeKeepsItsMeaning() {
        let base = YAMLNode(
            .mapping([
                .init(key: "a", keyLine: 1, value: YAMLNode(.scalar("1", .plain), line: 1)),
                .init(key: "list", keyLine: 2, value: YAMLNode(.sequence([YAMLNode(.scalar("x", .plain), line: 2)]), line: 2)),
                .init(key: "b", keyLine: 3, value: YAMLNode(.scalar("2", .plain), line: 3)),
            ]), line: 1)
        let over = YAMLNode(
            .mapping([
                .init(key: "list", keyLine: 1, value: YAMLNode(.sequence([YAMLNode(.scalar("y", .plain), line: 1)]), line: 1)),
                .init(key: "a", keyLine: 2, value: YAMLNode(.scalar("9", .plain), line: 2)),
                .init(key: "b:REPLACE", keyLine: 3, value: YAMLNode(.sequence([]), line: 3)),
                .init(key: "c", keyLine: 4, value: YAMLNode(.scalar("3", .plain), line: 4)),
            ]), line: 1)
        var work = 0
        let merged = XcodeGenMerge.merge(base, over, work: &work)
        #expect(merged.entries?.map(\.key) == ["a", "list", "b", "c"])
        #expect(merged["a"]?.scalar == "9")
        #expect(merged["list"]?.items?.compactMap(\.scalar) == ["x", "y"])
        #expect(merged["b"]?.items?.isEmpty == true)
        #expect(merged.entries?.first?.keyLine == 1, "a key already there keeps its line")
    }

    @Test("2,000 loose Info.plists checked against 20,000 compiled folders look each one up a few times, not once per folder")
    func ownershipLooksEachPlistUpByItsFolders() {
        let compiled = (0..<20_000).map { "/work/Project/Sources/Module\($0 % 200)/Feature\($0)" }
        let plists = (0..<2_000).map { "/work/Loose/App\($0)/Support/Info.plist" }
        let ownership = FolderOwnership(projectFolders: ["/work/Project"], compiledFolders: compiled)
        var work = 0
        let owned = plists.filter { ownership.owns($0, work: &work) }
        #expect(owned.isEmpty)
        #expect(work <= plists.count * 16, "\(work) lookups for \(plists.count) plists")
    }

    @Test(
        "an Info.plist is owned inside a project's folder, in or under a compiled folder, or beside one it holds",
        arguments: [
            ("/p/Project/App/Info.plist", true), ("/p/Sources/App/Info.plist", true), ("/p/Sources/App/Deep/Info.plist", true),
            ("/p/Sources/Info.plist", true), ("/p/Info.plist", true), ("/p/Other/Info.plist", false),
            ("/p/Sources/AppExtra/Info.plist", false), ("/q/Info.plist", false),
        ])
    func ownershipKeepsItsMeaning(plist: String, isOwned: Bool) {
        let ownership = FolderOwnership(projectFolders: ["/p/Project"], compiledFolders: ["/p/Sources/App"])
        var work = 0
        #expect(ownership.owns(plist, work: &work) == isOwned)
    }
}
