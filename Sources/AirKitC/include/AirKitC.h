// AirKit's C interface: show an app's own content on an external display (AirPlay or cable) from
// Objective-C, C, C# (Unity's DllImport("__Internal")), Dart FFI or any language that calls C.
//
// Every function but AirKitRemoveAvailabilityObserver must be called on the main thread. Called on
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

/// An availability observer, returned by AirKitAddAvailabilityObserver. It is a checked handle, not an
/// address: removing it twice, or after the observer was removed, does nothing and returns false.
typedef struct AirKitObserver *AirKitObserverRef;

/// Called on the main thread with the new availability and the context given when observing.
typedef void (*AirKitAvailabilityCallback)(bool isAvailable, void *context);

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

#ifdef __cplusplus
}
#endif

#endif
