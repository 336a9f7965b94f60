#!/usr/bin/env python3
"""Writes a large synthetic Xcode project for the benchmarks, the same bytes on every run.

    generate_bigapp.py OUTPUT_FOLDER [MACHO_EXECUTABLE]

OUTPUT_FOLDER/BigApp gets:
  BigApp.xcodeproj/project.pbxproj  about 5 MB, Xcode 15 layout (objectVersion 56): an app target
                                    whose Sources phase lists 2,000 Swift files, a unit-test target
                                    and four framework targets, padded with resource and header
                                    references, variant groups and build configurations
  App/Sources/…/*.swift             the 2,000 Swift files (about 2 KB each); one calls .airPlaySource()
  App/Info.plist                    an XML Info.plist with an external-display scene manifest
  Build/BigApp.app/                 Info.plist (binary) and, when MACHO_EXECUTABLE is given, a copy
                                    of it as the app's executable
"""
import hashlib
import os
import plistlib
import shutil
import sys

SWIFT_FILES = 2000
FILES_PER_GROUP = 25
FRAMEWORKS = ["CoreKit", "NetworkKit", "StorageKit", "DesignKit"]
HEADERS_PER_FRAMEWORK = 700
IMAGES = 3000
LOCALIZED = 300
LANGUAGES = ["en", "de", "fr", "ja", "zh-Hans", "pt-BR"]
CONFIGURATIONS = ["Debug", "Release", "Staging", "Profile"]


def object_id(*parts):
    return hashlib.md5("/".join(parts).encode()).hexdigest()[:24].upper()


def quoted(value):
    if value and all(c.isalnum() or c in "_$/:.-" for c in value) and value.isascii():
        return value
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Project:
    def __init__(self):
        self.sections = {}

    def add(self, isa, oid, comment, fields, one_line=False):
        self.sections.setdefault(isa, []).append((oid, comment, fields, one_line))

    def render(self, root_id):
        out = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};",
               "\tobjectVersion = 56;", "\tobjects = {", ""]
        for isa in sorted(self.sections):
            out.append(f"/* Begin {isa} section */")
            for oid, comment, fields, one_line in sorted(self.sections[isa]):
                head = f"\t\t{oid} /* {comment} */ = " if comment else f"\t\t{oid} = "
                if one_line:
                    body = " ".join(f"{k} = {render_value(v, 0, True)};" for k, v in fields)
                    out.append(head + "{isa = " + isa + "; " + body + " };")
                else:
                    out.append(head + "{")
                    out.append(f"\t\t\tisa = {isa};")
                    for key, value in fields:
                        out.append(f"\t\t\t{quoted(key)} = {render_value(value, 3, False)};")
                    out.append("\t\t};")
            out.append(f"/* End {isa} section */")
            out.append("")
        out += ["\t};", f"\trootObject = {root_id} /* Project object */;", "}", ""]
        return "\n".join(out)


def render_value(value, depth, one_line):
    tabs = "\t" * depth
    if isinstance(value, Ref):
        return f"{value.oid} /* {value.comment} */"
    if isinstance(value, list):
        if one_line:
            return "(" + " ".join(render_value(v, 0, True) + "," for v in value) + " )"
        inner = "".join(f"{tabs}\t{render_value(v, depth + 1, False)},\n" for v in value)
        return "(\n" + inner + tabs + ")"
    if isinstance(value, dict):
        inner = "".join(f"{tabs}\t{quoted(k)} = {render_value(v, depth + 1, False)};\n"
                        for k, v in sorted(value.items()))
        return "{\n" + inner + tabs + "}"
    return quoted(value)


class Ref:
    def __init__(self, oid, comment):
        self.oid, self.comment = oid, comment


def swift_source(index):
    name = f"Feature{index:04d}"
    lines = [f"// {name}.swift", "// Generated for the AirKit benchmarks.", "", "import SwiftUI", ""]
    lines.append(f"struct {name}View: View {{")
    lines.append("    @State private var counter = 0")
    lines.append(f"    let title = \"{name}\"")
    lines.append("")
    lines.append("    var body: some View {")
    lines.append("        VStack(alignment: .leading, spacing: 12) {")
    for row in range(14):
        lines.append(f"            Text(\"Row {row} of \\(title)\").font(.body).foregroundStyle(.secondary)")
    lines.append("            Button(\"Increment\") { counter += 1 }")
    lines.append("        }")
    if index == 0:
        lines.append("        .airPlaySource()")
    lines.append("        .padding()")
    lines.append("    }")
    lines.append("}")
    lines.append("")
    lines.append(f"extension {name}View {{")
    for helper in range(6):
        lines.append(f"    func helper{helper}(_ value: Int) -> Int {{ value &* {helper + 3} &+ counter }}")
    lines.append("}")
    text = "\n".join(lines) + "\n"
    return text + "// " + "-" * max(0, 2048 - len(text) - 4) + "\n"


