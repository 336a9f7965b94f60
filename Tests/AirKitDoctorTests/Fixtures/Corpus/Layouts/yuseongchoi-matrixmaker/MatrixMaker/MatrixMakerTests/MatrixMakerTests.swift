import XCTest

final class MatrixMakerTests: XCTestCase {}
