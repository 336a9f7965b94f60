import Testing

@testable import AirKit

/// The TV-safe insets and the user's margins per display kind, without a device.
struct TVSafeLayoutCoreTests {
    private let airPlaySafeArea = TVSafeInsets(top: 10, left: 0, bottom: 20, right: 0)
    private let overscan = TVSafeInsets(top: 27, left: 48, bottom: 27, right: 48)

    @Test("Each edge takes the larger of the safe area and the overscan, then the margin")
    func largerOfSafeAreaAndOverscanPlusMargin() {
        let insets = TVSafeInsets(safeArea: airPlaySafeArea, overscan: overscan, margin: 12)
        #expect(insets == TVSafeInsets(top: 39, left: 60, bottom: 39, right: 60))
    }

    @Test("A safe area that already includes the overscan is not counted twice")
    func safeAreaIncludingOverscanIsNotDoubled() {
        let insets = TVSafeInsets(safeArea: overscan, overscan: overscan, margin: 0)
        #expect(insets == overscan)
    }

    @Test("Inside the safe area, content is inset by the overscan beyond it plus the margin")
    func beyondTheSafeArea() {
        let extra = TVSafeInsets.beyondSafeArea(safeArea: airPlaySafeArea, overscan: overscan, margin: 12)
        #expect(extra == TVSafeInsets(top: 29, left: 60, bottom: 19, right: 60))
        let inside = TVSafeInsets.beyondSafeArea(safeArea: overscan, overscan: airPlaySafeArea, margin: 0)
        #expect(inside == .zero, "a safe area larger than the overscan needs nothing more")
    }

    @Test("Negative and non-finite inputs count as zero")
    func badInputsCountAsZero() {
        let bad = TVSafeInsets(top: -5, left: .nan, bottom: .infinity, right: -.infinity)
        #expect(TVSafeInsets(safeArea: bad, overscan: bad, margin: .nan) == .zero)
        #expect(TVSafeInsets(safeArea: .zero, overscan: .zero, margin: -8) == .zero)
    }

    @Test("The region's size is the screen's less the insets, never negative")
    func regionSizeIsWhatTheInsetsLeave() {
        let region = TVSafeRegion(width: 1920, height: 1080, safeArea: airPlaySafeArea, overscan: overscan, margin: 12)
        #expect(region.insets == TVSafeInsets(safeArea: airPlaySafeArea, overscan: overscan, margin: 12))
        #expect(region.width == 1920 - 60 - 60)
        #expect(region.height == 1080 - 39 - 39)
        let tiny = TVSafeRegion(width: 100, height: .nan, safeArea: .zero, overscan: overscan, margin: 200)
        #expect(tiny.width == 0)
        #expect(tiny.height == 0)
    }

    @Test("UIKit content's region takes the user's margin, else the app's, else none")
    func uiKitRegionMargin() {
        let display = DisplayState(
            id: DisplayID(rawValue: 1), isPresentable: true,
            facts: ScreenFacts(metrics: DisplayMetrics(width: 1920, height: 1080, scale: 1)), safeArea: .zero, kind: .wired)
        var layout = LayoutMachine()
        #expect(layout.region(on: display).insets == .zero)
        layout.appMarginDidChange(to: 24)
        #expect(layout.region(on: display).insets == TVSafeInsets(top: 24, left: 24, bottom: 24, right: 24))
        layout.userMarginDidChange(for: .wired, to: 8)
        #expect(layout.region(on: display).insets == TVSafeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(layout.region(on: display).width == 1904)
        layout.userMarginDidChange(for: .airPlay, to: 40)
        #expect(layout.region(on: display).insets.top == 8, "another kind's margin does not apply")
    }

    @Test("Until the user adjusts it, a kind's margin is the app's")
    func appMarginUntilAdjusted() {
        let book = SafeAreaMarginBook(storage: SafeAreaMarginBook.InMemory())
        #expect(book.storedMargin(kind: "airPlay") == nil)
        #expect(book.margin(kind: "airPlay", default: 24) == 24)
    }

    @Test("A nudge starts from the app's margin and is kept for that kind only")
    func nudgeIsPerKind() {
        let storage = SafeAreaMarginBook.InMemory()
        let book = SafeAreaMarginBook(storage: storage)
        #expect(book.nudge(by: 2, kind: "wired", default: 24) == 32)
        #expect(book.margin(kind: "wired", default: 24) == 32)
        #expect(book.margin(kind: "airPlay", default: 24) == 24)
        #expect(storage.values == ["AirKit.safeAreaMargin.wired": 32])
    }

    @Test("Margins are clamped to the range, and non-finite ones ignored")
    func marginsAreClamped() {
        let book = SafeAreaMarginBook(storage: SafeAreaMarginBook.InMemory())
        #expect(book.setMargin(1000, kind: "airPlay", default: 0) == SafeAreaMarginBook.range.upperBound)
        #expect(book.nudge(by: -1000, kind: "airPlay", default: 0) == 0)
        #expect(book.setMargin(.nan, kind: "airPlay", default: 0) == 0)
        let corrupt = SafeAreaMarginBook(storage: SafeAreaMarginBook.InMemory(["AirKit.safeAreaMargin.airPlay": .infinity]))
        #expect(corrupt.margin(kind: "airPlay", default: 16) == 16, "an unreadable stored value is absent")
    }

    @Test("Reset goes back to the app's margin")
    func resetForgetsTheUsersMargin() {
        let book = SafeAreaMarginBook(storage: SafeAreaMarginBook.InMemory())
        book.setMargin(40, kind: "airPlay", default: 8)
        book.reset(kind: "airPlay")
        #expect(book.margin(kind: "airPlay", default: 8) == 8)
    }
}
