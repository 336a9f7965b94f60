// The Dart side of airkit_flutter: a method channel to the plugin's Swift half (which runs on the
// platform thread, iOS's main thread), availability as a stream, and the FFI path for what can go
// straight to AirKitC.h.
import 'package:flutter/services.dart';

import 'src/airkit_ffi.dart';

export 'src/airkit_ffi.dart' show AirKitResult;

/// What AirKit publishes now (AirKitStatus in AirKitC.h).
class AirKitState {
  const AirKitState({
    required this.isAvailable,
    required this.isPlaybackRequested,
    required this.isShowingContent,
    required this.lastPlaybackEnd,
  });

  final bool isAvailable;
  final bool isPlaybackRequested;
  final bool isShowingContent;

  /// The AirKitPlaybackEndReason of the last request that ended; 0 when none has.
  final int lastPlaybackEnd;
}

class AirKit {
  static const MethodChannel _channel = MethodChannel('airkit_flutter');
  static const EventChannel _availability = EventChannel('airkit_flutter/availability');

  /// Makes the app's root view controller AirKit's source (required with the iOS 27 SDK for a display
  /// to become available). Call once the first frame is up.
  static Future<void> start() => _channel.invokeMethod<void>('start');

  /// The availability now, then each change.
  static Stream<bool> get availability => _availability.receiveBroadcastStream().cast<bool>();

  /// Runs [entrypoint], a top-level function of the app's main.dart marked
  /// `@pragma('vm:entry-point')`, in a second engine whose view is shown on the external display.
  /// Returns the AirKitResult (0: done).
  static Future<int> show(String entrypoint) async =>
      await _channel.invokeMethod<int>('show', entrypoint) ?? AirKitResult.invalidArgument;

  /// Ends what [show] started, straight through FFI: a command, done at once on the main thread and
  /// queued from Flutter's UI thread before 3.29. Returns AirKitResult.ok or AirKitResult.queued.
  static int stop() => airKitStop();

  /// Reads the state through FFI when Dart runs on the main thread (Flutter 3.29 and later); where
  /// AirKit refuses the query because Dart runs on Flutter's UI thread (before 3.29), asks the plugin's
  /// Swift half, which runs on the main thread.
  static Future<AirKitState> state() async {
    final read = readStatusThroughFfi();
    if (read != null) return read;
    final map = await _channel.invokeMapMethod<String, Object?>('state') ?? const {};
    return AirKitState(
      isAvailable: map['isAvailable'] == true,
      isPlaybackRequested: map['isPlaybackRequested'] == true,
      isShowingContent: map['isShowingContent'] == true,
      lastPlaybackEnd: (map['lastPlaybackEnd'] as int?) ?? 0,
    );
  }
}
