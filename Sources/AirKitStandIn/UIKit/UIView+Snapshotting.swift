import Foundation

extension UIView {
    /// Draws the view and its subviews, as shown, into the current image context; returns `false` when
    /// it could not (`Documentation/StandInSources.md#images-and-snapshots`: `func drawHierarchy(in
    /// rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool`). `UIView.h` declares it
    /// `API_AVAILABLE(ios(7.0))` in the `UISnapshotting` category, which has no availability of its own,
    /// on a class restricted only on watchOS: available on tvOS too, and on visionOS 1.0.
    ///
    /// Simulated behaviour: with no current context (outside ``UIGraphicsImageRenderer/image(actions:)``)
    /// it returns `false`. Otherwise it appends one line per visible view (its class, frame and, for a
    /// label, its text) and, for the view of a `UIHostingController`, one line per SwiftUI node it
    /// resolved to in its last update, indented by depth: a deterministic picture of what the window
    /// shows. The stand-in draws what the last layout pass produced whatever `afterUpdates` says; run
    /// the device until idle first.
    @available(iOS 7.0, visionOS 1.0, *)
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsImageRendererContext.current else { return false }
        context.lines.append("rect \(rect.origin.x),\(rect.origin.y) \(rect.width)x\(rect.height)")
        context.lines += drawingLines(depth: 0)
        return true
    }

    private func drawingLines(depth: Int) -> [String] {
        guard !isHidden || depth == 0 else { return [] }
        let indent = String(repeating: "  ", count: depth)
        var line = "\(indent)\(type(of: self)) \(frame.origin.x),\(frame.origin.y) \(frame.width)x\(frame.height)"
        if let label = self as? UILabel { line += " text \(String(reflecting: label.text ?? ""))" }
        var lines = [line]
        if let hosting = owningViewController as? any HostingContent {
            lines += hosting.hostedNodes.flatMap { $0.drawingLines(depth: depth + 1) }
        }
        lines += subviews.flatMap { $0.drawingLines(depth: depth + 1) }
        return lines
    }
}

extension ViewNode {
    fileprivate func drawingLines(depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        let own: String
        switch kind {
        case .text(let string): own = "Text \(String(reflecting: string))"
        case .button(let title, _): own = "Button \(String(reflecting: title))"
        case .container(let name): own = name
        case .representable(let controller): own = "Representable \(type(of: controller))"
        case .textEditor(let text, _): own = "TextEditor \(String(reflecting: text))"
        case .toggle(let title, let isOn, _): own = "Toggle \(String(reflecting: title)) \(isOn ? "on" : "off")"
        case .padding(let insets):
            own = "Padding top \(insets.top) leading \(insets.leading) bottom \(insets.bottom) trailing \(insets.trailing)"
        case .frame(let width, let height):
            own = "Frame width \(width.map { "\($0)" } ?? "any") height \(height.map { "\($0)" } ?? "any")"
        }
        var state = isEnabled ? "" : " disabled"
        if !allowsHitTesting { state += " no-hit-testing" }
        // A representable's controller's view is a subview of the hosting view: drawn with the subviews.
        return ["\(indent)\(own)\(state)"] + children.flatMap { $0.drawingLines(depth: depth + 1) }
    }
}
