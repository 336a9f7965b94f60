set(CMAKE_SYSTEM_NAME Darwin)
set(IOS True)
set(CMAKE_OSX_SYSROOT iphoneos)
