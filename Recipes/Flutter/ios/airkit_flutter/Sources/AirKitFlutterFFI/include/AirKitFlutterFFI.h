// The AirKitC.h functions airkit_flutter's Dart code looks up with DynamicLibrary.process().
#ifndef AIRKIT_FLUTTER_FFI_H
#define AIRKIT_FLUTTER_FFI_H

/// How many functions the FFI path looks up; the plugin's Swift half reads it, so this object file,
/// and with it the table in AirKitFlutterFFI.c, is linked.
int AirKitFlutterFFIFunctionCount(void);

#endif
