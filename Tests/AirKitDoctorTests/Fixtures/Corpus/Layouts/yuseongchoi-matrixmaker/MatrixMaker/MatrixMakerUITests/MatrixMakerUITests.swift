import XCTest

final class MatrixMakerUITests: XCTestCase {}
