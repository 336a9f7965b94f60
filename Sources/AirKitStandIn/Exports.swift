// UIKit re-exports Foundation and SwiftUI re-exports Observation, so app code that imports only them
// can use `NSCoder`, `CGFloat` and `@Observable`. The stand-in stands for both modules, so it does the same.
@_exported import Foundation
@_exported import Observation
