/// Compares the keys of a dictionary being parsed, straight from the file's bytes, to find and
/// merge repeated keys. Two keys are equal when their text (escapes decoded) is the same Unicode
/// scalars, as in Foundation's property list reader and in ``OpenStepTree``'s lookups.
struct OpenStepKeyComparison {
    let bytes: UnsafeBufferPointer<UInt8>

    /// Calls `body` with the UTF-8 of a string node: its bytes, or its decoded text when it has escapes.
    func withUTF8(of node: OpenStepNode, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let content = UnsafeBufferPointer(rebasing: bytes[node.byteRange])
        guard node.hasEscapes else { return body(content) }
        var decoded = QuotedStringDecoder.decode(content)
        decoded.withUTF8(body)
    }

    func equal(_ first: OpenStepNode, _ second: OpenStepNode) -> Bool {
        if !first.hasEscapes, !second.hasEscapes {
            return first.payload == second.payload
                && bytes[first.byteRange].elementsEqual(bytes[second.byteRange])
        }
        return utf8(of: first) == utf8(of: second)
    }

    /// Whether two keys of a small dictionary (`children` alternate keys and values) are equal.
    func hasRepeatedKey(in children: ArraySlice<OpenStepNode>) -> Bool {
        let keys = stride(from: children.startIndex, to: children.endIndex, by: 2)
        for later in keys {
            for earlier in stride(from: children.startIndex, to: later, by: 2)
            where equal(children[earlier], children[later]) {
                return true
            }
        }
        return false
    }

    /// Rewrites the children from `start` on so that each key appears once, in the place it first
    /// had, with the key node (so its line) and the value of its last occurrence.
    func mergeRepeatedKeys(in children: inout [OpenStepNode], from start: Int) {
        var merged: [OpenStepNode] = []
        var positions: [[UInt8]: Int] = [:]
        for keyIndex in stride(from: start, to: children.count - 1, by: 2) {
            let key = utf8(of: children[keyIndex])
            if let position = positions[key] {
                merged[position] = children[keyIndex]
                merged[position + 1] = children[keyIndex + 1]
            } else {
                positions[key] = merged.count
                merged.append(children[keyIndex])
                merged.append(children[keyIndex + 1])
            }
        }
        children.replaceSubrange(start..., with: merged)
    }

    private func utf8(of node: OpenStepNode) -> [UInt8] {
        var result: [UInt8] = []
        withUTF8(of: node) { result = Array($0) }
        return result
    }
}
