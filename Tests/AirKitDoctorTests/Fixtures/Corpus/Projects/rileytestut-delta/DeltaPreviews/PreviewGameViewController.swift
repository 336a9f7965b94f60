import UIKit

public final class PreviewGameViewController: UIViewController {}
