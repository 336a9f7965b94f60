import XCTest

final class AppStore: XCTestCase {}
