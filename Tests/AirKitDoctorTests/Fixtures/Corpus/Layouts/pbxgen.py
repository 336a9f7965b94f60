"""Writes Xcode-shaped project.pbxproj text for the Layouts corpus.

Kept apart from make_corpus.py so the fixture definitions read as data. Every object ID is a hash of
the project name and the object's role, so rerunning the generator reproduces the same bytes.
"""
import hashlib

FILE_TYPES = {
    ".swift": "sourcecode.swift",
    ".m": "sourcecode.c.objc",
    ".mm": "sourcecode.cpp.objcpp",
    ".h": "sourcecode.c.h",
    ".plist": "text.plist.xml",
    ".xcconfig": "text.xcconfig",
    ".storyboard": "file.storyboard",
    ".xib": "file.xib",
    ".entitlements": "text.plist.entitlements",
}
COMPILED = (".swift", ".m", ".mm", ".c", ".cpp")

# kind -> (productType, explicitFileType, product suffix)
PRODUCTS = {
    "app": ("com.apple.product-type.application", "wrapper.application", ".app"),
    "framework": ("com.apple.product-type.framework", "wrapper.framework", ".framework"),
    "static": ("com.apple.product-type.library.static", "archive.ar", ".a"),
    "unit": ("com.apple.product-type.bundle.unit-test", "wrapper.cfbundle", ".xctest"),
    "ui": ("com.apple.product-type.bundle.ui-testing", "wrapper.cfbundle", ".xctest"),
    "extension": ("com.apple.product-type.app-extension", "wrapper.app-extension", ".appex"),
}


def object_id(*parts):
    return hashlib.sha1("/".join(parts).encode()).hexdigest()[:24].upper()


def quote(value):
    if value and all((c.isascii() and c.isalnum()) or c in "._/" for c in value):
        return value
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def file_type(path):
    for suffix, kind in FILE_TYPES.items():
        if path.endswith(suffix):
            return kind
    return "text"


class Target:
    """One native target. `settings` maps a build setting to a value, or to {config: value}."""

    def __init__(self, name, kind="app", settings=None, sources=(), base=None, synced=None,
                 synced_exceptions=("Info.plist",), depends_on=(), local_packages=()):
        self.depends_on = list(depends_on)  # names of targets of the same project
        self.local_packages = list(local_packages)  # (relative path, product name) of local Swift packages
        self.name = name
        self.kind = kind
        self.settings = settings or {}
        self.sources = list(sources)
        self.base = base  # xcconfig path (project-relative), or {config: path}
        self.synced = synced  # folder for a PBXFileSystemSynchronizedRootGroup
        self.synced_exceptions = synced_exceptions

    def settings_for(self, config):
        return resolve(self.settings, config)

    def base_for(self, config):
        return self.base.get(config) if isinstance(self.base, dict) else self.base


def resolve(settings, config):
    out = {}
    for key, value in settings.items():
        if isinstance(value, dict):
            if config in value:
                out[key] = value[config]
        else:
            out[key] = value
    return out


def render_value(value, indent):
    if isinstance(value, list):
        inner = "".join(f"{indent}\t{quote(item)},\n" for item in value)
        return "(\n" + inner + indent + ")"
    return quote(value)


def render_settings(settings, indent):
    return "".join(f"{indent}{quote(key)} = {render_value(settings[key], indent)};\n" for key in sorted(settings))


class Builder:
    def __init__(self, name):
        self.name = name
        self.sections = {}
        self.refs = {}  # path -> id
        self.group_children = {"": []}  # group path -> child ids

    def add(self, section, text):
        self.sections.setdefault(section, []).append(text)

    def oid(self, *parts):
        return object_id(self.name, *parts)

    def file_ref(self, path):
        if path in self.refs:
            return self.refs[path]
        ref = self.oid("ref", path)
        self.refs[path] = ref
        folder, _, leaf = path.rpartition("/")
        self.ensure_group(folder)
        self.group_children[folder].append(ref)
        self.add("PBXFileReference",
                 f"\t\t{ref} /* {leaf} */ = {{isa = PBXFileReference; lastKnownFileType = {file_type(leaf)}; "
                 f"path = {quote(leaf)}; sourceTree = \"<group>\"; }};\n")
        return ref

    def ensure_group(self, folder):
        if folder in self.group_children:
            return
        parent, _, _ = folder.rpartition("/")
        self.ensure_group(parent)
        self.group_children[folder] = []
        self.group_children[parent].append(self.oid("group", folder))


