/// A project shaped like the benchmark's: one app target whose Sources phase lists many Swift
/// files in groups, written the way Xcode writes it.
enum LargeProjectText {
    static func make(swiftFiles: Int) -> String {
        var buildFiles = ""
        var fileReferences = ""
        var groupChildren = ""
        var phaseFiles = ""
        for index in 0..<swiftFiles {
            let buildFile = id(1, index)
            let fileReference = id(2, index)
            let name = "Feature\(index).swift"
            buildFiles +=
                "\t\t\(buildFile) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(fileReference) /* \(name) */; };\n"
            fileReferences +=
                "\t\t\(fileReference) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(name); sourceTree = \"<group>\"; };\n"
            groupChildren += "\t\t\t\t\(fileReference) /* \(name) */,\n"
            phaseFiles += "\t\t\t\t\(buildFile) /* \(name) in Sources */,\n"
        }
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 56;
            \tobjects = {

            /* Begin PBXBuildFile section */
            \(buildFiles)/* End PBXBuildFile section */

            /* Begin PBXFileReference section */
            \(fileReferences)/* End PBXFileReference section */

            \t\t\(id(4, 0)) = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \(groupChildren)\t\t\t);
            \t\t\tpath = App;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\t\(id(5, 0)) /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tbuildActionMask = 2147483647;
            \t\t\tfiles = (
            \(phaseFiles)\t\t\t);
            \t\t\trunOnlyForDeploymentPostprocessing = 0;
            \t\t};
            \t\t\(id(3, 0)) /* App */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildPhases = (
            \t\t\t\t\(id(5, 0)) /* Sources */,
            \t\t\t);
            \t\t\tname = App;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\t\(id(0, 0)) /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tmainGroup = \(id(4, 0));
            \t\t\ttargets = (
            \t\t\t\t\(id(3, 0)) /* App */,
            \t\t\t);
            \t\t};
            \t};
            \trootObject = \(id(0, 0)) /* Project object */;
            }

            """
    }

    /// A 24-digit hex object ID made of a kind and a number, like Xcode's.
    static func id(_ kind: Int, _ number: Int) -> String {
        let digits = String(number, radix: 16, uppercase: true)
        return "D\(kind)" + String(repeating: "0", count: 22 - digits.count) + digits
    }
}
