// Keeps the functions Dart finds by name. Dart looks them up at run time (DynamicLibrary.process()), so
// nothing the linker sees calls them, and a release build's dead stripping drops AirKit's C functions
// from a statically linked AirKit. This table references each of them, and `used` marks it
// no-dead-strip, so the linker keeps the table and every function it names. The names must be exactly
// those of lib/src/airkit_ffi.dart (Scripts/check-recipes.sh compares them).
// The alternative without code: OTHER_LDFLAGS = -Wl,-u,_AirKitStop -Wl,-u,_AirKitGetStatus … on the app.
#include "AirKitFlutterFFI.h"

#include <AirKitC/AirKitC.h>

/// Any function: the table only has to name them.
typedef void (*AirKitFlutterFFIFunction)(void);

__attribute__((used)) static const AirKitFlutterFFIFunction airKitFlutterFFIFunctions[] = {
    (AirKitFlutterFFIFunction)AirKitStop,
    (AirKitFlutterFFIFunction)AirKitSetReconnectPolicy,
    (AirKitFlutterFFIFunction)AirKitGetStatus,
};

int AirKitFlutterFFIFunctionCount(void) {
    return (int)(sizeof airKitFlutterFFIFunctions / sizeof airKitFlutterFFIFunctions[0]);
}
