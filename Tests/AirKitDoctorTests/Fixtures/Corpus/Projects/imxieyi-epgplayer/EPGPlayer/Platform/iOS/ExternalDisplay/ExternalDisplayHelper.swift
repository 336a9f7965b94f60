import UIKit

class ExternalDisplayHelper: NSObject {
    @MainActor static var instance = ExternalDisplayHelper()
    @objc dynamic var delegate: ExternalSceneDelegate?
}
