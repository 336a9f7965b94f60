// AirKit's C interface: show an app's own content on an external display (AirPlay or cable) from
// Objective-C, C, C# (Unity's DllImport("__Internal")), Dart FFI or any language that calls C.
//
// Every function but the AirKitRemove…Observer functions must be called on the main thread. Called on
// another thread, a function does nothing and returns false (or NULL); AirKit logs an error. All of them
// act on the app's shared AirKit model (Air.shared in Swift), so Swift and C callers see the same state.
//
// A view controller or view is passed as a pointer to the Objective-C object. Objective-C passes the
// object itself; C# passes an IntPtr and Dart a Pointer<Void> obtained from the platform's native half.
// AirKit retains what it keeps (see AirKitPlayViewController); the caller keeps its own references.
//
// See Documentation/CrossLanguage.md in the AirKit repository.
#ifndef AIRKIT_C_H
#define AIRKIT_C_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__OBJC__)
@class UIViewController;
@class UIView;
/// A UIViewController.
typedef UIViewController *AirKitViewControllerRef;
/// A UIView.
typedef UIView *AirKitViewRef;
#else
/// A pointer to a UIViewController.
typedef void *AirKitViewControllerRef;
/// A pointer to a UIView.
typedef void *AirKitViewRef;
#endif

/// An observer, returned by an AirKitAdd…Observer function and removed with the matching
/// AirKitRemove…Observer. It is a checked handle, not an address: removing it twice, or after the
/// observer was removed, does nothing and returns false.
typedef struct AirKitObserver *AirKitObserverRef;

/// Called on the main thread with the new availability and the context given when observing.
typedef void (*AirKitAvailabilityCallback)(bool isAvailable, void *context);

/// Called on the main thread with whether content is shown on an external display now, and the context
/// given when observing.
typedef void (*AirKitShowingCallback)(bool isShowing, void *context);

/// Why a playback request ended (PlaybackEnd.Reason in Swift). A 32-bit integer, so that C#, Dart FFI
/// and other callers pass it as one; a value is never reused, and reasons may be added: treat a value
/// you do not know as "ended".
typedef int32_t AirKitPlaybackEndReason;
enum {
    /// AirKitStop, Air.stop(), or a SwiftUI presenter's binding set back.
    AirKitPlaybackEndStopped = 1,
    /// The SwiftUI view presenting it left the interface.
    AirKitPlaybackEndPresenterLeft = 2,
    /// A later request took its place.
    AirKitPlaybackEndReplaced = 3,
    /// Its display was unplugged and the reconnect policy ended the request.
    AirKitPlaybackEndDisplayUnplugged = 4,
    /// Stage Manager extends the only display and the Stage Manager policy stops playback.
    AirKitPlaybackEndDisplayExtended = 5,
    /// AirKit found its own state inconsistent and reset it (a bug in AirKit, logged as a fault).
    AirKitPlaybackEndRecovered = 6,
};

/// Called on the main thread with why a request ended, and the context given when observing.
typedef void (*AirKitPlaybackEndCallback)(AirKitPlaybackEndReason reason, void *context);

/// Whether an external display can show content now (Air.shared.connection.isAvailable).
bool AirKitIsAvailable(void);

/// Whether the app has asked for external playback without stopping it since.
bool AirKitIsPlaybackRequested(void);

/// Whether content is shown on an external display now (Air.shared.connection.isViewAdded).
bool AirKitIsShowingContent(void);

/// Shows viewController on the external display, now or as soon as one is available, replacing what
/// was requested before. AirKit retains it until the request ends (AirKitStop, another play), and
/// takes it out of its window before the window goes. Returns false if viewController is NULL.
bool AirKitPlayViewController(AirKitViewControllerRef viewController);

/// Shows view on the external display, filling it, as AirKitPlayViewController shows a controller.
bool AirKitPlayView(AirKitViewRef view);

/// Removes the external content; the display mirrors again.
bool AirKitStop(void);

/// Makes viewController the interface the external display supplements (required on iOS 27 and later
/// for the display to be available). Adding the same controller twice does nothing. The source lasts
/// until AirKitRemoveSource or until viewController is released.
bool AirKitAddSource(AirKitViewControllerRef viewController);

/// Ends the source AirKitAddSource made on viewController.
bool AirKitRemoveSource(AirKitViewControllerRef viewController);

/// Calls callback with the current availability now, then on the main thread each time it changes,
/// until AirKitRemoveAvailabilityObserver. Returns NULL if callback is NULL.
AirKitObserverRef AirKitAddAvailabilityObserver(AirKitAvailabilityCallback callback, void *context);

/// Stops an observer: once this returns, its callback is not running and is never called again, so the
/// caller may free the context. Callable from any thread (from -dealloc, say): off the main thread it
/// waits while the observer's callback runs. Returns true when it removed the observer, false when there
/// was none to remove (NULL, already removed, or never returned by AirKitAddAvailabilityObserver).
bool AirKitRemoveAvailabilityObserver(AirKitObserverRef observer);

/// Calls callback with whether content is shown now (AirKitIsShowingContent), then on the main thread
/// each time that changes, until AirKitRemoveShowingObserver. Returns NULL if callback is NULL.
AirKitObserverRef AirKitAddShowingObserver(AirKitShowingCallback callback, void *context);

/// Stops an observer from AirKitAddShowingObserver, as AirKitRemoveAvailabilityObserver stops its own:
/// from any thread; once it returns, the callback is not running and is never called again. Returns
/// whether it removed the observer.
bool AirKitRemoveShowingObserver(AirKitObserverRef observer);

/// Calls callback on the main thread each time a request ends, once per request, with the reason, until
/// AirKitRemovePlaybackEndObserver. A request that ended before this call is not reported. Returns NULL
/// if callback is NULL.
AirKitObserverRef AirKitAddPlaybackEndObserver(AirKitPlaybackEndCallback callback, void *context);

/// Stops an observer from AirKitAddPlaybackEndObserver, as AirKitRemoveAvailabilityObserver stops its
/// own: from any thread; once it returns, the callback is not running and is never called again.
/// Returns whether it removed the observer.
bool AirKitRemovePlaybackEndObserver(AirKitObserverRef observer);

// When one change concerns several observers, they are called in an order that never describes a state
// that was not: content no longer shown, then the end, then availability, then content shown. Inside a
// callback, AirKitIsAvailable and AirKitIsShowingContent return the values just reported.

#ifdef __cplusplus
}
#endif

#endif
