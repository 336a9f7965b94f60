import XCTest

final class RunnerTests: XCTestCase {}
