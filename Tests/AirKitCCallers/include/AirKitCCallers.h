// What an Objective-C app or a plugin's native half does with AirKitC.h, written in C so that it runs
// on Linux: each function is one step of Examples/ObjCPlayer or of a recipe in Documentation/.
#ifndef AIRKIT_C_CALLERS_H
#define AIRKIT_C_CALLERS_H

#include <stdbool.h>
#include "AirKitC.h"

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
    AirKitObserverRef availability;
    AirKitObserverRef showing;
    AirKitObserverRef end;
} AirKitCCallersObservers;

/// A player screen's viewDidLoad: follows availability, whether content is shown, and the ends of
/// requests, into one log.
AirKitCCallersObservers AirKitCCallersFollowState(AirKitCCallersStateLog *log);

/// The player screen's -dealloc: removes its three observers; returns what was removed, packed as bits
/// (1: availability, 2: showing, 4: end).
int AirKitCCallersStopFollowing(AirKitCCallersObservers observers);

/// The root controller's viewDidLoad: makes it a source and starts observing availability into log.
AirKitObserverRef AirKitCCallersRootDidLoad(AirKitViewControllerRef root, AirKitCCallersAvailabilityLog *log);

/// The Show button: plays the controller if a display is available, and says whether it asked.
bool AirKitCCallersShowIfAvailable(AirKitViewControllerRef content);

/// The Stop button.
bool AirKitCCallersStop(void);

/// The root controller going away: stops observing and ends the source.
void AirKitCCallersRootWillGo(AirKitViewControllerRef root, AirKitObserverRef observer);

/// What every function returns when handed NULL, packed as bits: 0 means all refused.
int AirKitCCallersNullArgumentsAccepted(void);

/// An Objective-C object's -dealloc that stops its observer, run twice by mistake (a subclass and its
/// superclass both removing it): the results of the two removals, packed as bits (1: the first removed
/// it, 2: the second did too).
int AirKitCCallersRemoveTwice(AirKitObserverRef observer);

#endif
