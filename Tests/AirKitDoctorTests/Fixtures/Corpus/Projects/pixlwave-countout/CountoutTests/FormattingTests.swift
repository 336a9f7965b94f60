import XCTest

final class FormattingTests: XCTestCase {}
