import UIKit

final class App: UIApplication {}
