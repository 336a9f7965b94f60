import XCTest

class MultiScreenUITests: XCTestCase {}
