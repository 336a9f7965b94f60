public struct LoopSettings {}
