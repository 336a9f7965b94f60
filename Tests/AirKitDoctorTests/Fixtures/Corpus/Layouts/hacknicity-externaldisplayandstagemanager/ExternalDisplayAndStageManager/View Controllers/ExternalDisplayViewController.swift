import UIKit

class ExternalDisplayViewController: UIViewController {}
