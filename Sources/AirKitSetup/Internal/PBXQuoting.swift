/// Writes strings the way Xcode writes them in `project.pbxproj`: bare when every character is
/// a letter, a digit or one of `$ _ . /` (and the text has no `//` or `___`), otherwise in
/// double quotes with `\` and `"` escaped, and newlines and tabs written as `\n` and `\t`.
/// So `YES` and `MyApp/Info.plist` stay bare; `$(SRCROOT)/x`, `My App/Info.plist`, `a-b`,
/// `https://…` and the empty string are quoted.
enum PBXQuoting {
    static func quoted(_ text: String) -> String {
        if !text.isEmpty, !text.contains("//"), !text.contains("___"), text.unicodeScalars.allSatisfy(isBare) {
            return text
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func isBare(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "$", "_", ".", "/": true
        default: false
        }
    }
}
