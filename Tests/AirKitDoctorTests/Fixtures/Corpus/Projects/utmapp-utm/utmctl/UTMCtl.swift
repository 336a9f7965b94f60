@main
struct UTMCtl {
    static func main() {}
}
