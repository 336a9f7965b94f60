import Cocoa

class ViewController: NSViewController {}
