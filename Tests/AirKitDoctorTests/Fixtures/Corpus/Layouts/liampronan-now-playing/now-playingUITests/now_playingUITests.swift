import XCTest

final class now_playingUITests: XCTestCase {}