def pbxproj(name, configs, project_settings, targets, project_base=None, object_version="56", extra_files=()):
    """Returns the text of `name`.xcodeproj/project.pbxproj.

    configs: configuration names; project_settings: {key: value or {config: value}};
    project_base: xcconfig path for the project level; extra_files: files shown in the navigator only.
    """
    b = Builder(name)
    synced_groups = []
    local_packages = {}
    target_ids = []
    products = []
    for path in extra_files:
        b.file_ref(path)
    if project_base:
        b.file_ref(project_base)
    for t in targets:
        for config in configs:
            if t.base_for(config):
                b.file_ref(t.base_for(config))

    for t in targets:
        tid = b.oid("target", t.name)
        target_ids.append((tid, t.name))
        product_type, explicit, suffix = PRODUCTS[t.kind]
        product_name = ("lib" + t.name if t.kind == "static" else t.name) + suffix
        product = b.oid("product", t.name)
        products.append((product, product_name))
        b.add("PBXFileReference",
              f"\t\t{product} /* {product_name} */ = {{isa = PBXFileReference; explicitFileType = {explicit}; "
              f"includeInIndex = 0; path = {quote(product_name)}; sourceTree = BUILT_PRODUCTS_DIR; }};\n")
        phases = {kind: b.oid("phase", t.name, kind) for kind in ("Sources", "Frameworks", "Resources")}
        compiled = []
        for path in t.sources:
            ref = b.file_ref(path)
            if path.endswith(COMPILED):
                build = b.oid("build", t.name, path)
                leaf = path.rpartition("/")[2]
                b.add("PBXBuildFile", f"\t\t{build} /* {leaf} in Sources */ = {{isa = PBXBuildFile; fileRef = {ref} /* {leaf} */; }};\n")
                compiled.append(f"\t\t\t\t{build} /* {leaf} in Sources */,\n")
        for kind, pid in phases.items():
            files = "".join(compiled) if kind == "Sources" else ""
            b.add(f"PBX{kind}BuildPhase",
                  f"\t\t{pid} /* {kind} */ = {{\n\t\t\tisa = PBX{kind}BuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n"
                  f"\t\t\tfiles = (\n{files}\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t}};\n")
        synced_line = ""
        if t.synced:
            gid = b.oid("synced", t.synced)
            exceptions = ""
            if t.synced_exceptions:
                eid = b.oid("exceptions", t.synced, t.name)
                members = "".join(f"\t\t\t\t{quote(m)},\n" for m in t.synced_exceptions)
                b.add("PBXFileSystemSynchronizedBuildFileExceptionSet",
                      f"\t\t{eid} /* Exceptions for \"{t.synced}\" folder in \"{t.name}\" target */ = {{\n"
                      f"\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;\n\t\t\tmembershipExceptions = (\n{members}"
                      f"\t\t\t);\n\t\t\ttarget = {tid} /* {t.name} */;\n\t\t}};\n")
                exceptions = f"\t\t\texceptions = (\n\t\t\t\t{eid} /* Exceptions for \"{t.synced}\" folder in \"{t.name}\" target */,\n\t\t\t);\n"
            b.add("PBXFileSystemSynchronizedRootGroup",
                  f"\t\t{gid} /* {t.synced} */ = {{\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n{exceptions}"
                  f"\t\t\tpath = {quote(t.synced)};\n\t\t\tsourceTree = \"<group>\";\n\t\t}};\n")
            synced_groups.append((gid, t.synced))
            synced_line = f"\t\t\tfileSystemSynchronizedGroups = (\n\t\t\t\t{gid} /* {t.synced} */,\n\t\t\t);\n"
        dependency_lines = ""
        for other in t.depends_on:
            did, proxy = b.oid("dependency", t.name, other), b.oid("proxy", t.name, other)
            b.add("PBXContainerItemProxy",
                  f"\t\t{proxy} /* PBXContainerItemProxy */ = {{\n\t\t\tisa = PBXContainerItemProxy;\n"
                  f"\t\t\tcontainerPortal = {b.oid('project')} /* Project object */;\n\t\t\tproxyType = 1;\n"
                  f"\t\t\tremoteGlobalIDString = {b.oid('target', other)};\n\t\t\tremoteInfo = {quote(other)};\n\t\t}};\n")
            b.add("PBXTargetDependency",
                  f"\t\t{did} /* PBXTargetDependency */ = {{\n\t\t\tisa = PBXTargetDependency;\n"
                  f"\t\t\ttarget = {b.oid('target', other)} /* {other} */;\n\t\t\ttargetProxy = {proxy} /* PBXContainerItemProxy */;\n\t\t}};\n")
            dependency_lines += f"\t\t\t\t{did} /* PBXTargetDependency */,\n"
        package_lines = ""
        for relative, product in t.local_packages:
            ref = b.oid("local package", relative)
            local_packages[ref] = relative
            pid = b.oid("package product", t.name, product)
            b.add("XCSwiftPackageProductDependency",
                  f"\t\t{pid} /* {product} */ = {{\n\t\t\tisa = XCSwiftPackageProductDependency;\n"
                  f"\t\t\tpackage = {ref} /* XCLocalSwiftPackageReference \"{relative}\" */;\n\t\t\tproductName = {quote(product)};\n\t\t}};\n")
            package_lines += f"\t\t\t\t{pid} /* {product} */,\n"
        if package_lines:
            package_lines = f"\t\t\tpackageProductDependencies = (\n{package_lines}\t\t\t);\n"
        list_id = b.oid("list", t.name)
        b.add("PBXNativeTarget",
              f"\t\t{tid} /* {t.name} */ = {{\n\t\t\tisa = PBXNativeTarget;\n"
              f"\t\t\tbuildConfigurationList = {list_id} /* Build configuration list for PBXNativeTarget \"{t.name}\" */;\n"
              f"\t\t\tbuildPhases = (\n"
              + "".join(f"\t\t\t\t{pid} /* {kind} */,\n" for kind, pid in phases.items())
              + f"\t\t\t);\n\t\t\tbuildRules = (\n\t\t\t);\n\t\t\tdependencies = (\n{dependency_lines}\t\t\t);\n{synced_line}"
              f"\t\t\tname = {quote(t.name)};\n{package_lines}\t\t\tproductName = {quote(t.name)};\n"
              f"\t\t\tproductReference = {product} /* {product_name} */;\n\t\t\tproductType = \"{product_type}\";\n\t\t}};\n")
        add_configuration_list(b, list_id, f"PBXNativeTarget \"{t.name}\"", configs,
                               lambda c, t=t: (t.settings_for(c), t.base_for(c)), t.name)

    project_list = b.oid("list", "project")
    add_configuration_list(b, project_list, f"PBXProject \"{name}\"", configs,
                           lambda c: (resolve(project_settings, c), project_base), "project")

    products_group = b.oid("group", "Products")
    main_group = b.oid("group", "")
    for folder in sorted(b.group_children):
        if folder == "":
            continue
        leaf = folder.rpartition("/")[2]
        children = "".join(f"\t\t\t\t{c},\n" for c in b.group_children[folder])
        b.add("PBXGroup", f"\t\t{b.oid('group', folder)} /* {leaf} */ = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n{children}"
                          f"\t\t\t);\n\t\t\tpath = {quote(leaf)};\n\t\t\tsourceTree = \"<group>\";\n\t\t}};\n")
    top = [f"\t\t\t\t{gid} /* {folder} */,\n" for gid, folder in synced_groups]
    top += [f"\t\t\t\t{c},\n" for c in b.group_children[""]]
    top.append(f"\t\t\t\t{products_group} /* Products */,\n")
    b.add("PBXGroup", f"\t\t{main_group} = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n{''.join(top)}\t\t\t);\n"
                      f"\t\t\tsourceTree = \"<group>\";\n\t\t}};\n")
    product_children = "".join(f"\t\t\t\t{pid} /* {pname} */,\n" for pid, pname in products)
    b.add("PBXGroup", f"\t\t{products_group} /* Products */ = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n{product_children}"
                      f"\t\t\t);\n\t\t\tname = Products;\n\t\t\tsourceTree = \"<group>\";\n\t\t}};\n")

    project_id = b.oid("project")
    package_references = ""
    for ref, relative in sorted(local_packages.items(), key=lambda item: item[1]):
        b.add("XCLocalSwiftPackageReference",
              f"\t\t{ref} /* XCLocalSwiftPackageReference \"{relative}\" */ = {{\n\t\t\tisa = XCLocalSwiftPackageReference;\n"
              f"\t\t\trelativePath = {quote(relative)};\n\t\t}};\n")
        package_references += f"\t\t\t\t{ref} /* XCLocalSwiftPackageReference \"{relative}\" */,\n"
    if package_references:
        package_references = f"\t\t\tpackageReferences = (\n{package_references}\t\t\t);\n"
    target_lines = "".join(f"\t\t\t\t{tid} /* {tname} */,\n" for tid, tname in target_ids)
    b.add("PBXProject",
          f"\t\t{project_id} /* Project object */ = {{\n\t\t\tisa = PBXProject;\n"
          f"\t\t\tbuildConfigurationList = {project_list} /* Build configuration list for PBXProject \"{name}\" */;\n"
          f"\t\t\tdevelopmentRegion = en;\n\t\t\thasScannedForEncodings = 0;\n\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t);\n"
          f"\t\t\tmainGroup = {main_group};\n{package_references}\t\t\tproductRefGroup = {products_group} /* Products */;\n"
          f"\t\t\tprojectDirPath = \"\";\n\t\t\tprojectRoot = \"\";\n\t\t\ttargets = (\n{target_lines}\t\t\t);\n\t\t}};\n")

    body = ""
    for section in sorted(b.sections):
        body += f"\n/* Begin {section} section */\n" + "".join(sorted(b.sections[section])) + f"/* End {section} section */\n"
    return (f"// !$*UTF8*$!\n{{\n\tarchiveVersion = 1;\n\tclasses = {{\n\t}};\n\tobjectVersion = {object_version};\n"
            f"\tobjects = {{\n{body}\t}};\n\trootObject = {project_id} /* Project object */;\n}}\n")


def add_configuration_list(b, list_id, owner, configs, settings_and_base, key):
    entries = []
    for config in configs:
        settings, base = settings_and_base(config)
        cid = b.oid("config", key, config)
        entries.append(f"\t\t\t\t{cid} /* {config} */,\n")
        base_line = ""
        if base:
            leaf = base.rpartition("/")[2]
            base_line = f"\t\t\tbaseConfigurationReference = {b.refs[base]} /* {leaf} */;\n"
        b.add("XCBuildConfiguration",
              f"\t\t{cid} /* {config} */ = {{\n\t\t\tisa = XCBuildConfiguration;\n{base_line}"
              f"\t\t\tbuildSettings = {{\n{render_settings(settings, chr(9) * 4)}\t\t\t}};\n\t\t\tname = {quote(config)};\n\t\t}};\n")
    b.add("XCConfigurationList",
          f"\t\t{list_id} /* Build configuration list for {owner} */ = {{\n\t\t\tisa = XCConfigurationList;\n"
          f"\t\t\tbuildConfigurations = (\n{''.join(entries)}\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n"
          f"\t\t\tdefaultConfigurationName = {quote(configs[-1] if 'Release' not in configs else 'Release')};\n\t\t}};\n")
