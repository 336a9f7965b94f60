// AirKitC.h through dart:ffi. AirKit is linked into the app, so its functions are found in the process
// (DynamicLibrary.process()); ios/airkit_flutter/Sources/AirKitFlutterFFI keeps them from being
// dead-stripped in a release build.
import 'dart:ffi';

import 'package:ffi/ffi.dart';

import '../airkit_flutter.dart' show AirKitState;

/// AirKitResult (AirKitC.h).
abstract final class AirKitResult {
  static const int ok = 0;
  static const int queued = 1;
  static const int refusedOffMainThread = 2;
  static const int invalidArgument = 3;
  static const int notFound = 4;
}

/// AirKitStatus, field for field: C's layout (three bools, then an int64 at offset 8, then an int32).
final class AirKitStatusStruct extends Struct {
  @Bool()
  external bool isAvailable;
  @Bool()
  external bool isPlaybackRequested;
  @Bool()
  external bool isShowingContent;
  @Int64()
  external int presentedDisplay;
  @Int32()
  external int lastPlaybackEnd;
}

final DynamicLibrary _process = DynamicLibrary.process();

/// AirKitStop: a command.
final int Function() airKitStop = _process.lookupFunction<Int32 Function(), int Function()>('AirKitStop');

/// AirKitSetReconnectPolicy: a command (1 resume, 2 stop, 3 stop with its display).
final int Function(int) airKitSetReconnectPolicy =
    _process.lookupFunction<Int32 Function(Int32), int Function(int)>('AirKitSetReconnectPolicy');

/// AirKitGetStatus: a query, refused off the main thread.
final int Function(Pointer<AirKitStatusStruct>) airKitGetStatus = _process
    .lookupFunction<Int32 Function(Pointer<AirKitStatusStruct>), int Function(Pointer<AirKitStatusStruct>)>(
        'AirKitGetStatus');

/// The state through FFI, or null when AirKit refused to read it on this thread.
AirKitState? readStatusThroughFfi() {
  final status = calloc<AirKitStatusStruct>();
  try {
    if (airKitGetStatus(status) != AirKitResult.ok) return null;
    return AirKitState(
      isAvailable: status.ref.isAvailable,
      isPlaybackRequested: status.ref.isPlaybackRequested,
      isShowingContent: status.ref.isShowingContent,
      lastPlaybackEnd: status.ref.lastPlaybackEnd,
    );
  } finally {
    calloc.free(status);
  }
}
