import UIKit

final class LoginVC: UIViewController {}
