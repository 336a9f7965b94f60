import XCTest

class MultipleWindowTests: XCTestCase {}
