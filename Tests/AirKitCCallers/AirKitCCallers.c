#include "AirKitCCallers.h"

#include <stddef.h>
#include <string.h>

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
    if (AirKitAddSource(root) != AirKitResultOK) {
        return NULL;
    }
    return AirKitAddAvailabilityObserver(recordAvailability, log);
}

AirKitResult AirKitCCallersShowIfAvailable(AirKitViewControllerRef content) {
    if (!AirKitIsAvailable()) {
        return AirKitResultNotFound;
    }
    return AirKitPlayViewController(content);
}

AirKitResult AirKitCCallersStop(void) {
    return AirKitStop();
}

void AirKitCCallersRootWillGo(AirKitViewControllerRef root, AirKitObserverRef observer) {
    AirKitRemoveAvailabilityObserver(observer);
    AirKitRemoveSource(root);
}

/// Whether a result says the call was taken: done or queued.
static bool isTaken(AirKitResult result) {
    return result == AirKitResultOK || result == AirKitResultQueued;
}

// Passing NULL where the header allows it but refuses it is what this function checks.
int AirKitCCallersNullArgumentsAccepted(void) {
    int accepted = 0;
    if (isTaken(AirKitPlayViewController(NULL))) accepted |= 1;
    if (isTaken(AirKitPlayView(NULL))) accepted |= 2;
    if (isTaken(AirKitAddSource(NULL))) accepted |= 4;
    if (isTaken(AirKitRemoveSource(NULL))) accepted |= 8;
    if (AirKitAddAvailabilityObserver(NULL, NULL) != NULL) accepted |= 16;
    if (AirKitRemoveAvailabilityObserver(NULL)) accepted |= 32;
    if (AirKitAddShowingObserver(NULL, NULL) != NULL) accepted |= 64;
    if (AirKitRemoveShowingObserver(NULL)) accepted |= 128;
    if (AirKitAddPlaybackEndObserver(NULL, NULL) != NULL) accepted |= 256;
    if (AirKitRemovePlaybackEndObserver(NULL)) accepted |= 512;
    if (isTaken(AirKitGetStatus(NULL))) accepted |= 1 << 10;
    if (isTaken(AirKitCopyDisplays(NULL, 1, NULL))) accepted |= 1 << 11;
    if (isTaken(AirKitPlayViewControllerOnDisplay(NULL, 0))) accepted |= 1 << 12;
    if (isTaken(AirKitPlayViewOnDisplay(NULL, 0))) accepted |= 1 << 13;
    if (isTaken(AirKitPlayPlayer(NULL, 0))) accepted |= 1 << 14;
    if (isTaken(AirKitGetReconnectPolicy(NULL))) accepted |= 1 << 15;
    if (isTaken(AirKitGetStageManagerPolicy(NULL))) accepted |= 1 << 16;
    if (isTaken(AirKitGetDisplayPolicy(NULL))) accepted |= 1 << 17;
    if (isTaken(AirKitSetDisplayPolicy(NULL))) accepted |= 1 << 18;
    if (isTaken(AirKitCreateSurface(NULL))) accepted |= 1 << 19;
    if (isTaken(AirKitReleaseSurface(NULL))) accepted |= 1 << 20;
    if (isTaken(AirKitPlaySurface(NULL, 0))) accepted |= 1 << 21;
    AirKitSurfaceMetrics metrics;
    if (isTaken(AirKitGetSurfaceMetrics(NULL, &metrics))) accepted |= 1 << 22;
    if (isTaken(AirKitSetSurfaceFrameCallback(NULL, NULL, NULL))) accepted |= 1 << 23;
    AirKitLayerRef layer;
    if (isTaken(AirKitGetSurfaceLayer(NULL, &layer))) accepted |= 1 << 24;
    AirKitDrawableRef drawable;
    if (isTaken(AirKitCopySurfaceNextDrawable(NULL, &drawable))) accepted |= 1 << 25;
    // Values out of range, refused before anything is queued.
    if (isTaken(AirKitSetReconnectPolicy(99))) accepted |= 1 << 26;
    if (isTaken(AirKitSetStageManagerPolicy(0))) accepted |= 1 << 27;
    AirKitDisplayPolicy policy = {AirKitDisplayModeFrameRate, 0, 0, 0, AirKitOverscanSystem};
    if (isTaken(AirKitSetDisplayPolicy(&policy))) accepted |= 1 << 28;
    int32_t count;
    if (isTaken(AirKitCopyDisplays(NULL, -1, &count))) accepted |= 1 << 29;
    return accepted;
}

int AirKitCCallersRemoveTwice(AirKitObserverRef observer) {
    int removed = 0;
    if (AirKitRemoveAvailabilityObserver(observer)) removed |= 1;
    if (AirKitRemoveAvailabilityObserver(observer)) removed |= 2;
    return removed;
}

AirKitCCallersShowResults AirKitCCallersShow(const AirKitCCallersShowPlan *plan) {
    AirKitCCallersShowResults results;
    results.addSource = AirKitAddSource(plan->source);
    results.setReconnectPolicy = AirKitSetReconnectPolicy(plan->reconnectPolicy);
    results.setStageManagerPolicy = AirKitSetStageManagerPolicy(plan->stageManagerPolicy);
    results.setDisplayPolicy = AirKitSetDisplayPolicy(&plan->displayPolicy);
    switch (plan->kind) {
    case AirKitCCallersContentViewController:
        results.play = AirKitPlayViewControllerOnDisplay(plan->object, plan->displayIdentifier);
        break;
    case AirKitCCallersContentView:
        results.play = AirKitPlayViewOnDisplay(plan->object, plan->displayIdentifier);
        break;
    case AirKitCCallersContentPlayer:
        results.play = AirKitPlayPlayer(plan->object, plan->displayIdentifier);
        break;
    case AirKitCCallersContentSurface:
        results.play = AirKitPlaySurface(plan->surface, plan->displayIdentifier);
        break;
    }
    return results;
}

