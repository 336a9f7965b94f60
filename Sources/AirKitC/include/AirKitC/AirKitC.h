// AirKit's C interface: show an app's own content on an external display (AirPlay or cable) from
// Objective-C, C, C# (Unity's DllImport("__Internal")), Dart FFI or any language that calls C.
//
// Threads. AirKit runs on the main thread; each function says what it does elsewhere:
// - A command (play, stop, a source, a policy) called on another thread is queued to the main queue
//   and returns AirKitResultQueued: it takes effect when the main queue runs it, in the order queued.
//   What it could check at once (NULL, a value out of range) is refused at once.
// - A query that fills a value (AirKitGetStatus, AirKitCopyDisplays, …) cannot wait for the main
//   thread without risking a deadlock, so on another thread it returns AirKitResultRefusedOffMainThread
//   and fills nothing.
// - The observer and surface-handle removals, AirKitSetSurfaceFrameCallback and the context releases
//   act at once from any thread.
// - The first functions (AirKitIsAvailable, AirKitIsPlaybackRequested, AirKitIsShowingContent and the
//   AirKitAdd…Observer functions) return a bool or a handle, so they cannot say "refused": on another
//   thread they return false or NULL and log an error. Call them on the main thread (in a callback, or a
//   plugin's set-up), or use AirKitGetStatus.
// All of them act on the app's shared AirKit model (Air.shared in Swift), so Swift and C callers see the
// same state.
//
// A view controller, view or player is passed as a pointer to the Objective-C object. Objective-C passes
// the object itself; C# passes an IntPtr and Dart a Pointer<Void> obtained from the platform's native half.
// AirKit retains what it keeps (see AirKitPlayViewController); the caller keeps its own references.
//
// See Documentation/CrossLanguage.md in the AirKit repository.
#ifndef AIRKIT_C_H
#define AIRKIT_C_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// Blocks (see "Blocks" below) copy and release through the blocks runtime: Block.h where the compiler
// finds it (Apple's SDKs), its two functions declared otherwise (libBlocksRuntime elsewhere). Under ARC a
// block crosses to void * and back with a __bridge cast.
#if defined(__BLOCKS__)
#if defined(__has_include)
#if __has_include(<Block.h>)
#include <Block.h>
#define AIRKIT_HAS_BLOCK_H 1
#endif
#endif
#if !defined(AIRKIT_HAS_BLOCK_H)
#ifdef __cplusplus
extern "C" {
#endif
void *_Nullable _Block_copy(const void *_Nullable block);
void _Block_release(const void *_Nullable block);
#ifdef __cplusplus
}
#endif
#endif
#if defined(__OBJC__) && defined(__has_feature)
#if __has_feature(objc_arc)
#define AIRKIT_BRIDGE_ __bridge
#endif
#endif
#ifndef AIRKIT_BRIDGE_
#define AIRKIT_BRIDGE_
#endif
#endif

// Nullability and Swift names are clang's; another compiler sees none of them.
#if defined(__clang__)
#define AIRKIT_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define AIRKIT_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#else
#define AIRKIT_ASSUME_NONNULL_BEGIN
#define AIRKIT_ASSUME_NONNULL_END
#define _Nullable
#define _Nonnull
#endif
#if defined(__has_attribute)
#if __has_attribute(swift_name)
/// NS_SWIFT_NAME without Foundation: the name Swift imports a declaration under.
#define AIRKIT_SWIFT_NAME(name) __attribute__((swift_name(#name)))
#endif
#endif
#ifndef AIRKIT_SWIFT_NAME
#define AIRKIT_SWIFT_NAME(name)
#endif
// NS_ENUM without Foundation: a 32-bit enumeration, which Swift imports as an enum that may grow. Without
// clang it is a plain enum, an int: 32 bits on every platform AirKit runs on.
#if defined(__clang__)
#define AIRKIT_ENUM(name) enum __attribute__((enum_extensibility(open))) name : int32_t
#else
#define AIRKIT_ENUM(name) enum name
#endif

