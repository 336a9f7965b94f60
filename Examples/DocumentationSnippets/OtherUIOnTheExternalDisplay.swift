// The Swift code of the article "Keeping other UI off the external display" (OtherUIOnTheExternalDisplay.md), compiled against the stand-in.
// Each region between `// snippet` and `// end snippet` is one of the document's code blocks,
// verbatim; DocumentationSnippetTests compares them with the document.
import AirKit
import SwiftUI

/// The app code the article's statements run in, with the app's own toast presenter.
@MainActor
func presentToasts(with toasts: ToastPresenter) {
    // snippet
    // Every scene a user can interact with: the TV's is left out.
    let scenes = UIApplication.shared.interactiveWindowScenes

    // Or, while walking the scenes yourself:
    for scene in UIApplication.shared.connectedScenes where !scene.isExternalDisplayNonInteractive {
        toasts.present(in: scene)
    }
    // end snippet
    _ = scenes
}
