import AirKitDoctor
import Testing

@Suite("Swift source scanner: AirKit's UIKit sources")
struct SwiftSourceScannerUIKitSourceTests {
    @Test("Air.addSource in a file that imports AirKit is an AirKit source, in each spelling")
    func addSourceForms() {
        let source = """
            import AirKit
            import UIKit

            final class PlayerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Air.addSource(self)
                    Air.shared.addSource(tabBarController!)
                    air
                        .addSource(self)
                }
            }
            """
        #expect(SwiftSourceScanner.scan(source, path: "a.swift").airPlaySourceLines == [7, 8, 10])
    }

    @Test("addSource without AirKit, without a call or without a receiver is not an AirKit source")
    func otherAddSources() {
        let withoutAirKit = "import Combine\nqueue.addSource(timer)\n"
        #expect(SwiftSourceScanner.scan(withoutAirKit, path: "a.swift").airPlaySourceLines.isEmpty)
        let source = """
            import AirKit
            func addSource(_ controller: UIViewController) {}
            addSource(controller)
            let name = "Air.addSource(self)"
            let method = Air.addSource
            """
        #expect(SwiftSourceScanner.scan(source, path: "a.swift").airPlaySourceLines.isEmpty)
    }
}
