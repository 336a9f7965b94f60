/// The open conditional-compilation blocks (`#if` … `#endif`) of a file, and whether code at the
/// current point can compile.
///
/// Only conditions that are literally true or false are decided; every other one may hold when
/// the app is built, so all of its branches stay active. Deeper nesting than the text closes is
/// ignored, and a stray `#endif` or `#else` does nothing. Shared by the Swift and Objective-C scanners.
struct ConditionalBlocks {
    enum Directive {
        case ifDirective, elseifDirective, elseDirective, endifDirective

        var hasCondition: Bool { self == .ifDirective || self == .elseifDirective }
    }

    /// What the scanner can tell of a condition without knowing the build.
    enum Condition {
        case alwaysTrue, alwaysFalse, unknown
    }

    private struct Block {
        var isParentActive: Bool
        var isBranchActive: Bool
        /// A branch whose condition is literally true was entered: later branches are dead.
        var hasTakenCertainBranch: Bool
    }

    private var blocks: [Block] = []

    var isActive: Bool { blocks.last.map { $0.isParentActive && $0.isBranchActive } ?? true }

    mutating func apply(_ directive: Directive, condition: Condition) {
        switch directive {
        case .ifDirective:
            let parentActive = isActive
            blocks.append(Block(isParentActive: parentActive, isBranchActive: false, hasTakenCertainBranch: false))
            enterBranch(condition)
        case .elseifDirective:
            enterBranch(condition)
        case .elseDirective:
            enterBranch(.unknown)
        case .endifDirective:
            if !blocks.isEmpty { blocks.removeLast() }
        }
    }

    private mutating func enterBranch(_ condition: Condition) {
        guard var block = blocks.popLast() else { return }
        block.isBranchActive = !block.hasTakenCertainBranch && condition != .alwaysFalse
        if condition == .alwaysTrue { block.hasTakenCertainBranch = true }
        blocks.append(block)
    }
}
