/// How to fix a kind of finding: one or more ways, each for any app or for one language, with the
/// code to write.
///
/// The explanation shows every way; a finding for one app shows the ways for the code its sources are
/// written in (`text(for:)`): a SwiftUI app gets SwiftUI's way and UIKit's in Swift, a UIKit app the
/// ways in its own languages, and an app whose sources were not read gets them all.
public struct FindingFix: Sendable {
    /// The language a way is written in, where the ways differ.
    public enum Language: String, Sendable, Hashable, CaseIterable {
        case swiftUI = "SwiftUI"
        case uiKitInSwift = "UIKit, Swift"
        case objectiveC = "Objective-C"

        /// The language as a sentence names it: "or in Objective-C".
        var inSentence: String {
            switch self {
            case .swiftUI: "SwiftUI"
            case .uiKitInSwift: "Swift"
            case .objectiveC: "Objective-C"
            }
        }
    }

    /// The code a fix for one app is written for, as its sources show it.
    enum Audience: Equatable {
        /// A SwiftUI `App`.
        case swiftUI
        /// UIKit, with the languages its sources are written in.
        case uiKit(objectiveC: Bool, swift: Bool)
    }

    /// One way to fix it.
    public struct Way: Sendable {
        /// `nil` when the way is the same for every app.
        public let language: Language?
        /// What to do, as a clause that starts in lower case: "attach AirKit's source to the main interface".
        public let instruction: String
        /// The code, plist or build setting to write, if any.
        public let code: String?

        static func way(_ language: Language?, _ instruction: String, code: String? = nil) -> Way {
            Way(language: language, instruction: instruction, code: code)
        }
    }

    public let ways: [Way]
    /// What the explanation adds after the ways: what else to keep in mind.
    public let note: String?

    init(_ ways: [Way], note: String? = nil) {
        self.ways = ways
        self.note = note
    }

    /// A fix that is the same for every app.
    static func any(_ instruction: String, code: String? = nil, note: String? = nil) -> FindingFix {
        FindingFix([Way(language: nil, instruction: instruction, code: code)], note: note)
    }

    /// The explanation's fix: every way, each with its code indented.
    var explained: String {
        var paragraphs: [String] = []
        for (index, way) in ways.enumerated() {
            let label: String
            switch (index, way.language) {
            case (0, nil): label = "Fix"
            case (_, let language?): label = "Fix (\(language.rawValue))"
            case (_, nil): label = "Or"
            }
            if let code = way.code {
                paragraphs.append("\(label): \(way.instruction):\n\n\(code.indented(by: 4))")
            } else {
                paragraphs.append("\(label): \(way.instruction.endingSentence)")
            }
        }
        if let note { paragraphs.append(note) }
        return paragraphs.joined(separator: "\n\n")
    }

    /// The ways that apply to `audience` (all of them when it is `nil`), as one clause that starts in
    /// lower case; callers capitalize it or put it after a lead such as "then".
    func text(for audience: Audience?) -> String {
        let chosen = ways.filter { way in
            guard let language = way.language else { return true }
            switch (audience, language) {
            case (nil, _): return true
            case (.swiftUI?, .swiftUI), (.swiftUI?, .uiKitInSwift): return true
            case (.swiftUI?, .objectiveC), (.uiKit?, .swiftUI): return false
            case (.uiKit(let objectiveC, let swift)?, .uiKitInSwift): return swift || !objectiveC
            case (.uiKit(let objectiveC, _)?, .objectiveC): return objectiveC
            }
        }
        var text = ""
        var previous: Way?
        for way in chosen {
            switch previous {
            case nil: text = way.instruction
            case let previous? where previous.code == nil:
                // The previous way ended a sentence of prose: this one starts the next sentence.
                text = text.endingSentence + " Or \(way.instruction)"
            case let previous?:
                if let language = way.language, previous.instruction == way.instruction {
                    text += "\nor in \(language.inSentence)"
                } else {
                    text += "\nor \(way.instruction)"
                }
            }
            if let code = way.code { text += ":\n\(code)" }
            previous = way
        }
        return text
    }
}

extension String {
    /// Every line moved right by `count` spaces, for code inside explanations.
    func indented(by count: Int) -> String {
        let padding = String(repeating: " ", count: count)
        return split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : padding + $0 }.joined(
            separator: "\n")
    }

    /// `Register …` from `register …`.
    var capitalizingFirstLetter: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// The text with a full stop, unless it already ends a sentence.
    var endingSentence: String {
        guard let last else { return self }
        return ".!?".contains(last) ? self : self + "."
    }
}
