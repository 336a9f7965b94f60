import SwiftUI

/// A plain controller the probe presents to register accessories on; its view names it.
final class ProbeController: UIHostingController<Text> {
    let name: String

    init(name: String) {
        self.name = name
        super.init(rootView: Text("AirKit probe: \(name)"))
    }

    @available(*, unavailable)
    required init?(coder aDecoder: NSCoder) {
        nil
    }
}
