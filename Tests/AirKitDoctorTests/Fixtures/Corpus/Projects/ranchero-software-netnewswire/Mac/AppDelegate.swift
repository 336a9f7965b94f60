import AppKit

@main
final class AppDelegate: NSObject, NSApplicationDelegate {}
