import AirKitDoctor
import Testing

@Suite("PrintableText")
struct PrintableTextTests {
    @Test(
        "escapes line breaks, tabs and terminal controls the Swift way",
        arguments: [
            ("a\nb", "a\\nb"), ("a\r\nb", "a\\r\\nb"), ("a\tb", "a\\tb"), ("\u{1B}[2J", "\\u{1B}[2J"), ("\u{7}", "\\u{7}"),
            ("\u{0}", "\\u{0}"), ("\u{7F}", "\\u{7F}"), ("\u{9B}31m", "\\u{9B}31m"), ("a\u{2028}b", "a\\u{2028}b"),
            ("\u{202E}txt.exe", "\\u{202E}txt.exe"), ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"),
        ])
    func escapes(raw: String, shown: String) {
        #expect(PrintableText.escaped(raw) == shown)
    }

    @Test(
        "leaves ordinary text alone, backslashes and non-ASCII included",
        arguments: ["Banner.app/Info.plist", "C:\\odd\\name", "Projects/NonASCIIModule/横幅.xcodeproj", "café 🎬", "a b", ""])
    func ordinaryText(text: String) {
        #expect(PrintableText.escaped(text) == text)
    }
}

@Suite("OutputWidth")
struct OutputWidthTests {
    @Test(
        "COLUMNS first, then the terminal, else 100; never below 40",
        arguments: [
            ([String: String](), nil as Int?, 100), ([:], 132, 132), (["COLUMNS": "90"], 132, 90), (["COLUMNS": "90"], nil, 90),
            (["COLUMNS": "20"], nil, 40), ([:], 12, 40), (["COLUMNS": ""], 120, 120), (["COLUMNS": "wide"], nil, 100),
            (["COLUMNS": "0"], nil, 100), (["COLUMNS": "-5"], 70, 70), ([:], 0, 100),
        ])
    func rule(environment: [String: String], terminalColumns: Int?, expected: Int) {
        #expect(OutputWidth.columns(environment: environment, terminalColumns: terminalColumns) == expected)
    }
}
