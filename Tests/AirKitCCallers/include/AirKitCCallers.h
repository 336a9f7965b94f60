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
