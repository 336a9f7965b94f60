struct MediaItem {
    let id: String
}