def app_settings(configuration):
    return {
        "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon",
        "CODE_SIGN_STYLE": "Automatic",
        "CURRENT_PROJECT_VERSION": "1",
        "DEVELOPMENT_TEAM": "ABCDE12345",
        "ENABLE_PREVIEWS": "YES",
        "GENERATE_INFOPLIST_FILE": "NO",
        "INFOPLIST_FILE": "App/Info.plist",
        "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
        "LD_RUNPATH_SEARCH_PATHS": ["$(inherited)", "@executable_path/Frameworks"],
        "MARKETING_VERSION": "1.0",
        "PRODUCT_BUNDLE_IDENTIFIER": "com.example.BigApp",
        "PRODUCT_NAME": "$(TARGET_NAME)",
        "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG" if configuration == "Debug" else "",
        "SWIFT_VERSION": "5.0",
        "TARGETED_DEVICE_FAMILY": "1,2",
    }


def project_settings(configuration):
    settings = {
        "ALWAYS_SEARCH_USER_PATHS": "NO",
        "CLANG_ANALYZER_NONNULL": "YES",
        "CLANG_CXX_LANGUAGE_STANDARD": "gnu++20",
        "CLANG_ENABLE_MODULES": "YES",
        "CLANG_ENABLE_OBJC_ARC": "YES",
        "COPY_PHASE_STRIP": "NO",
        "DEBUG_INFORMATION_FORMAT": "dwarf" if configuration == "Debug" else "dwarf-with-dsym",
        "ENABLE_STRICT_OBJC_MSGSEND": "YES",
        "GCC_C_LANGUAGE_STANDARD": "gnu17",
        "GCC_PREPROCESSOR_DEFINITIONS": ["DEBUG=1", "$(inherited)"],
        "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
        "MTL_ENABLE_DEBUG_INFO": "INCLUDE_SOURCE",
        "SDKROOT": "iphoneos",
        "SWIFT_OPTIMIZATION_LEVEL": "-Onone" if configuration == "Debug" else "-O",
    }
    for warning in range(40):
        settings[f"CLANG_WARN_SYNTHETIC_{warning:02d}"] = "YES_ERROR" if warning % 3 else "YES"
    return settings


def configuration_list(project, owner, settings_for):
    refs = []
    for configuration in CONFIGURATIONS:
        oid = object_id(owner, "configuration", configuration)
        project.add("XCBuildConfiguration", oid, configuration,
                    [("buildSettings", settings_for(configuration)), ("name", configuration)])
        refs.append(Ref(oid, configuration))
    list_id = object_id(owner, "configuration-list")
    project.add("XCConfigurationList", list_id, f'Build configuration list for "{owner}"',
                [("buildConfigurations", refs), ("defaultConfigurationIsVisible", "0"),
                 ("defaultConfigurationName", "Release")])
    return Ref(list_id, f'Build configuration list for "{owner}"')


def file_reference(project, path, file_type, name=None):
    oid = object_id("file", path)
    fields = [("lastKnownFileType", file_type), ("path", os.path.basename(path)), ("sourceTree", "<group>")]
    if name:
        fields.insert(1, ("name", name))
    project.add("PBXFileReference", oid, os.path.basename(path), fields, one_line=True)
    return Ref(oid, os.path.basename(path))


def build_file(project, owner, file_ref, phase_name):
    oid = object_id(owner, "build", file_ref.oid)
    comment = f"{file_ref.comment} in {phase_name}"
    project.add("PBXBuildFile", oid, comment, [("fileRef", file_ref)], one_line=True)
    return Ref(oid, comment)


def group(project, path_parts, children, path=None, name=None):
    oid = object_id("group", *path_parts)
    fields = [("children", children)]
    if path:
        fields.append(("path", path))
    if name:
        fields.append(("name", name))
    fields.append(("sourceTree", "<group>"))
    label = path or name or ""
    project.add("PBXGroup", oid, label, fields)
    return Ref(oid, label)


