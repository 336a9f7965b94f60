import XCTest

class MultipleWindowUITests: XCTestCase {}
