import Foundation

/// Loads a spec and its `include:` files, bounded, and merges them as XcodeGen does.
///
/// Path fields of every file are made absolute as it is loaded, so that merging keeps each path's
/// meaning. As in XcodeGen's `SpecFile`: an include with the default `relativePaths: true` is found
/// from its includer's path folder and its paths are relative to its own folder; with
/// `relativePaths: false` it is found from the folder its includer was found from, and its paths
/// are relative to its includer's path folder. A file is merged once: a later include of an
/// already merged file adds nothing.
struct XcodeGenSpecLoader {
    let scope: ReadScope
    var problems: [String] = []
    var includedFiles: [String] = []
    /// Includes that could not be read or parsed, or that the scope refuses, with the reason.
    var unreadableIncludes: [InputError] = []
    private var openFiles: [String] = []

    init(scope: ReadScope) {
        self.scope = scope
    }

    mutating func loadRoot(_ path: String) throws(YAMLError) -> YAMLNode {
        let folder = FilePaths.parent(of: path)
        return try load(path, includeBase: folder, pathBase: folder)
    }

    /// `includeBase` is the folder `path` was found from; `pathBase` the folder its paths are
    /// relative to.
    private mutating func load(_ path: String, includeBase: String, pathBase: String) throws(YAMLError) -> YAMLNode {
        let data: Data
        do {
            data = try FileReading.contents(of: path, limit: YAMLReader.maximumSize, within: scope)
        } catch {
            throw YAMLError(line: nil, error.reason)
        }
        let spec = XcodeGenPaths.rebase(try YAMLReader.parse(data, file: path), against: pathBase)
        openFiles.append(path)
        defer { openFiles.removeLast() }
        var merged = YAMLNode(.mapping([]), line: 1, file: path)
        for include in includes(of: spec) {
            let base = include.relativePaths ? pathBase : includeBase
            guard let included = loadInclude(include, from: path, foundFrom: base, includerPathBase: pathBase) else { continue }
            merged = XcodeGenMerge.merge(merged, included)
        }
        return XcodeGenMerge.merge(merged, spec.removing("include"))
    }

    private struct Include {
        var path: String
        var relativePaths: Bool
        var line: Int
    }

    private func includes(of spec: YAMLNode) -> [Include] {
        guard let value = spec["include"] else { return [] }
        let items = value.items ?? [value]
        return items.compactMap { item in
            if let path = item.text { return Include(path: path, relativePaths: true, line: item.line) }
            guard let path = item["path"]?.text, item["enable"]?.boolValue != false else { return nil }
            return Include(path: path, relativePaths: item["relativePaths"]?.boolValue ?? true, line: item.line)
        }
    }

    private mutating func loadInclude(
        _ include: Include, from includingFile: String, foundFrom base: String, includerPathBase: String
    ) -> YAMLNode? {
        let path = FilePaths.resolve(include.path, against: base)
        let label = "include '\(include.path)' (\(InputDiscovery.lastComponent(of: includingFile)) line \(include.line))"
        guard !openFiles.contains(path) else {
            problems.append("\(label): includes itself, ignored")
            return nil
        }
        guard openFiles.count <= XcodeGenReader.maximumIncludeDepth, includedFiles.count < XcodeGenReader.maximumIncludedFiles
        else {
            problems.append(
                "\(label): more than \(XcodeGenReader.maximumIncludedFiles) includes or \(XcodeGenReader.maximumIncludeDepth) levels, ignored"
            )
            return nil
        }
        guard !includedFiles.contains(path) else { return nil }
        includedFiles.append(path)
        do {
            let pathBase = include.relativePaths ? FilePaths.parent(of: path) : includerPathBase
            return try load(path, includeBase: base, pathBase: pathBase)
        } catch {
            let site = "included by \(InputDiscovery.lastComponent(of: includingFile)) line \(include.line)"
            unreadableIncludes.append(InputError(path: path, reason: "\(error.description) (\(site))"))
            return nil
        }
    }
}
