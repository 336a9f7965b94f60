// What an Objective-C app or a plugin's native half does with AirKitC.h, written in C so that it runs
// on Linux: each function is one step of Examples/ObjCPlayer or of a recipe in Documentation/.
#ifndef AIRKIT_C_CALLERS_H
#define AIRKIT_C_CALLERS_H

#include <stdbool.h>
#include <AirKitC/AirKitC.h>
#include "AirKitCRecipeCalls.h"

AIRKIT_ASSUME_NONNULL_BEGIN

/// What an availability callback saw: how often it was called and with which values, in order.
typedef struct {
    int calls;
    bool values[32];
} AirKitCCallersAvailabilityLog;

/// What a screen following AirKit's state saw, in order, across its three observers.
typedef struct {
    int calls;
    /// Which observer was called: 'a' availability, 's' showing, 'e' end.
    char kinds[32];
    /// What it was told: 0 or 1 for availability and showing, the AirKitPlaybackEndReason for an end.
    int32_t values[32];
} AirKitCCallersStateLog;

/// A screen's three observers.
typedef struct {
    AirKitObserverRef _Nullable availability;
    AirKitObserverRef _Nullable showing;
    AirKitObserverRef _Nullable end;
} AirKitCCallersObservers;

/// A player screen's viewDidLoad: follows availability, whether content is shown, and the ends of
/// requests, into one log.
AirKitCCallersObservers AirKitCCallersFollowState(AirKitCCallersStateLog *log);

/// The player screen's -dealloc: removes its three observers; returns what was removed, packed as bits
/// (1: availability, 2: showing, 4: end).
int AirKitCCallersStopFollowing(AirKitCCallersObservers observers);

/// The root controller's viewDidLoad: makes it a source and starts observing availability into log.
AirKitObserverRef _Nullable AirKitCCallersRootDidLoad(AirKitViewControllerRef root, AirKitCCallersAvailabilityLog *log);

/// The Show button: plays the controller if a display is available; AirKitResultNotFound when none is.
AirKitResult AirKitCCallersShowIfAvailable(AirKitViewControllerRef content);

/// The Stop button.
AirKitResult AirKitCCallersStop(void);

/// The root controller going away: stops observing and ends the source.
void AirKitCCallersRootWillGo(AirKitViewControllerRef root, AirKitObserverRef _Nullable observer);

/// What every function returns when handed NULL, packed as bits: 0 means all refused (with
/// AirKitResultInvalidArgument or AirKitResultNotFound, false or NULL).
int AirKitCCallersNullArgumentsAccepted(void);

/// An Objective-C object's -dealloc that stops its observer, run twice by mistake (a subclass and its
/// superclass both removing it): the results of the two removals, packed as bits (1: the first removed
/// it, 2: the second did too).
int AirKitCCallersRemoveTwice(AirKitObserverRef _Nullable observer);

/// What a plugin's "show" method plays, from C.
typedef enum {
    AirKitCCallersContentViewController,
    AirKitCCallersContentView,
    AirKitCCallersContentPlayer,
    AirKitCCallersContentSurface,
} AirKitCCallersContent;

/// A plugin's "show on this display" method: the objects it was handed and the settings it applies.
typedef struct {
    AirKitViewControllerRef _Nullable source;
    AirKitCCallersContent kind;
    /// The object to play for the kind (a controller, view or player); unused for a surface.
    void *_Nullable object;
    AirKitSurfaceRef _Nullable surface;
    /// The display to play on (AirKitDisplayInfo.identifier); 0: none chosen.
    int64_t displayIdentifier;
    AirKitReconnectPolicy reconnectPolicy;
    AirKitStageManagerPolicy stageManagerPolicy;
    AirKitDisplayPolicy displayPolicy;
} AirKitCCallersShowPlan;

/// Every command's result, in the order called.
typedef struct {
    AirKitResult addSource;
    AirKitResult setReconnectPolicy;
    AirKitResult setStageManagerPolicy;
    AirKitResult setDisplayPolicy;
    AirKitResult play;
} AirKitCCallersShowResults;

