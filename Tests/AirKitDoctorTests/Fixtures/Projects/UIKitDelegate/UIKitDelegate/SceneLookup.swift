import UIKit

enum SceneLookup {
    @MainActor
    static var activeScene: UIWindowScene? {
        UIApplication.shared.connectedScenes.first as? UIWindowScene
    }
}
