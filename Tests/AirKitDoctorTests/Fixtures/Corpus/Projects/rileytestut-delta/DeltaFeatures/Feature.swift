public struct Feature {}
