/// The kind of device: the simulated device is an iPhone or an iPad.
///
/// Not in apple-api-facts: declared from UIKit's `UIDevice.h` (`UIUserInterfaceIdiom`, `NS_ENUM(NSInteger)`),
/// listed in Assumptions.swift.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
}
