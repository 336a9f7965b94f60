import UIKit

final class Application: UIApplication {}
