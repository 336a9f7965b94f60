import Foundation

final class Settings {
    static let shared = Settings()
    var externalDisplay = true
}
