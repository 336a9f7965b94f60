#!/usr/bin/env python3
"""Writes the hostile projects of "untrusted projects, round two" and their baselines.

    generate_hostile.py WORK

Each case is a folder under WORK/hostile/ holding a project at the size that showed the defect,
beside a baseline the same run measures against (see untrusted.sh for which is which). Nothing
here is committed: the inputs are generated on every run.
"""
import os
import plistlib
import sys

APP_PLIST = {
    "CFBundleExecutable": "App",
    "CFBundleName": "App",
    "LSRequiresIPhoneOS": True,
    "UIApplicationSceneManifest": {
        "UIApplicationSupportsMultipleScenes": False,
        "UISceneConfigurations": {
            "UIWindowSceneSessionRoleApplication": [
                {"UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "App.SceneDelegate"}
            ]
        },
    },
}


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data if isinstance(data, bytes) else data.encode())


def pbxproj(base_configuration=None, app_sources=("App/App.swift",), framework_sources=(), dependency_count=0):
    """A project whose app target compiles app_sources, is based on base_configuration, and
    depends dependency_count times on a framework target compiling framework_sources."""
    objects = []
    def file_objects(prefix, paths):
        ids = []
        for index, path in enumerate(paths):
            build, ref = f"{prefix}1{index:021X}", f"{prefix}2{index:021X}"
            objects.append(f'\t\t{build} = {{isa = PBXBuildFile; fileRef = {ref}; }};')
            objects.append(f'\t\t{ref} = {{isa = PBXFileReference; path = "{path}"; sourceTree = SOURCE_ROOT; }};')
            ids.append(build)
        return ids
    app_files = file_objects("AA", app_sources)
    objects.append(f'\t\tAB0000000000000000000001 = {{isa = PBXSourcesBuildPhase; files = ({", ".join(app_files)}, ); }};')
    targets = ["AB0000000000000000000003"]
    if framework_sources:
        kit_files = file_objects("FA", framework_sources)
        objects.append(f'\t\tFB0000000000000000000001 = {{isa = PBXSourcesBuildPhase; files = ({", ".join(kit_files)}, ); }};')
        objects.append('\t\tFB0000000000000000000003 = {isa = PBXNativeTarget; buildConfigurationList = AB0000000000000000000005; '
                       'buildPhases = (FB0000000000000000000001, ); name = Kit; productName = Kit; '
                       'productType = "com.apple.product-type.framework"; };')
        objects.append('\t\tFB0000000000000000000002 = {isa = PBXTargetDependency; target = FB0000000000000000000003; };')
        targets.append("FB0000000000000000000003")
    dependencies = "FB0000000000000000000002, " * dependency_count
    base = ""
    if base_configuration:
        objects.append(f'\t\tAB0000000000000000000008 = {{isa = PBXFileReference; path = "{base_configuration}"; sourceTree = SOURCE_ROOT; }};')
        base = "baseConfigurationReference = AB0000000000000000000008; "
    objects += [
        f'\t\tAB0000000000000000000002 = {{isa = PBXProject; buildConfigurationList = AB0000000000000000000004; '
        f'mainGroup = AB0000000000000000000009; targets = ({", ".join(targets)}, ); }};',
        '\t\tAB0000000000000000000009 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };',
        '\t\tAB0000000000000000000004 = {isa = XCConfigurationList; buildConfigurations = (AB0000000000000000000006, ); };',
        '\t\tAB0000000000000000000006 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; '
        'IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Debug; };',
        f'\t\tAB0000000000000000000003 = {{isa = PBXNativeTarget; buildConfigurationList = AB0000000000000000000005; '
        f'buildPhases = (AB0000000000000000000001, ); dependencies = ({dependencies}); name = App; productName = App; '
        'productType = "com.apple.product-type.application"; };',
        '\t\tAB0000000000000000000005 = {isa = XCConfigurationList; buildConfigurations = (AB0000000000000000000007, ); };',
        f'\t\tAB0000000000000000000007 = {{isa = XCBuildConfiguration; {base}buildSettings = '
        '{INFOPLIST_FILE = App/Info.plist; GENERATE_INFOPLIST_FILE = NO; }; name = Debug; };',
    ]
    return ("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n"
            + "\n".join(objects) + "\n\t};\n\trootObject = AB0000000000000000000002;\n}\n")


def app(folder, **project):
    write(f"{folder}/App/Info.plist", plistlib.dumps(APP_PLIST))
    write(f"{folder}/App/App.swift", "import SwiftUI\n@main struct MyApp: App { var body: some Scene { WindowGroup { Text(\"x\") } } }\n")
    write(f"{folder}/App.xcodeproj/project.pbxproj", pbxproj(**project))


