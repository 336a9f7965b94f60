import Foundation

/// The app's Now Playing information, shown on the lock screen, in Control Center and on an AirPlay
/// receiver (`Documentation/StandInSources.md#mpnowplayinginfocenter`).
///
/// `MPNowPlayingInfoCenter.h` (iOS 27.0 SDK): `MP_API(ios(5.0), tvos(5.0), macos(10.12.2), watchos(5.0))`
/// `@interface MPNowPlayingInfoCenter : NSObject`, not actor-isolated; `+defaultCenter` (`default()` in
/// Swift) returns the app's center; `init` is unavailable; `nowPlayingInfo` is a nullable, copied
/// `NSDictionary<NSString *, id>`, and setting it to `nil` clears it.
///
/// Simulated behaviour: one center for the process, emptied by each new `SimulatedDevice` (each is a
/// fresh launch of the app), so tests that run one device at a time each see their own.
@available(iOS 5.0, tvOS 5.0, watchOS 5.0, macOS 10.12.2, *)
open class MPNowPlayingInfoCenter: NSObject {
    nonisolated(unsafe) private static let defaultCenter = MPNowPlayingInfoCenter(simulated: ())

    private init(simulated: Void) {
        super.init()
    }

    /// The app's center (`Documentation/StandInSources.md#mpnowplayinginfocenter`).
    open class func `default`() -> MPNowPlayingInfoCenter {
        defaultCenter
    }

    /// The current Now Playing information; `nil` clears it (`Documentation/StandInSources.md#mpnowplayinginfocenter`).
    open var nowPlayingInfo: [String: Any]?
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `MPMediaItem.h`: the item's title, an `NSString` (`Documentation/StandInSources.md#mpnowplayinginfocenter`).
@available(iOS 3.0, tvOS 9.0, watchOS 5.0, macOS 10.12.2, *)
public let MPMediaItemPropertyTitle: String = "title"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `MPNowPlayingInfoCenter.h`: the elapsed time in seconds, an `NSNumber` holding a double, which the
/// system extrapolates from the rate (`Documentation/StandInSources.md#mpnowplayinginfocenter`).
@available(iOS 5.0, watchOS 5.0, macOS 10.12.2, *)
public let MPNowPlayingInfoPropertyElapsedPlaybackTime: String = "MPNowPlayingInfoPropertyElapsedPlaybackTime"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `MPNowPlayingInfoCenter.h`: the playback rate, an `NSNumber` holding a double, 1 when left out
/// (`Documentation/StandInSources.md#mpnowplayinginfocenter`).
@available(iOS 5.0, watchOS 5.0, macOS 10.12.2, *)
public let MPNowPlayingInfoPropertyPlaybackRate: String = "MPNowPlayingInfoPropertyPlaybackRate"

extension SimulatedDevice {
    /// What `MPNowPlayingInfoCenter.default().nowPlayingInfo` holds: what the lock screen and the
    /// receiver show.
    public var nowPlayingInfo: [String: Any]? {
        MPNowPlayingInfoCenter.default().nowPlayingInfo
    }

    /// A fresh launch has no Now Playing information.
    func clearNowPlayingInfo() {
        MPNowPlayingInfoCenter.default().nowPlayingInfo = nil
    }
}
