/// Makes the path fields of one spec file absolute, so that specs from different folders can be
/// merged: `configFiles`, `packages.*.path`, and in `targets` and `targetTemplates` the
/// `sources`, `info.path`, `entitlements.path` and `configFiles`.
enum XcodeGenPaths {
    static func rebase(_ spec: YAMLNode, against folder: String) -> YAMLNode {
        let absolute = { (node: YAMLNode) in node.mappingText { absolutePath($0, folder: folder) } }
        let rebaseTarget = { (target: YAMLNode) in
            target
                .updating("sources") { sources in
                    sources.updatingEveryItem { source in
                        source.scalar != nil ? absolute(source) : source.updating("path", absolute)
                    }
                }
                .updating("info") { $0.updating("path", absolute) }
                .updating("entitlements") { $0.updating("path", absolute) }
                .updating("configFiles") { $0.updatingEveryValue(absolute) }
        }
        return
            spec
            .updating("configFiles") { $0.updatingEveryValue(absolute) }
            .updating("packages") { $0.updatingEveryValue { package in package.updating("path", absolute) } }
            .updating("targets") { $0.updatingEveryValue(rebaseTarget) }
            .updating("targetTemplates") { $0.updatingEveryValue(rebaseTarget) }
    }

    private static func absolutePath(_ path: String, folder: String) -> String {
        guard !path.isEmpty, !path.hasPrefix("$(") else { return path }
        return FilePaths.resolve(path, against: folder)
    }
}
