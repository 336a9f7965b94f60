extension ASCII {
    static let apostrophe: UInt8 = 0x27  // '
    static let plus: UInt8 = 0x2B
    static let lessThan: UInt8 = 0x3C
}
