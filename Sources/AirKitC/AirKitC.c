// AirKitC has no code of its own: the functions of AirKitC.h are defined by AirKit (AirKit+C.swift).
