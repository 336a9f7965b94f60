#!/usr/bin/env python3
"""Turns citations of Documentation/StandInSources.md by section number into citations by anchor.

Sections of StandInSources.md are cited by a named anchor, `StandInSources.md#uiwindow`, which a
reader can search for and which does not change when a section is added. A branch written when the
sections were numbered (`## 35. CAMetalLayer`, cited as `StandInSources.md §35` or a bare `§35`) is
converted by running this script on that branch, before it is merged:

    Scripts/cite-stand-in-anchors.py            # rewrites the document and every citation
    Scripts/cite-stand-in-anchors.py --check    # lists what it would change, changes nothing

For every numbered heading it puts an anchor line (`<a id="…"></a>`) above the heading and drops the
number: the anchor of a section that exists on main is the one main gives it (KNOWN below), and a new
section gets a slug of its title (shorten it by editing the anchor line and its citations afterwards).
Then it rewrites `StandInSources.md §N` and every bare `§N` in the repository's text files into
`StandInSources.md#anchor`. CitationTests fails on any `§N` left, and on any anchor that does not exist.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCUMENT = os.path.join(ROOT, "Documentation", "StandInSources.md")
FOLDERS = ["Sources", "Tests", "Examples", "Documentation", "Plugins", "Fuzz", "Benchmarks"]
FILES = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
EXTENSIONS = (".swift", ".md", ".txt", ".h", ".m", ".c", ".sh", ".py")
SECTION = "\u00a7"

# The anchors of the sections as main has them, by title (the heading without its number).
KNOWN = {
    "Reading the SDK": "reading-the-sdk",
    "Enums that are frozen here and open on iOS": "frozen-enums",
    "UIView (`UIView.h`)": "uiview",
    "UIWindow (`UIWindow.h`)": "uiwindow",
    "UIScreen (`UIScreen.h`)": "uiscreen",
    "UIApplication (`UIApplication.h`)": "uiapplication",
    "UIUserInterfaceIdiom (`UIDevice.h`)": "idiom",
    "UITraitCollection (`UITraitCollection.h`)": "trait-collection",
    "Scene sessions and configurations": "scene-configurations",
    "Scene accessories (iOS 27)": "scene-accessories",
    "SwiftUI: ExternalNonInteractiveAccessory (`SwiftUI.swiftinterface`)": "external-accessory-view",
    "SwiftUI: Binding and ViewModifier (`SwiftUICore.swiftinterface`)": "binding",
    "SwiftUI declarations written in SwiftUI's shape": "swiftui-shapes",
    "UIWindowScene, its delegate and the session roles (`UIWindowScene.h`)": "uiwindowscene",
    "UIScene and UISceneDelegate (`UIScene.h`)": "uiscene",
    "UIViewController (`UIViewController.h`)": "uiviewcontroller",
    "Apple's external-display contract (articles and release notes)": "external-display-contract",
    "SwiftUI scene accessories: `sceneAccessory`, `SceneAccessoryContent`, `onAvailabilityChange`": "swiftui-scene-accessories",
    "`ViewBuilder` and `ContentBuilder`": "view-builder",
    "`UIHostingController`": "uihostingcontroller",
    "`UIViewControllerRepresentable`": "representable",
    "View modifiers: background, hit testing, disabled": "view-modifiers",
    "`EnvironmentValues`, `@Environment` and `environment(_:_:)`": "environment",
    "`os`: `Logger`, `OSLogMessage`, `OSLogPrivacy` (`os.swiftinterface`)": "os-logger",
    "The Info.plist scene manifest": "scene-manifest",
    "UIResponder and UIApplicationDelegate": "app-delegate",
    "SwiftUI's `View`": "swiftui-view",
    "AVPlayer (`AVPlayer.h`, AVFoundation)": "avplayer",
    "AVPlayerViewController (`AVPlayerViewController.h`, AVKit)": "avplayerviewcontroller",
    "SwiftUI's `VideoPlayer` (`_AVKit_SwiftUI.swiftinterface`)": "videoplayer",
    "SwiftUI: `State` and `StateObject`": "state",
    "The app delegate's life cycle, URLs and user activities": "app-delegate-life-cycle",
    "The two life cycles and the iOS 27 SDK": "two-life-cycles",
    "SwiftUI: `Toggle`, `List`, `ForEach` and `sheet`": "toggle-list-sheet",
}


def slug(title):
    title = title.split(" (")[0].replace("'", "").replace("`", "")
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def anchor_document(lines):
    """Anchors every numbered heading; returns the new lines and the anchor of each number."""
    anchors, out = {}, []
    for index, line in enumerate(lines):
        match = re.match(r"^## (\d+)\. (.+)$", line)
        if not match:
            out.append(line)
            continue
        number, title = int(match.group(1)), match.group(2)
        previous = [l for l in out if l.strip()][-1:] if out else []
        existing = re.match(r'^<a id="([a-z0-9-]+)"></a>$', previous[0]) if previous else None
        anchor = existing.group(1) if existing else KNOWN.get(title, slug(title))
        if anchor in anchors.values():
            sys.exit(f"StandInSources.md: two sections would have the anchor {anchor}; give one an anchor line")
        anchors[number] = anchor
        if not existing:
            out += [f'<a id="{anchor}"></a>', ""]
        out.append(f"## {title}")
    return out, anchors


def convert(text, anchors, in_document):
    def target(match):
        number = int(match.group("number"))
        if number not in anchors:
            sys.exit(f"no section {SECTION}{number} in StandInSources.md")
        return anchors[number]

    cited = re.compile(r"StandInSources\.md(?P<tick>`?),? " + SECTION + r" ?(?P<number>\d+)(?!\d|\.\d)")
    text = cited.sub(lambda m: f"StandInSources.md#{target(m)}{m.group('tick')}", text)
    bare = re.compile(SECTION + r" ?(?P<number>\d+)(?!\d|\.\d)")
    if in_document:
        return bare.sub(lambda m: f"[#{target(m)}](#{target(m)})", text)
    return bare.sub(lambda m: f"StandInSources.md#{target(m)}", text)


def text_files():
    for name in FILES:
        yield os.path.join(ROOT, name)
    for folder in FOLDERS:
        for directory, subdirectories, names in os.walk(os.path.join(ROOT, folder)):
            subdirectories[:] = [d for d in subdirectories if not d.startswith(".")]
            for name in sorted(names):
                if name.endswith(EXTENSIONS):
                    yield os.path.join(directory, name)


def main():
    check = "--check" in sys.argv[1:]
    with open(DOCUMENT, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    lines, anchors = anchor_document(lines)
    changed = []
    for path in text_files():
        if not os.path.isfile(path) or os.path.abspath(path) == os.path.abspath(__file__):
            continue
        with open(path, encoding="utf-8", errors="surrogateescape") as handle:
            original = handle.read()
        is_document = os.path.abspath(path) == DOCUMENT
        text = convert("\n".join(lines) if is_document else original, anchors, is_document)
        if text != original:
            changed.append(os.path.relpath(path, ROOT))
            if not check:
                with open(path + ".converting", "w", encoding="utf-8", errors="surrogateescape") as handle:
                    handle.write(text)
                os.replace(path + ".converting", path)
    for path in changed:
        print(("would change " if check else "changed ") + path)
    return 1 if check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
