#if canImport(UIKit) || AIRKIT_STANDIN
/// What a request shows: SwiftUI content, evaluated as a body in AirKit's hosting controller, or a
/// view controller of the app's, held strongly until the request ends (see <doc:UIKitContent>).
enum ExternalContent {
    case swiftUI(@MainActor () -> AnyView)
    case viewController(UIViewController)
}
#endif
