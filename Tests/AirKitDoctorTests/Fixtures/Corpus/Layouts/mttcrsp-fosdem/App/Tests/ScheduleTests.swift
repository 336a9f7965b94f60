import XCTest

final class ScheduleTests: XCTestCase {}
