import UIKit
import WebKit

class ViewController: UIViewController {
    var webView: WKWebView?
}
