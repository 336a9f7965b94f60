import WatchKit

final class ExtensionDelegate: NSObject, WKApplicationDelegate {}
