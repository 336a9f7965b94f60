import Testing

@testable import AirKitDoctor

@Suite("FilePath: lexical paths")
struct FilePathTests {
    @Test(
        "Joining normalizes dots, repeated slashes and absolute components",
        arguments: [
            ("/a/b", ["c", "d.swift"], "/a/b/c/d.swift"),
            ("/a/b/", ["./c//d"], "/a/b/c/d"),
            ("/a/b", ["../c"], "/a/c"),
            ("/a", ["../../.."], "/"),
            ("/a/b", ["/abs/x", "y"], "/abs/x/y"),
            ("rel", ["../../x"], "../x"),
            ("/a", ["", "b"], "/a/b"),
        ])
    func join(base: String, components: [String], expected: String) {
        #expect(FilePath.join(base, components) == expected)
    }

    @Test(
        "Appending to a normalized folder gives what joining gives",
        arguments: ["x.swift", "A/B/c.swift", "..", "../x", "./x", "a//b", "/abs", "", ".hidden", "...", "a/"])
    func appending(component: String) {
        for base in ["/root/Project", "/"] {
            #expect(FilePath.appending(component, toNormalized: base) == FilePath.join(base, [component]))
        }
    }

    @Test("The parent of a path is its folder")
    func parent() {
        #expect(FilePath.parent(of: "/a/b/c.xcodeproj/project.pbxproj") == "/a/b/c.xcodeproj")
        #expect(FilePath.parent(of: "/") == "/")
    }
}
