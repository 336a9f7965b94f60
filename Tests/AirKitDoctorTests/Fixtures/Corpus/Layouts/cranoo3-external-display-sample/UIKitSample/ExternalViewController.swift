import UIKit

class ExternalViewController: UIViewController {}
