// The stand-in declares UIKit's and SwiftUI's names for platforms that lack them. Where UIKit exists it
// must never be built: Package.swift only links it elsewhere, and this stops any other way in.
#if canImport(UIKit)
#error("AirKitStandIn is for platforms without UIKit; on iOS, AirKit uses UIKit and SwiftUI themselves")
#endif
