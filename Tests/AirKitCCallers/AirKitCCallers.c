#include "AirKitCCallers.h"

#include <stddef.h>

static void recordAvailability(bool isAvailable, void *context) {
    AirKitCCallersAvailabilityLog *log = context;
    if (log->calls < (int)(sizeof log->values / sizeof log->values[0])) {
        log->values[log->calls] = isAvailable;
    }
    log->calls += 1;
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
    return accepted;
}

int AirKitCCallersRemoveTwice(AirKitObserverRef observer) {
    int removed = 0;
    if (AirKitRemoveAvailabilityObserver(observer)) removed |= 1;
    if (AirKitRemoveAvailabilityObserver(observer)) removed |= 2;
    return removed;
}
