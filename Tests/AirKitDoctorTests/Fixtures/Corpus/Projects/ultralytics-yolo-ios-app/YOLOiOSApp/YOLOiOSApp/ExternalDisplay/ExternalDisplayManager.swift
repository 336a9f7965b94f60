import UIKit

extension UISceneSession.Role {
    /// Both the current and the deprecated external display roles.
    var isExternalDisplay: Bool {
        rawValue == "UIWindowSceneSessionRoleExternalDisplay"
            || rawValue == "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
    }
}
