struct Matrix {
    var rows: [[Int]] = []
}
