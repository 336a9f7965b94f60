import Foundation
import Testing

/// `AirKitC.h` declares the C interface and AirKit defines it with `@_cdecl`: C links them by name
/// alone, so nothing else would notice a parameter or a result that differs. This reads both and
/// compares every function's parameters and result, with the C types as Swift imports them.
@Suite("The C header and the @_cdecl definitions")
struct HeaderAgreementTests {
    /// A function's signature as Swift would spell it.
    struct Signature: Equatable, CustomStringConvertible {
        var parameters: [String]
        var result: String
        var description: String { "(\(parameters.joined(separator: ", "))) -> \(result)" }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The header, where `#import <AirKitC/AirKitC.h>` finds it.
    static let headerURL = repository.appending(path: "Sources/AirKitC/include/AirKitC/AirKitC.h")

    /// The C types of the header, as the `@_cdecl` definitions spell them: nullability dropped (it does not
    /// change a call), enumerations as their 32-bit integers, and a pointer to a struct of the header as a
    /// raw pointer, which the definition reads and writes as the header's own struct.
    static let importedTypes: [String: String] = [
        "bool": "Bool", "void": "Void", "void *": "UnsafeMutableRawPointer?", "int64_t": "Int64", "int32_t": "Int32",
        "AirKitViewControllerRef": "UnsafeMutableRawPointer?", "AirKitViewRef": "UnsafeMutableRawPointer?",
        "AirKitPlayerRef": "UnsafeMutableRawPointer?",
        "AirKitObserverRef": "OpaquePointer?", "AirKitSurfaceRef": "OpaquePointer?",
        "AirKitResult": "Int32", "AirKitReconnectPolicy": "Int32", "AirKitStageManagerPolicy": "Int32",
        "AirKitStatus *": "UnsafeMutableRawPointer?", "AirKitDisplayInfo *": "UnsafeMutableRawPointer?",
        "int32_t *": "UnsafeMutableRawPointer?", "AirKitReconnectPolicy *": "UnsafeMutableRawPointer?",
        "AirKitStageManagerPolicy *": "UnsafeMutableRawPointer?", "AirKitDisplayPolicy *": "UnsafeMutableRawPointer?",
        "const AirKitDisplayPolicy *": "UnsafeRawPointer?", "AirKitSurfaceMetrics *": "UnsafeMutableRawPointer?",
        "AirKitSurfaceRef *": "UnsafeMutablePointer<OpaquePointer?>?",
        "AirKitLayerRef *": "UnsafeMutablePointer<UnsafeMutableRawPointer?>?",
        "AirKitDrawableRef *": "UnsafeMutablePointer<UnsafeMutableRawPointer?>?",
        "AirKitSurfaceFrameCallback": "(@convention(c) (AirKitSurfaceFrame, UnsafeMutableRawPointer?) -> Void)?",
        "AirKitContextRelease": "(@convention(c) (UnsafeMutableRawPointer?) -> Void)?",
        "AirKitAvailabilityCallback": "(@convention(c) (Bool, UnsafeMutableRawPointer?) -> Void)?",
        "AirKitShowingCallback": "(@convention(c) (Bool, UnsafeMutableRawPointer?) -> Void)?",
        "AirKitPlaybackEndCallback": "(@convention(c) (Int32, UnsafeMutableRawPointer?) -> Void)?",
    ]

    /// The functions the header declares, outside comments and the Objective-C branch of its typedefs,
    /// without their nullability and Swift names.
    static func headerFunctions() throws -> [String: Signature] {
        let text = try String(contentsOf: headerURL, encoding: .utf8)
        var functions: [String: Signature] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("//") && !line.hasPrefix("typedef") {
            let line = line.replacing(/\s*AIRKIT_SWIFT_NAME\(.*\);$/, with: ";").replacing(/\s*_Nullable|\s*_Nonnull/, with: "")
            guard let match = line.firstMatch(of: /^(\w[\w ]*?\*?)\s*(AirKit\w+)\((.*)\);$/) else { continue }
            let list = match.3 == "void" ? [] : match.3.split(separator: ",").map(String.init)
            let parameters: [String] = list.map { parameter in
                let words = parameter.trimmingCharacters(in: .whitespaces)
                let type = words.replacing(/\s*\w+$/, with: "").replacing(/\s*\*\s*/, with: " *")
                return importedTypes[type] ?? "unknown C type \(type)"
            }
            functions[String(match.2)] = Signature(parameters: parameters, result: importedTypes[String(match.1)] ?? "?")
        }
        return functions
    }

    /// The functions AirKit defines with `@_cdecl`, from its sources.
    static func definedFunctions() throws -> [String: Signature] {
        let folder = repository.appending(path: "Sources/AirKit/CInterface")
        var functions: [String: Signature] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path()) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
            let pattern =
                /@_cdecl\("(\w+)"\)\s*public func _\w+\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)(?:\s*->\s*([^{]+?))?\s*\{/
            for match in text.matches(of: pattern) {
                let parameters = splitTopLevel(String(match.2)).map { parameter in
                    String(parameter.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespacesAndNewlines)
                }
                let result = match.3.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "Void"
                functions[String(match.1)] = Signature(parameters: parameters, result: result)
            }
        }
        return functions
    }

    /// Splits a parameter list at its top-level commas.
    static func splitTopLevel(_ list: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in list {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        return parts
    }

    @Test("Every function the header declares is defined with the same parameters and result, and nothing more")
    func headerAndDefinitionsAgree() throws {
        let declared = try Self.headerFunctions()
        let defined = try Self.definedFunctions()
        #expect(declared.count >= 34, "the header's functions were found: \(declared.keys.sorted())")
        #expect(Set(declared.keys) == Set(defined.keys))
        for (name, signature) in declared {
            #expect(
                defined[name] == signature,
                "\(name): the header says \(signature), AirKit defines \(String(describing: defined[name]))")
        }
    }
}
