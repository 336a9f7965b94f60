/// Binary search over ascending token indices, so crediting facts to a body costs a logarithmic
/// step however many bodies and facts a file has.
enum SortedPositions {
    /// The index of the first element of the ascending `positions` that is at least `lower`;
    /// `positions.count` when there is none.
    static func firstIndex(in positions: [Int], atLeast lower: Int) -> Int {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = low + (high - low) / 2
            if positions[middle] < lower { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether the ascending `positions` has one in `lower...upper`.
    static func contains(_ positions: [Int], in lower: Int, _ upper: Int) -> Bool {
        let index = firstIndex(in: positions, atLeast: lower)
        return index < positions.count && positions[index] <= upper
    }
}
