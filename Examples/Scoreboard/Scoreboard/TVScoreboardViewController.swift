import AirKit

/// What the TV shows: the score, large. AirKit holds it while it is requested and takes it out of its
/// window before the window goes; the phone's screen keeps it for the next time.
final class TVScoreboardViewController: UIViewController {
    private let model: ScoreModel
    private let scoreLabel = UILabel(frame: .zero)

    init(model: ScoreModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scoreLabel.frame = view.bounds
        view.addSubview(scoreLabel)
        model.observe { [weak self] model in self?.scoreLabel.text = model.text }
    }
}