void AirKitCCallersResetReading(AirKitCCallersReading *reading) {
    memset(reading, 0x7F, sizeof *reading);
    reading->status = reading->displays = reading->reconnectPolicy = reading->stageManagerPolicy = -1;
    reading->displayPolicy = reading->surfaceMetrics = reading->surfaceLayer = -1;
}

void AirKitCCallersRead(AirKitSurfaceRef surface, AirKitCCallersReading *reading) {
    reading->status = AirKitGetStatus(&reading->statusValue);
    reading->displays = AirKitCopyDisplays(reading->displayValues, 4, &reading->displayCount);
    reading->reconnectPolicy = AirKitGetReconnectPolicy(&reading->reconnectPolicyValue);
    reading->stageManagerPolicy = AirKitGetStageManagerPolicy(&reading->stageManagerPolicyValue);
    reading->displayPolicy = AirKitGetDisplayPolicy(&reading->displayPolicyValue);
    if (surface != NULL) {
        reading->surfaceMetrics = AirKitGetSurfaceMetrics(surface, &reading->surfaceMetricsValue);
        AirKitLayerRef layer = NULL;
        reading->surfaceLayer = AirKitGetSurfaceLayer(surface, &layer);
        reading->hasSurfaceLayer = layer != NULL;
    }
    reading->isAvailable = AirKitIsAvailable();
    reading->isShowingContent = AirKitIsShowingContent();
    reading->isPlaybackRequested = AirKitIsPlaybackRequested();
}

int64_t AirKitCCallersDisplayIdentifier(int32_t index) {
    AirKitDisplayInfo displays[4];
    int32_t count = 0;
    if (AirKitCopyDisplays(displays, 4, &count) != AirKitResultOK || index < 0 || index >= count || index >= 4) {
        return 0;
    }
    return displays[index].identifier;
}

static void countFrame(AirKitSurfaceFrame frame, void *context) {
    AirKitCCallersFrameLog *log = context;
    log->frames += 1;
    log->lastIndex = frame.index;
    log->lastDuration = frame.duration;
}

AirKitResult AirKitCCallersRender(AirKitSurfaceRef surface, AirKitCCallersFrameLog *log) {
    return AirKitSetSurfaceFrameCallback(surface, countFrame, log);
}

AirKitResult AirKitCCallersStopRendering(AirKitSurfaceRef surface) {
    return AirKitSetSurfaceFrameCallback(surface, NULL, NULL);
}

AirKitResult AirKitCCallersMakeSurface(AirKitSurfaceRef *surface) {
    *surface = NULL;
    return AirKitCreateSurface(surface);
}

int AirKitCCallersReleaseSurfaceTwice(AirKitSurfaceRef surface) {
    int released = 0;
    if (AirKitReleaseSurface(surface) == AirKitResultOK) released |= 1;
    if (AirKitReleaseSurface(surface) == AirKitResultOK) released |= 2;
    return released;
}

int AirKitCCallersTakeDrawable(AirKitSurfaceRef surface, void (*release)(void *drawable)) {
    AirKitDrawableRef drawable = NULL;
    AirKitResult result = AirKitCopySurfaceNextDrawable(surface, &drawable);
    if (result != AirKitResultOK) return -(int)result - 1;
    if (drawable == NULL) return 0;
    release((void *)drawable);
    return 1;
}

int AirKitCCallersFirstFunctionsAnswered(void) {
    int answered = 0;
    if (AirKitIsAvailable()) answered |= 1;
    if (AirKitIsPlaybackRequested()) answered |= 2;
    if (AirKitIsShowingContent()) answered |= 4;
    AirKitCCallersAvailabilityLog log = {0, {false}};
    AirKitObserverRef observer = AirKitAddAvailabilityObserver(recordAvailability, &log);
    if (observer != NULL) {
        answered |= 8;
        AirKitRemoveAvailabilityObserver(observer);
    }
    return answered;
}

AirKitResult AirKitCCallersStopAndLeave(AirKitViewControllerRef source) {
    AirKitResult stopped = AirKitStop();
    AirKitResult left = AirKitRemoveSource(source);
    return stopped != AirKitResultOK ? stopped : left;
}

AirKitCCallersObservers AirKitCCallersFollowStateWithBlocks(AirKitCCallersStateLog *log) {
    AirKitCCallersObservers observers;
    observers.availability = AirKitAddAvailabilityObserverBlock(^(bool isAvailable) {
        recordState(log, 'a', isAvailable ? 1 : 0);
    });
    observers.showing = AirKitAddShowingObserverBlock(^(bool isShowing) {
        recordState(log, 's', isShowing ? 1 : 0);
    });
    observers.end = AirKitAddPlaybackEndObserverBlock(^(AirKitPlaybackEndReason reason) {
        recordState(log, 'e', reason);
    });
    return observers;
}

AirKitResult AirKitCCallersRenderWithBlock(AirKitSurfaceRef surface, AirKitCCallersFrameLog *log) {
    return AirKitSetSurfaceFrameBlock(surface, ^(AirKitSurfaceFrame frame) {
        countFrame(frame, log);
    });
}