def settings_text(count, prefix="S", size=None):
    lines, total, index = [], 0, 0
    while (size is None and index < count) or (size is not None and total < size - 32):
        line = f"{prefix}{index} = 1\n"
        lines.append(line)
        total += len(line)
        index += 1
    return "".join(lines)


def includes(work):
    """1. One .xcconfig including a 4 MB file 255 times; the baseline includes a 4 KB file once."""
    for name, size, count in [("includes-4kb", 4 << 10, 1), ("includes-255", 4 << 20, 255)]:
        folder = f"{work}/{name}"
        app(folder, base_configuration="App.xcconfig")
        write(f"{folder}/Big.xcconfig", settings_text(0, size=size))
        write(f"{folder}/App.xcconfig", '#include "Big.xcconfig"\n' * count)


def linked_module(work):
    """2. A framework with a 4 MB source listed 400 times by the app target; the baseline once."""
    source = "import UIKit\n" + "".join(f"func f{index}() {{ let value = {index}; _ = value }}\n" for index in range(110_000))
    for name, count in [("module-once", 1), ("module-400", 400)]:
        folder = f"{work}/{name}"
        app(folder, framework_sources=("Kit/Big.swift",), dependency_count=count)
        write(f"{folder}/Kit/Big.swift", source)


def xcodegen(work):
    """3. A project.yml with two includes of 100,000 settings each; the baseline 10,000 each."""
    for name, count in [("xcodegen-10k", 10_000), ("xcodegen-100k", 100_000)]:
        folder = f"{work}/{name}"
        write(f"{folder}/App/Info.plist", plistlib.dumps(APP_PLIST))
        write(f"{folder}/App/App.swift", "import SwiftUI\n")
        for part in ("a", "b"):
            body = "".join(f"    {part.upper()}{index}: {index}\n" for index in range(count))
            write(f"{folder}/{part}.yml", "settings:\n  base:\n" + body)
        write(f"{folder}/project.yml",
              "name: App\ninclude:\n  - a.yml\n  - b.yml\ntargets:\n  App:\n    type: application\n    platform: iOS\n"
              "    sources: [App]\n    info:\n      path: App/Info.plist\n")


def loose_plists(work):
    """4. 2,000 loose app Info.plists beside a project compiling 40,000 folders; each apart."""
    sources = [f"Sources/M{index // 100}/F{index}/File.swift" for index in range(40_000)]
    plist = plistlib.dumps({"CFBundleName": "Loose", "LSRequiresIPhoneOS": True, "UILaunchScreen": {}})
    for name, plists, folders in [("loose-plists", 2_000, False), ("loose-folders", 0, True), ("loose-both", 2_000, True)]:
        folder = f"{work}/{name}"
        if folders:
            app(f"{folder}/Project", app_sources=sources)
        for index in range(plists):
            write(f"{folder}/Loose/App{index}/Info.plist", plist)


def stat_size_zero(work):
    """5. A --baseline that leads to /proc/self/pagemap; the baseline an ordinary baseline file."""
    folder = f"{work}/pagemap"
    app(folder)
    write(f"{folder}/baseline.json", '{\n  "findings" : [\n\n  ],\n  "version" : 1\n}\n')
    if not os.path.islink(f"{folder}/endless"):
        os.symlink("/proc/self/pagemap", f"{folder}/endless")


def colliding_keys(work):
    """6. setup on a 1.1 MB Info.plist whose keys share CoreFoundation's string hash, XML and
    binary; the baselines the same size with ordinary keys."""
    def key(index, colliding):
        unique = f"{index:010d}"
        if colliding:
            return "A" * 32 + unique + "B" * 7 + "C" * 32 + "D" * 17 + "E" * 32
        return unique + "x" * 120
    for colliding in (False, True):
        plist = dict(APP_PLIST)
        for index in range(6_500):
            plist[key(index, colliding)] = True
        for binary in (False, True):
            name = f"plist-{'colliding' if colliding else 'ordinary'}-{'binary' if binary else 'xml'}"
            folder = f"{work}/{name}"
            app(folder)
            write(f"{folder}/App/Info.plist", plistlib.dumps(plist, fmt=plistlib.FMT_BINARY if binary else plistlib.FMT_XML))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    work = sys.argv[1] + "/hostile"
    for case in (includes, linked_module, xcodegen, loose_plists, stat_size_zero, colliding_keys):
        case(work)
        print(f"generated: {case.__doc__.splitlines()[0]}")


if __name__ == "__main__":
    main()
