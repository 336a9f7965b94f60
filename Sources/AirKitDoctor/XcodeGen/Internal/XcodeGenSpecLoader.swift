import Foundation

/// Loads a spec and its `include:` files, bounded, and merges them as XcodeGen does.
///
/// Path fields of every file are made absolute against that file's folder as it is loaded
/// (XcodeGen's default `relativePaths: true`), or against the root spec's folder for an include
/// with `relativePaths: false`, so that merging keeps each path's meaning.
struct XcodeGenSpecLoader {
    let rootFolder: String
    var problems: [String] = []
    var includedFiles: [String] = []
    private var openFiles: [String] = []

    init(rootFolder: String) {
        self.rootFolder = rootFolder
    }

    mutating func loadRoot(_ path: String) throws(YAMLError) -> YAMLNode {
        try load(path, pathBase: FilePaths.parent(of: path))
    }

    private mutating func load(_ path: String, pathBase: String) throws(YAMLError) -> YAMLNode {
        let data: Data
        do {
            data = try FileReading.contents(of: path, limit: YAMLReader.maximumSize)
        } catch {
            throw YAMLError(line: nil, error.reason)
        }
        let spec = XcodeGenPaths.rebase(try YAMLReader.parse(data, file: path), against: pathBase)
        openFiles.append(path)
        defer { openFiles.removeLast() }
        var merged = YAMLNode(.mapping([]), line: 1, file: path)
        for include in includes(of: spec) {
            guard let included = loadInclude(include, from: path) else { continue }
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

    private mutating func loadInclude(_ include: Include, from includingFile: String) -> YAMLNode? {
        let path = FilePaths.resolve(include.path, against: FilePaths.parent(of: includingFile))
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
        includedFiles.append(path)
        do {
            return try load(path, pathBase: include.relativePaths ? FilePaths.parent(of: path) : rootFolder)
        } catch {
            problems.append("\(label): \(error.description)")
            return nil
        }
    }
}
