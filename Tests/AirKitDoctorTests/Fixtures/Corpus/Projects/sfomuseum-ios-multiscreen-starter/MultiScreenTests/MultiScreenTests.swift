import XCTest

final class MultiScreenTests: XCTestCase {}
