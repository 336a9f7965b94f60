import XCTest

final class VLCTests: XCTestCase {}
