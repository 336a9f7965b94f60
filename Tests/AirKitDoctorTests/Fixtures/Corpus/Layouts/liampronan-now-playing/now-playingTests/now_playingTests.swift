import XCTest

final class now_playingTests: XCTestCase {}
