import XCTest

class MultiScreenTests: XCTestCase {}
