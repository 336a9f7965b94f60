import UIKit

class ListViewController: UIViewController {
    @IBOutlet var textView: UITextView!
}