/// The plugin's "show" method: adds the source, sets the three policies, plays the content on the
/// display the plan names. Callable from any thread, as a Capacitor or Flutter plugin method is.
AirKitCCallersShowResults AirKitCCallersShow(const AirKitCCallersShowPlan *plan);

/// What a plugin's "state" method reads: every query's result and what it read.
typedef struct {
    AirKitResult status;
    AirKitStatus statusValue;
    AirKitResult displays;
    int32_t displayCount;
    AirKitDisplayInfo displayValues[4];
    AirKitResult reconnectPolicy;
    AirKitReconnectPolicy reconnectPolicyValue;
    AirKitResult stageManagerPolicy;
    AirKitStageManagerPolicy stageManagerPolicyValue;
    AirKitResult displayPolicy;
    AirKitDisplayPolicy displayPolicyValue;
    AirKitResult surfaceMetrics;
    AirKitSurfaceMetrics surfaceMetricsValue;
    AirKitResult surfaceLayer;
    bool hasSurfaceLayer;
    /// The first functions' answers, which cannot say "refused".
    bool isAvailable;
    bool isShowingContent;
    bool isPlaybackRequested;
} AirKitCCallersReading;

/// Marks every field of a reading as not read: results -1, values 0x7F bytes.
void AirKitCCallersResetReading(AirKitCCallersReading *reading);

/// The plugin's "state" method: calls every query, surface's too when surface is not NULL. Callable from
/// any thread.
void AirKitCCallersRead(AirKitSurfaceRef _Nullable surface, AirKitCCallersReading *reading);

/// The identifier of the display at index in AirKitCopyDisplays' list, or 0 when there is none there.
int64_t AirKitCCallersDisplayIdentifier(int32_t index);

/// What a renderer saw of a surface's frames.
typedef struct {
    int frames;
    int64_t lastIndex;
    double lastDuration;
    /// Drawables taken from AirKitCopySurfaceNextDrawable and released by the caller.
    int drawables;
} AirKitCCallersFrameLog;

/// A renderer starting: counts the surface's frames into log. Callable from any thread.
AirKitResult AirKitCCallersRender(AirKitSurfaceRef _Nullable surface, AirKitCCallersFrameLog *log);

/// A renderer stopping: no more frames. Callable from any thread.
AirKitResult AirKitCCallersStopRendering(AirKitSurfaceRef _Nullable surface);

/// Makes a surface: its result, and the handle in *surface.
AirKitResult AirKitCCallersMakeSurface(AirKitSurfaceRef _Nullable *_Nonnull surface);

/// Releases the surface twice, as a plugin's dispose might by mistake: packed as bits (1: the first
/// released it, 2: the second did too).
int AirKitCCallersReleaseSurfaceTwice(AirKitSurfaceRef _Nullable surface);

/// Takes the surface's next drawable and gives it back (the caller releases what a Copy function
/// returns): whether there was one, or the result when the call did not succeed (as a negative number).
int AirKitCCallersTakeDrawable(AirKitSurfaceRef _Nullable surface, void (*release)(void *drawable));

/// The first functions called off the main thread, which cannot say "refused": packed as bits of what
/// they answered anything but false or NULL (0: all refused).
int AirKitCCallersFirstFunctionsAnswered(void);

/// The plugin's "stop" method: stops and ends the source.
AirKitResult AirKitCCallersStopAndLeave(AirKitViewControllerRef _Nullable source);

/// The player screen's viewDidLoad in the form an Objective-C caller expects: its three observers as
/// blocks (AirKitAdd…ObserverBlock), into the same log.
AirKitCCallersObservers AirKitCCallersFollowStateWithBlocks(AirKitCCallersStateLog *log);

/// A renderer starting with a block (AirKitSetSurfaceFrameBlock) that counts into log.
AirKitResult AirKitCCallersRenderWithBlock(AirKitSurfaceRef _Nullable surface, AirKitCCallersFrameLog *log);

AIRKIT_ASSUME_NONNULL_END

#endif
