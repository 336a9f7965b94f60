// Where UIKit is absent, `import UIKit` in the examples means AirKit's stand-in, so their sources
// compile unchanged. Only Examples/Package.swift uses this module, and only on Linux.
@_exported import AirKitStandIn
