#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Shell-style globs as Xcode matches build-setting conditions: `*`, `?` and `[…]`, through the C
/// library's `fnmatch` (which Xcode's build system calls too).
enum GlobPattern {
    static func matches(_ pattern: String, _ value: String) -> Bool {
        // `fnmatch` reads C strings: a NUL inside either would cut it short, so such text never matches.
        guard !pattern.utf8.contains(0), !value.utf8.contains(0) else { return false }
        return fnmatch(pattern, value, 0) == 0
    }
}
