import XCTest

final class GamebookEngineTests: XCTestCase {}
