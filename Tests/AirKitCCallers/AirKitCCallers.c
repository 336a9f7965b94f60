#include "AirKitCCallers.h"

#include <stddef.h>

static void recordAvailability(bool isAvailable, void *context) {
    AirKitCCallersAvailabilityLog *log = context;
    if (log->calls < (int)(sizeof log->values / sizeof log->values[0])) {
        log->values[log->calls] = isAvailable;
    }
    log->calls += 1;
}

static void recordState(AirKitCCallersStateLog *log, char kind, int32_t value) {
    if (log->calls < (int)(sizeof log->values / sizeof log->values[0])) {
        log->kinds[log->calls] = kind;
        log->values[log->calls] = value;
    }
    log->calls += 1;
}

static void recordFollowedAvailability(bool isAvailable, void *context) {
    recordState(context, 'a', isAvailable ? 1 : 0);
}

static void recordShowing(bool isShowing, void *context) {
    recordState(context, 's', isShowing ? 1 : 0);
}

static void recordEnd(AirKitPlaybackEndReason reason, void *context) {
    recordState(context, 'e', reason);
}

AirKitCCallersObservers AirKitCCallersFollowState(AirKitCCallersStateLog *log) {
    AirKitCCallersObservers observers;
    observers.availability = AirKitAddAvailabilityObserver(recordFollowedAvailability, log);
    observers.showing = AirKitAddShowingObserver(recordShowing, log);
    observers.end = AirKitAddPlaybackEndObserver(recordEnd, log);
    return observers;
}

int AirKitCCallersStopFollowing(AirKitCCallersObservers observers) {
    int removed = 0;
    if (AirKitRemoveAvailabilityObserver(observers.availability)) removed |= 1;
    if (AirKitRemoveShowingObserver(observers.showing)) removed |= 2;
    if (AirKitRemovePlaybackEndObserver(observers.end)) removed |= 4;
    return removed;
}

AirKitObserverRef AirKitCCallersRootDidLoad(AirKitViewControllerRef root, AirKitCCallersAvailabilityLog *log) {
    if (!AirKitAddSource(root)) {
        return NULL;
    }
    return AirKitAddAvailabilityObserver(recordAvailability, log);
}

bool AirKitCCallersShowIfAvailable(AirKitViewControllerRef content) {
    if (!AirKitIsAvailable()) {
        return false;
    }
    return AirKitPlayViewController(content);
}

bool AirKitCCallersStop(void) {
    return AirKitStop();
}

void AirKitCCallersRootWillGo(AirKitViewControllerRef root, AirKitObserverRef observer) {
    AirKitRemoveAvailabilityObserver(observer);
    AirKitRemoveSource(root);
}

int AirKitCCallersNullArgumentsAccepted(void) {
    int accepted = 0;
    if (AirKitPlayViewController(NULL)) accepted |= 1;
    if (AirKitPlayView(NULL)) accepted |= 2;
    if (AirKitAddSource(NULL)) accepted |= 4;
    if (AirKitRemoveSource(NULL)) accepted |= 8;
    if (AirKitAddAvailabilityObserver(NULL, NULL) != NULL) accepted |= 16;
    if (AirKitRemoveAvailabilityObserver(NULL)) accepted |= 32;
    if (AirKitAddShowingObserver(NULL, NULL) != NULL) accepted |= 64;
    if (AirKitRemoveShowingObserver(NULL)) accepted |= 128;
    if (AirKitAddPlaybackEndObserver(NULL, NULL) != NULL) accepted |= 256;
    if (AirKitRemovePlaybackEndObserver(NULL)) accepted |= 512;
    return accepted;
}

int AirKitCCallersRemoveTwice(AirKitObserverRef observer) {
    int removed = 0;
    if (AirKitRemoveAvailabilityObserver(observer)) removed |= 1;
    if (AirKitRemoveAvailabilityObserver(observer)) removed |= 2;
    return removed;
}
