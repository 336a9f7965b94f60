import Cocoa

@main
class AppDelegate: NSObject, NSApplicationDelegate {}