#ifdef __cplusplus
extern "C" {
#endif

AIRKIT_ASSUME_NONNULL_BEGIN

#if defined(__OBJC__)
@class UIViewController;
@class UIView;
@class AVPlayer;
@class CALayer;
@protocol CAMetalDrawable;
/// A UIViewController.
typedef UIViewController *AirKitViewControllerRef;
/// A UIView.
typedef UIView *AirKitViewRef;
/// An AVPlayer.
typedef AVPlayer *AirKitPlayerRef;
/// A CALayer: a surface's, a CAMetalLayer unless the surface was made otherwise.
typedef CALayer *AirKitLayerRef;
/// A retained CAMetalDrawable, handed over as a plain pointer: an `id<CAMetalDrawable> *` out-parameter
/// would be taken as autoreleased under ARC and leak one drawable per frame. Take it with
/// `(__bridge_transfer id<CAMetalDrawable>)` under ARC, or release it with CFRelease.
typedef void *AirKitDrawableRef;
#else
/// A pointer to a UIViewController.
typedef void *AirKitViewControllerRef;
/// A pointer to a UIView.
typedef void *AirKitViewRef;
/// A pointer to an AVPlayer.
typedef void *AirKitPlayerRef;
/// A pointer to a CALayer.
typedef void *AirKitLayerRef;
/// A pointer to a CAMetalDrawable.
typedef void *AirKitDrawableRef;
#endif

/// What a function that returns AirKitResult did. A 32-bit integer; values are never reused, and results
/// may be added: treat one you do not know as "not done".
typedef AIRKIT_ENUM(AirKitResult) {
    /// Done, on the main thread, before the function returned.
    AirKitResultOK = 0,
    /// Called off the main thread: queued to the main queue, where it takes effect; not done yet.
    AirKitResultQueued = 1,
    /// A query called off the main thread: nothing was read or filled. Call it on the main thread.
    AirKitResultRefusedOffMainThread = 2,
    /// NULL where an object or a pointer is needed, an object of the wrong class, or a value out of range.
    AirKitResultInvalidArgument = 3,
    /// The display or surface named is not there (unplugged, released, or never given).
    AirKitResultNotFound = 4,
} AirKitResult;

/// An observer, returned by an AirKitAdd…Observer function and removed with the matching
/// AirKitRemove…Observer. It is a checked handle, not an address: removing it twice, or after the
/// observer was removed, does nothing and returns false.
typedef struct AirKitObserver *AirKitObserverRef;

/// Called on the main thread with the new availability and the context given when observing.
typedef void (*AirKitAvailabilityCallback)(bool isAvailable, void *_Nullable context);

/// Called on the main thread with whether content is shown on an external display now, and the context
/// given when observing.
typedef void (*AirKitShowingCallback)(bool isShowing, void *_Nullable context);

/// Why a playback request ended (PlaybackEnd.Reason in Swift). A 32-bit integer, so that C#, Dart FFI
/// and other callers pass it as one; a value is never reused, and reasons may be added: treat a value
/// you do not know as "ended".
typedef int32_t AirKitPlaybackEndReason;
enum {
    /// No request has ended (AirKitStatus.lastPlaybackEnd only).
    AirKitPlaybackEndNone = 0,
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
typedef void (*AirKitPlaybackEndCallback)(AirKitPlaybackEndReason reason, void *_Nullable context);

/// Whether an external display can show content now (Air.shared.connection.isAvailable). Main thread
/// only: elsewhere false, and an error is logged (AirKitGetStatus says it was refused).
bool AirKitIsAvailable(void);

/// Whether the app has asked for external playback without stopping it since. Main thread only.
bool AirKitIsPlaybackRequested(void);

/// Whether content is shown on an external display now (Air.shared.connection.isViewAdded). Main thread
/// only.
bool AirKitIsShowingContent(void);

/// Shows viewController on the external display, now or as soon as one is available, replacing what
/// was requested before (Air.play(.viewController(_:))). AirKit retains it until the request ends
/// (AirKitStop, another play), and takes it out of its window before the window goes. NULL or an object
/// that is not a view controller: AirKitResultInvalidArgument (off the main thread the class is checked
/// when the queued call runs, and a wrong one is logged). A command.
AirKitResult AirKitPlayViewController(AirKitViewControllerRef _Nullable viewController) AIRKIT_SWIFT_NAME(AirKitPlay(viewController:));

/// Shows view on the external display, filling it, as AirKitPlayViewController shows a controller.
AirKitResult AirKitPlayView(AirKitViewRef _Nullable view) AIRKIT_SWIFT_NAME(AirKitPlay(view:));

/// Removes the external content; the display mirrors again (Air.stop()). A command.
AirKitResult AirKitStop(void);

/// Makes viewController the interface the external display supplements (required on iOS 27 and later
/// for the display to be available; Air.addSource(_:)). Adding the same controller twice does nothing.
/// The source lasts until AirKitRemoveSource or until viewController is released. A command.
AirKitResult AirKitAddSource(AirKitViewControllerRef _Nullable viewController);

/// Ends the source AirKitAddSource made on viewController. A command.
AirKitResult AirKitRemoveSource(AirKitViewControllerRef _Nullable viewController);

/// Calls callback with the current availability now, then on the main thread each time it changes,
/// until AirKitRemoveAvailabilityObserver. Main thread only. Returns NULL if callback is NULL, or when
/// called off the main thread.
AirKitObserverRef _Nullable AirKitAddAvailabilityObserver(AirKitAvailabilityCallback _Nullable callback, void *_Nullable context) AIRKIT_SWIFT_NAME(AirKitAddAvailabilityObserver(_:context:));

/// Stops an observer: once this returns, its callback is not running and is never called again, so the
/// caller may free the context. Callable from any thread (from -dealloc, say): off the main thread it
/// waits while the observer's callback runs. Returns true when it removed the observer, false when there
/// was none to remove (NULL, already removed, or never returned by AirKitAddAvailabilityObserver).
bool AirKitRemoveAvailabilityObserver(AirKitObserverRef _Nullable observer);

/// Calls callback with whether content is shown now (AirKitIsShowingContent), then on the main thread
/// each time that changes, until AirKitRemoveShowingObserver. Main thread only. Returns NULL if callback
/// is NULL, or when called off the main thread.
AirKitObserverRef _Nullable AirKitAddShowingObserver(AirKitShowingCallback _Nullable callback, void *_Nullable context) AIRKIT_SWIFT_NAME(AirKitAddShowingObserver(_:context:));

/// Stops an observer from AirKitAddShowingObserver, as AirKitRemoveAvailabilityObserver stops its own:
/// from any thread; once it returns, the callback is not running and is never called again. Returns
/// whether it removed the observer.
bool AirKitRemoveShowingObserver(AirKitObserverRef _Nullable observer);

/// Calls callback on the main thread each time a request ends, once per request, with the reason, until
/// AirKitRemovePlaybackEndObserver. A request that ended before this call is not reported. Main thread
/// only. Returns NULL if callback is NULL, or when called off the main thread.
AirKitObserverRef _Nullable AirKitAddPlaybackEndObserver(AirKitPlaybackEndCallback _Nullable callback, void *_Nullable context) AIRKIT_SWIFT_NAME(AirKitAddPlaybackEndObserver(_:context:));

/// Stops an observer from AirKitAddPlaybackEndObserver, as AirKitRemoveAvailabilityObserver stops its
/// own: from any thread; once it returns, the callback is not running and is never called again.
/// Returns whether it removed the observer.
bool AirKitRemovePlaybackEndObserver(AirKitObserverRef _Nullable observer);

/// Releases a context AirKit no longer uses (a retained object, a block's copy, a GCHandle).
typedef void (*AirKitContextRelease)(void *_Nullable context);

/// Has AirKit call release once with the observer's context when the observer is removed, after its
/// callback has stopped for good, on the thread that removed it. From any thread. Returns false, and
/// will never call release, when observer names no observer (NULL, removed already, never added): the
/// caller still owns the context then. Call it again to replace release, or with NULL to forget it.
bool AirKitSetObserverContextRelease(AirKitObserverRef _Nullable observer, AirKitContextRelease _Nullable release) AIRKIT_SWIFT_NAME(AirKitSetObserverContextRelease(_:_:));

// When one change concerns several observers, they are called in an order that never describes a state
// that was not: content no longer shown, then the end, then availability, then content shown. Inside a
// callback, AirKitIsAvailable and AirKitIsShowingContent return the values just reported.

// MARK: State and displays

/// What AirKit's shared model publishes now.
typedef struct {
    /// Whether an external display can show content now (AirKitIsAvailable).
    bool isAvailable;
    /// Whether the app has asked for external playback without stopping it since.
    bool isPlaybackRequested;
    /// Whether content is shown on an external display now (AirKitIsShowingContent).
    bool isShowingContent;
    /// The identifier of the display showing the content (AirKitDisplayInfo.identifier); 0 when none does.
    int64_t presentedDisplay;
    /// Why the last request ended (Air.lastPlaybackEnd); AirKitPlaybackEndNone when none has.
    AirKitPlaybackEndReason lastPlaybackEnd;
} AirKitStatus;

/// Fills status with what AirKit publishes now. A query: on another thread,
/// AirKitResultRefusedOffMainThread and status is left as it was.
AirKitResult AirKitGetStatus(AirKitStatus *_Nullable status);

/// How a display is connected, as far as iOS tells (Air.Display.Kind).
typedef AIRKIT_ENUM(AirKitDisplayKind) {
    /// The audio route does not tell (several displays, an inactive audio session, …).
    AirKitDisplayKindUnknown = 0,
    /// An AirPlay receiver.
    AirKitDisplayKindAirPlay = 1,
    /// A cable: HDMI, USB-C or DisplayPort.
    AirKitDisplayKindCable = 2,
} AirKitDisplayKind;

/// An external display's facts (Air.Display), copied: nothing in it points into AirKit.
typedef struct {
    /// Names the display while it stays plugged in (Air.Display.id): pass it to the play functions.
    /// Never 0.
    int64_t identifier;
    /// The screen's bounds, in points.
    double width;
    double height;
    /// Pixels per point.
    double scale;
    /// The refresh rate the display runs at (UIScreen.maximumFramesPerSecond).
    int32_t framesPerSecond;
    AirKitDisplayKind kind;
    /// Whether content can be shown on it now (Air.Display.isPresentable): false while the app is in the
    /// background or the device is locked, while the display stays listed.
    bool isPresentable;
} AirKitDisplayInfo;

/// Copies the external displays, in AirKit's order (Air.shared.connection.displays), into displays, at
/// most capacity of them, and sets *count to how many there are, which may be more than capacity: call
/// with capacity 0 (displays may then be NULL) to learn the count. A query: on another thread,
/// AirKitResultRefusedOffMainThread. A negative capacity, a NULL count, or NULL displays with a
/// positive capacity: AirKitResultInvalidArgument.
AirKitResult AirKitCopyDisplays(AirKitDisplayInfo *_Nullable displays, int32_t capacity, int32_t *_Nullable count) AIRKIT_SWIFT_NAME(AirKitCopyDisplays(_:capacity:count:));

/// Shows viewController on the display with this identifier (Air.play(.viewController(_:), on:)), or,
/// with display 0, as AirKitPlayViewController does. A display that is not listed when the call runs:
/// AirKitResultNotFound, and nothing is played (queued off the main thread, that is logged). A command.
AirKitResult AirKitPlayViewControllerOnDisplay(AirKitViewControllerRef _Nullable viewController, int64_t display) AIRKIT_SWIFT_NAME(AirKitPlay(viewController:onDisplay:));

/// Shows view on the display with this identifier, as AirKitPlayViewControllerOnDisplay shows a
/// controller.
AirKitResult AirKitPlayViewOnDisplay(AirKitViewRef _Nullable view, int64_t display) AIRKIT_SWIFT_NAME(AirKitPlay(view:onDisplay:));

/// Shows player's video full screen on the display with this identifier, or the first one with 0
/// (Air.play(.player(_:), on:)): AirKit keeps the player in its window, out of AirPlay's external
/// playback, until the request ends, then gives back its allowsExternalPlayback settings. Playback
/// itself (play, pause, the item) stays the caller's. A command, checked as AirKitPlayViewControllerOnDisplay.
AirKitResult AirKitPlayPlayer(AirKitPlayerRef _Nullable player, int64_t display) AIRKIT_SWIFT_NAME(AirKitPlay(player:onDisplay:));

// MARK: Policies

/// What happens to a request when its display is unplugged (ReconnectPolicy).
typedef AIRKIT_ENUM(AirKitReconnectPolicy) {
    /// Keep the request: the content comes back on the next display (the default).
    AirKitReconnectPolicyResume = 1,
    /// End the request when no other display can show it (AirKitPlaybackEndDisplayUnplugged).
    AirKitReconnectPolicyStop = 2,
    /// End the request when the display it was shown on is unplugged, even if another could show it.
    AirKitReconnectPolicyStopWithItsDisplay = 3,
} AirKitReconnectPolicy;

/// What a request does while Stage Manager extends the app onto the only display (StageManagerPolicy).
typedef AIRKIT_ENUM(AirKitStageManagerPolicy) {
    /// Keep the request waiting for a display that is not extended (the default).
    AirKitStageManagerPolicyLeaveExtendedDisplaysAlone = 1,
    /// End a request that can only wait (AirKitPlaybackEndDisplayExtended).
    AirKitStageManagerPolicyStopPlayback = 2,
} AirKitStageManagerPolicy;

/// Which mode AirKit asks each display for (DisplayPolicy.Mode).
typedef AIRKIT_ENUM(AirKitDisplayMode) {
    /// The display's own mode: AirKit sets none (the default).
    AirKitDisplayModeSystem = 1,
    /// The mode with the most pixels.
    AirKitDisplayModeHighestResolution = 2,
    /// The mode with the most pixels that refreshes at least framesPerSecond times a second.
    AirKitDisplayModeFrameRate = 3,
    /// The mode whose size in pixels is nearest to width × height.
    AirKitDisplayModeClosestToSize = 4,
    /// The mode with the most pixels within width × height.
    AirKitDisplayModeResolutionAtMost = 5,
} AirKitDisplayMode;

/// What AirKit does about a display that overscans (DisplayPolicy.Overscan).
typedef AIRKIT_ENUM(AirKitOverscan) {
    /// UIKit's compensation, put back if AirKit changed it (the default).
    AirKitOverscanSystem = 1,
    /// Scale the picture down to fit.
    AirKitOverscanScale = 2,
    /// Shrink the screen's bounds by the overscan.
    AirKitOverscanInsetBounds = 3,
    /// No compensation: the content fills the signal.
    AirKitOverscanNone = 4,
} AirKitOverscan;

/// The display policy (Air.displayPolicy): a mode, the numbers it takes, and the overscan.
typedef struct {
    AirKitDisplayMode mode;
    /// For AirKitDisplayModeFrameRate: more than 0. Ignored otherwise, and 0 when AirKit fills it.
    int32_t framesPerSecond;
    /// For AirKitDisplayModeClosestToSize and AirKitDisplayModeResolutionAtMost: pixels, more than 0.
    /// Ignored otherwise, and 0 when AirKit fills it.
    double width;
    double height;
    AirKitOverscan overscan;
} AirKitDisplayPolicy;

/// Fills policy with Air.reconnectPolicy. A query.
AirKitResult AirKitGetReconnectPolicy(AirKitReconnectPolicy *_Nullable policy);

/// Sets Air.reconnectPolicy. A value not listed above: AirKitResultInvalidArgument. A command.
AirKitResult AirKitSetReconnectPolicy(AirKitReconnectPolicy policy);

/// Fills policy with Air.stageManagerPolicy. A query.
AirKitResult AirKitGetStageManagerPolicy(AirKitStageManagerPolicy *_Nullable policy);

/// Sets Air.stageManagerPolicy. A value not listed above: AirKitResultInvalidArgument. A command.
AirKitResult AirKitSetStageManagerPolicy(AirKitStageManagerPolicy policy);

/// Fills policy with Air.displayPolicy. A query.
AirKitResult AirKitGetDisplayPolicy(AirKitDisplayPolicy *_Nullable policy);

/// Sets Air.displayPolicy from policy, which is read before this returns. A mode or overscan not
/// listed above, or a number the mode needs that is not more than 0: AirKitResultInvalidArgument. A
/// command.
AirKitResult AirKitSetDisplayPolicy(const AirKitDisplayPolicy *_Nullable policy);

// MARK: Surfaces

/// A surface for content the caller renders itself (AirSurface in Swift): a CAMetalLayer at the
/// display's native size with that display's frames. A checked handle, not an address: a released or
/// never-made handle is AirKitResultNotFound everywhere.
typedef struct AirKitSurface *AirKitSurfaceRef;

/// The size and rate of the display a surface is on (AirSurface.Metrics).
typedef struct {
    /// Whether the surface is on a display now; the numbers are 0 when it is not.
    bool isOnDisplay;
    /// The surface's size in points.
    double pointWidth;
    double pointHeight;
    /// The screen's native scale, the layer's contentsScale.
    double scale;
    /// The size in pixels: the CAMetalLayer's drawableSize.
    double pixelWidth;
    double pixelHeight;
    /// The display's refresh rate.
    int32_t framesPerSecond;
} AirKitSurfaceMetrics;

/// One frame of the external display's display link (AirSurface.Frame).
typedef struct {
    /// When the frame began (CADisplayLink.timestamp), in seconds.
    double timestamp;
    /// When the frame rendered now is displayed: the time to render for.
    double targetTimestamp;
    /// The length of one frame at the display's rate.
    double duration;
    /// Counts the frames since the surface reached its current display, from 1.
    int64_t index;
} AirKitSurfaceFrame;

/// Called on the main thread once per frame of the external display while the surface is on it.
typedef void (*AirKitSurfaceFrameCallback)(AirKitSurfaceFrame frame, void *_Nullable context);

/// Makes a surface whose layer is a new CAMetalLayer and sets *surface to its handle, which lasts until
/// AirKitReleaseSurface. Main thread only: elsewhere AirKitResultRefusedOffMainThread.
AirKitResult AirKitCreateSurface(AirKitSurfaceRef _Nullable *_Nullable surface);

/// Gives up the handle, from any thread: returns AirKitResultOK when it released it, AirKitResultNotFound
/// when there was none (NULL, released already, never made). Once it returns, the frame callback is not
/// running and is never called again. A surface that is playing stays on the display until the request
/// ends (AirKitStop, another play): AirKit holds it until then.
AirKitResult AirKitReleaseSurface(AirKitSurfaceRef _Nullable surface);

/// Shows the surface on the display with this identifier, or the first one with 0
/// (Air.play(.surface(_:), on:)). A command, checked as AirKitPlayViewControllerOnDisplay.
AirKitResult AirKitPlaySurface(AirKitSurfaceRef _Nullable surface, int64_t display) AIRKIT_SWIFT_NAME(AirKitPlay(surface:onDisplay:));

/// Fills metrics with the surface's (AirSurface.metrics); isOnDisplay is false while it is on none. A
/// query.
AirKitResult AirKitGetSurfaceMetrics(AirKitSurfaceRef _Nullable surface, AirKitSurfaceMetrics *_Nullable metrics) AIRKIT_SWIFT_NAME(AirKitGetSurfaceMetrics(_:_:));

/// Calls callback once per frame of the surface's display, with context, instead of the callback set
/// before; NULL stops the calls. From any thread: once it returns, the callback it replaced is not
/// running and is never called again (off the main thread it waits while that callback runs).
AirKitResult AirKitSetSurfaceFrameCallback(AirKitSurfaceRef _Nullable surface, AirKitSurfaceFrameCallback _Nullable callback, void *_Nullable context) AIRKIT_SWIFT_NAME(AirKitSetSurfaceFrameCallback(_:_:context:));

/// AirKitSetSurfaceFrameCallback, and release is called once with context when this callback is
/// replaced or the surface released, after it has stopped for good, on that call's thread. From any
/// thread. AirKitResultNotFound when surface names none: release is never called, the caller still owns
/// the context.
AirKitResult AirKitSetSurfaceFrameCallbackReleasing(AirKitSurfaceRef _Nullable surface, AirKitSurfaceFrameCallback _Nullable callback, void *_Nullable context, AirKitContextRelease _Nullable release) AIRKIT_SWIFT_NAME(AirKitSetSurfaceFrameCallback(_:_:context:release:));

/// Sets *layer to the surface's layer, to configure (a CAMetalLayer's device, pixel format). Not
/// retained: it lives as long as the surface. A query.
AirKitResult AirKitGetSurfaceLayer(AirKitSurfaceRef _Nullable surface, AirKitLayerRef _Nullable *_Nullable layer) AIRKIT_SWIFT_NAME(AirKitGetSurfaceLayer(_:_:));

/// Sets *drawable to the layer's next drawable, retained (take it under ARC with
/// `(__bridge_transfer id<CAMetalDrawable>)*drawable`, or release it with CFRelease), or to NULL while the surface is on no display or the layer has none
/// (AirSurface.nextDrawable()). Render through this rather than the layer's own nextDrawable: AirKit
/// keeps the layer on screen until every drawable it handed out is presented or released. A query.
AirKitResult AirKitCopySurfaceNextDrawable(AirKitSurfaceRef _Nullable surface, AirKitDrawableRef _Nullable *_Nullable drawable) AIRKIT_SWIFT_NAME(AirKitCopySurfaceNextDrawable(_:_:));

// MARK: Blocks

// Where the compiler has blocks (clang with -fblocks: every Apple platform by default), each callback has
// a block form, a static inline function over the function-pointer one: it copies the block
// (_Block_copy), passes the copy as the context, and has AirKit release it (_Block_release) when the
// observer is removed, the frame block replaced or the surface released. The rules are the callbacks':
// called on the main thread, removable from any thread, never called once the removal returned.
#if defined(__BLOCKS__)
/// Called on the main thread with the new availability.
typedef void (^AirKitAvailabilityBlock)(bool isAvailable);
/// Called on the main thread with whether content is shown on an external display now.
typedef void (^AirKitShowingBlock)(bool isShowing);
/// Called on the main thread with why a request ended.
typedef void (^AirKitPlaybackEndBlock)(AirKitPlaybackEndReason reason);
/// Called on the main thread once per frame of the surface's display.
typedef void (^AirKitSurfaceFrameBlock)(AirKitSurfaceFrame frame);

static inline void AirKitReleaseBlock_(void *_Nullable copy) {
    if (copy) _Block_release(copy);
}
static inline void AirKitAvailabilityBlockCall_(bool isAvailable, void *_Nullable copy) {
    ((AIRKIT_BRIDGE_ AirKitAvailabilityBlock)copy)(isAvailable);
}
static inline void AirKitShowingBlockCall_(bool isShowing, void *_Nullable copy) {
    ((AIRKIT_BRIDGE_ AirKitShowingBlock)copy)(isShowing);
}
static inline void AirKitPlaybackEndBlockCall_(AirKitPlaybackEndReason reason, void *_Nullable copy) {
    ((AIRKIT_BRIDGE_ AirKitPlaybackEndBlock)copy)(reason);
}
static inline void AirKitSurfaceFrameBlockCall_(AirKitSurfaceFrame frame, void *_Nullable copy) {
    ((AIRKIT_BRIDGE_ AirKitSurfaceFrameBlock)copy)(frame);
}

/// AirKitAddAvailabilityObserver with a block; removed with AirKitRemoveAvailabilityObserver, which
/// releases the block.
static inline AirKitObserverRef _Nullable AirKitAddAvailabilityObserverBlock(AirKitAvailabilityBlock _Nullable block) AIRKIT_SWIFT_NAME(AirKitAddAvailabilityObserver(_:)) {
    if (!block) return NULL;
    void *copy = _Block_copy((AIRKIT_BRIDGE_ const void *)block);
    AirKitObserverRef observer = AirKitAddAvailabilityObserver(AirKitAvailabilityBlockCall_, copy);
    if (!observer || !AirKitSetObserverContextRelease(observer, AirKitReleaseBlock_)) AirKitReleaseBlock_(copy);
    return observer;
}

/// AirKitAddShowingObserver with a block; removed with AirKitRemoveShowingObserver, which releases it.
static inline AirKitObserverRef _Nullable AirKitAddShowingObserverBlock(AirKitShowingBlock _Nullable block) AIRKIT_SWIFT_NAME(AirKitAddShowingObserver(_:)) {
    if (!block) return NULL;
    void *copy = _Block_copy((AIRKIT_BRIDGE_ const void *)block);
    AirKitObserverRef observer = AirKitAddShowingObserver(AirKitShowingBlockCall_, copy);
    if (!observer || !AirKitSetObserverContextRelease(observer, AirKitReleaseBlock_)) AirKitReleaseBlock_(copy);
    return observer;
}

/// AirKitAddPlaybackEndObserver with a block; removed with AirKitRemovePlaybackEndObserver, which
/// releases it.
static inline AirKitObserverRef _Nullable AirKitAddPlaybackEndObserverBlock(AirKitPlaybackEndBlock _Nullable block) AIRKIT_SWIFT_NAME(AirKitAddPlaybackEndObserver(_:)) {
    if (!block) return NULL;
    void *copy = _Block_copy((AIRKIT_BRIDGE_ const void *)block);
    AirKitObserverRef observer = AirKitAddPlaybackEndObserver(AirKitPlaybackEndBlockCall_, copy);
    if (!observer || !AirKitSetObserverContextRelease(observer, AirKitReleaseBlock_)) AirKitReleaseBlock_(copy);
    return observer;
}

/// AirKitSetSurfaceFrameCallback with a block, released when replaced or when the surface is released;
/// NULL stops the calls.
static inline AirKitResult AirKitSetSurfaceFrameBlock(AirKitSurfaceRef _Nullable surface, AirKitSurfaceFrameBlock _Nullable block) AIRKIT_SWIFT_NAME(AirKitSetSurfaceFrameCallback(_:_:)) {
    if (!block) return AirKitSetSurfaceFrameCallback(surface, NULL, NULL);
    void *copy = _Block_copy((AIRKIT_BRIDGE_ const void *)block);
    AirKitResult result = AirKitSetSurfaceFrameCallbackReleasing(surface, AirKitSurfaceFrameBlockCall_, copy, AirKitReleaseBlock_);
    if (result != AirKitResultOK) AirKitReleaseBlock_(copy);
    return result;
}
#endif

AIRKIT_ASSUME_NONNULL_END

#ifdef __cplusplus
}
#endif

#endif
