struct Feed {
    let url: String
}
