import AirKit

/// The phone's screen: the score, a button per team, a button that puts the scoreboard on the TV or
/// takes it off, and a line that says whether a display is there.
final class ScoreViewController: UIViewController {
    private let model: ScoreModel
    private let scoreLabel = UILabel(frame: .zero)
    private let statusLabel = UILabel(frame: .zero)
    private let tvButton = UIButton(type: .system)
    private let replayButton = UIButton(type: .system)
    private let pauseButton = UIButton(type: .system)
    private lazy var scoreboard = TVScoreboardViewController(model: model)
    private(set) lazy var replay = Replay(model: model)

    init(model: ScoreModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scoreLabel)
        view.addSubview(statusLabel)
        view.addSubview(button("Home +1") { [model] in model.scoreHome() })
        view.addSubview(button("Away +1") { [model] in model.scoreAway() })
        tvButton.addAction(UIAction { [weak self] _ in self?.toggleTV() }, for: .primaryActionTriggered)
        view.addSubview(tvButton)
        replayButton.setTitle("Show replay", for: .normal)
        replayButton.addAction(UIAction { [weak self] _ in self?.showReplay() }, for: .primaryActionTriggered)
        view.addSubview(replayButton)
        pauseButton.addAction(UIAction { [weak self] _ in self?.togglePause() }, for: .primaryActionTriggered)
        view.addSubview(pauseButton)
        model.observe { [weak self] model in self?.scoreLabel.text = model.text }
        updateTVControls()
    }

    private func button(_ title: String, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action() }, for: .primaryActionTriggered)
        return button
    }

    /// A request made with no display waits for one, so the button is always enabled.
    private func toggleTV() {
        if Air.shared.isPlaybackRequested {
            Air.stop()
        } else {
            Air.play(.viewController(scoreboard))
        }
        updateTVControls()
    }

    /// The replay on the TV in place of the scoreboard: SwiftUI content with a Metal surface under an
    /// overlay, played like any SwiftUI content.
    private func showReplay() {
        Air.play { [replay] in ReplayOnTV(replay: replay) }
        updateTVControls()
    }

    /// The TV shows "Paused" over the last frame; the phone holds the button, since the TV takes no touches.
    private func togglePause() {
        replay.isPaused.toggle()
        updateTVControls()
    }

    /// On iOS 26 and later UIKit tracks what this reads (`Air` is `@Observable`) and calls it again
    /// when the display comes or goes; earlier systems refresh when the screen appears.
    @available(iOS 26.0, *)
    override func updateProperties() {
        super.updateProperties()
        updateTVControls()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateTVControls()
    }

    private func updateTVControls() {
        let air = Air.shared
        tvButton.setTitle(air.isPlaybackRequested ? "Stop TV" : "Show on TV", for: .normal)
        pauseButton.setTitle(replay.isPaused ? "Resume replay" : "Pause replay", for: .normal)
        statusLabel.text =
            air.connection.isViewAdded
            ? "On the TV" : air.connection.isAvailable ? "TV connected" : "No TV: connect one by AirPlay or cable"
    }
}

/// The second tab: shows that the TV keeps the scoreboard while another tab is selected.
final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: .zero)
        label.text = "Scoreboard keeps the TV while you browse."
        view.addSubview(label)
    }
}