def build_phase(project, owner, isa, name, files):
    oid = object_id(owner, "phase", isa)
    project.add(isa, oid, name, [("buildActionMask", "2147483647"), ("files", files),
                                 ("runOnlyForDeploymentPostprocessing", "0")])
    return Ref(oid, name)


def native_target(project, name, product_type, phases, product_ref, settings_for):
    oid = object_id("target", name)
    project.add("PBXNativeTarget", oid, name, [
        ("buildConfigurationList", configuration_list(project, name, settings_for)),
        ("buildPhases", phases), ("buildRules", []), ("dependencies", []), ("name", name),
        ("productName", name), ("productReference", product_ref), ("productType", product_type)])
    return Ref(oid, name)


def product(project, file_name, file_type):
    oid = object_id("product", file_name)
    project.add("PBXFileReference", oid, file_name,
                [("explicitFileType", file_type), ("includeInIndex", "0"), ("path", file_name),
                 ("sourceTree", "BUILT_PRODUCTS_DIR")], one_line=True)
    return Ref(oid, file_name)


def write_project(root):
    project = Project()
    app_dir = os.path.join(root, "App")
    # The app's Swift sources, on disk and in groups of FILES_PER_GROUP.
    source_groups, app_build_files = [], []
    for group_index in range(SWIFT_FILES // FILES_PER_GROUP):
        folder = f"Module{group_index:03d}"
        os.makedirs(os.path.join(app_dir, "Sources", folder), exist_ok=True)
        children = []
        for offset in range(FILES_PER_GROUP):
            index = group_index * FILES_PER_GROUP + offset
            relative = f"App/Sources/{folder}/Feature{index:04d}.swift"
            with open(os.path.join(root, relative), "w") as handle:
                handle.write(swift_source(index))
            ref = file_reference(project, relative, "sourcecode.swift")
            children.append(ref)
            app_build_files.append(build_file(project, "BigApp", ref, "Sources"))
        source_groups.append(group(project, ["App", "Sources", folder], children, path=folder))
    sources_group = group(project, ["App", "Sources"], source_groups, path="Sources")
    # Padding: image references in a Resources phase, localized strings in variant groups.
    image_refs, resource_files = [], []
    for index in range(IMAGES):
        ref = file_reference(project, f"App/Images/image{index:05d}@2x.png", "image.png")
        image_refs.append(ref)
        resource_files.append(build_file(project, "BigApp", ref, "Resources"))
    images_group = group(project, ["App", "Images"], image_refs, path="Images")
    variant_refs = []
    for index in range(LOCALIZED):
        table = f"Table{index:03d}.strings"
        languages = [file_reference(project, f"App/{lang}.lproj/{table}", "text.plist.strings", name=lang)
                     for lang in LANGUAGES]
        oid = object_id("variant", table)
        project.add("PBXVariantGroup", oid, table,
                    [("children", languages), ("name", table), ("sourceTree", "<group>")])
        variant = Ref(oid, table)
        variant_refs.append(variant)
        resource_files.append(build_file(project, "BigApp", variant, "Resources"))
    info_plist = file_reference(project, "App/Info.plist", "text.plist.xml")
    app_group = group(project, ["App"], [sources_group, images_group, info_plist] + variant_refs, path="App")
    # Framework targets with Objective-C headers and implementations (references only).
    framework_groups, targets, products = [], [], []
    for framework in FRAMEWORKS:
        refs, headers, implementations = [], [], []
        for index in range(HEADERS_PER_FRAMEWORK):
            header = file_reference(project, f"{framework}/{framework}Part{index:04d}.h", "sourcecode.c.h")
            implementation = file_reference(project, f"{framework}/{framework}Part{index:04d}.m", "sourcecode.c.objc")
            refs += [header, implementation]
            headers.append(build_file(project, framework, header, "Headers"))
            implementations.append(build_file(project, framework, implementation, "Sources"))
        framework_groups.append(group(project, [framework], refs, path=framework))
        framework_product = product(project, f"{framework}.framework", "wrapper.framework")
        products.append(framework_product)
        phases = [build_phase(project, framework, "PBXHeadersBuildPhase", "Headers", headers),
                  build_phase(project, framework, "PBXSourcesBuildPhase", "Sources", implementations)]
        targets.append(native_target(project, framework, "com.apple.product-type.framework", phases,
                                     framework_product, lambda c: {"DEFINES_MODULE": "YES",
                                                                   "PRODUCT_NAME": "$(TARGET_NAME)",
                                                                   "SKIP_INSTALL": "YES"}))
    app_product = product(project, "BigApp.app", "wrapper.application")
    products.insert(0, app_product)
    app_phases = [build_phase(project, "BigApp", "PBXSourcesBuildPhase", "Sources", app_build_files),
                  build_phase(project, "BigApp", "PBXResourcesBuildPhase", "Resources", resource_files),
                  build_phase(project, "BigApp", "PBXFrameworksBuildPhase", "Frameworks", [])]
    targets.insert(0, native_target(project, "BigApp", "com.apple.product-type.application", app_phases,
                                    app_product, app_settings))
    tests_product = product(project, "BigAppTests.xctest", "wrapper.cfbundle")
    products.append(tests_product)
    targets.insert(1, native_target(project, "BigAppTests", "com.apple.product-type.bundle.unit-test",
                                    [build_phase(project, "BigAppTests", "PBXSourcesBuildPhase", "Sources", [])],
                                    tests_product, lambda c: {"BUNDLE_LOADER": "$(TEST_HOST)",
                                                              "TEST_HOST": "$(BUILT_PRODUCTS_DIR)/BigApp.app/BigApp"}))
    products_group = group(project, ["Products"], products, name="Products")
    main_group = group(project, ["main"], [app_group] + framework_groups + [products_group])
    root_id = object_id("project")
    project.add("PBXProject", root_id, "Project object", [
        ("attributes", {"BuildIndependentTargetsInParallel": "1", "LastSwiftUpdateCheck": "1500",
                        "LastUpgradeCheck": "1500"}),
        ("buildConfigurationList", configuration_list(project, "BigApp project", project_settings)),
        ("compatibilityVersion", "Xcode 14.0"), ("developmentRegion", "en"), ("hasScannedForEncodings", "0"),
        ("knownRegions", ["en", "Base"] + LANGUAGES[1:]), ("mainGroup", main_group),
        ("productRefGroup", products_group), ("projectDirPath", ""), ("projectRoot", ""), ("targets", targets)])
    text = project.render(root_id)
    os.makedirs(os.path.join(root, "BigApp.xcodeproj"), exist_ok=True)
    with open(os.path.join(root, "BigApp.xcodeproj", "project.pbxproj"), "w", encoding="utf-8") as handle:
        handle.write(text)
    return len(text.encode())


def scene_manifest():
    return {
        "UIApplicationSupportsMultipleScenes": True,
        "UISceneConfigurations": {
            "UIWindowSceneSessionRoleApplication": [
                {"UISceneConfigurationName": "Default Configuration",
                 "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"}],
            "UIWindowSceneSessionRoleExternalDisplayNonInteractive": [
                {"UISceneConfigurationName": "External Display",
                 "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).ExternalSceneDelegate"}],
        },
    }


def write_plists(root, executable):
    info = {"CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleExecutable": "$(EXECUTABLE_NAME)",
            "CFBundleName": "$(PRODUCT_NAME)", "CFBundlePackageType": "APPL",
            "UIApplicationSceneManifest": scene_manifest()}
    with open(os.path.join(root, "App", "Info.plist"), "wb") as handle:
        plistlib.dump(info, handle, fmt=plistlib.FMT_XML, sort_keys=True)
    bundle = os.path.join(root, "Build", "BigApp.app")
    os.makedirs(bundle, exist_ok=True)
    built = {"CFBundleIdentifier": "com.example.BigApp", "CFBundleExecutable": "BigApp", "CFBundleName": "BigApp",
             "CFBundlePackageType": "APPL", "CFBundleSupportedPlatforms": ["iPhoneOS"],
             "DTPlatformName": "iphoneos", "DTSDKName": "iphoneos27.0", "DTXcode": "2700",
             "MinimumOSVersion": "17.0", "UIApplicationSceneManifest": scene_manifest()}
    with open(os.path.join(bundle, "Info.plist"), "wb") as handle:
        plistlib.dump(built, handle, fmt=plistlib.FMT_BINARY, sort_keys=True)
    if executable:
        shutil.copyfile(executable, os.path.join(bundle, "BigApp"))


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    root = os.path.join(sys.argv[1], "BigApp")
    shutil.rmtree(root, ignore_errors=True)
    os.makedirs(os.path.join(root, "App"))
    size = write_project(root)
    write_plists(root, sys.argv[2] if len(sys.argv) == 3 else None)
    print(f"wrote {root}: project.pbxproj {size:,} bytes, {SWIFT_FILES} Swift files")


if __name__ == "__main__":
    main()
