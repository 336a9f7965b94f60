import TVServices

class ContentProvider: TVTopShelfContentProvider {}
