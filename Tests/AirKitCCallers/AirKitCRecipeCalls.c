#include "AirKitCRecipeCalls.h"

#include <stddef.h>

static void passAvailabilityOn(bool isAvailable, void *context) {
    AirKitCRecipeAvailabilityEvents *events = context;
    events->calls += 1;
    events->last = isAvailable;
}

AirKitObserverRef AirKitCRecipeReactNativeStart(AirKitViewControllerRef root, AirKitCRecipeAvailabilityEvents *events) {
    if (AirKitAddSource(root) != AirKitResultOK) return NULL;
    return AirKitAddAvailabilityObserver(passAvailabilityOn, events);
}

AirKitResult AirKitCRecipeReactNativeShow(AirKitViewControllerRef tv) {
    return AirKitPlayViewController(tv);
}

AirKitResult AirKitCRecipeGetStatus(AirKitStatus *status) {
    return AirKitGetStatus(status);
}

int AirKitCRecipeReactNativeInvalidate(AirKitViewControllerRef root, AirKitObserverRef observer) {
    int done = 0;
    if (AirKitRemoveAvailabilityObserver(observer)) done |= 1;
    if (root != NULL) {
        AirKitResult result = AirKitRemoveSource(root);
        if (result == AirKitResultOK || result == AirKitResultQueued) done |= 2;
    }
    return done;
}

AirKitCRecipeFlutterFFIResults AirKitCRecipeFlutterFFI(void) {
    AirKitCRecipeFlutterFFIResults results;
    results.statusValue = (AirKitStatus){0};
    results.status = AirKitGetStatus(&results.statusValue);
    results.stop = AirKitStop();
    return results;
}

// AirKitUnity.mm's copyCameraTexture: a drawable per frame, handed back once the blit would be encoded.
static void copyCameraTexture(AirKitSurfaceFrame frame, void *context) {
    (void)frame;
    AirKitCRecipeUnityCamera *camera = context;
    camera->frames += 1;
    AirKitDrawableRef drawable = NULL;
    if (AirKitCopySurfaceNextDrawable(camera->surface, &drawable) != AirKitResultOK || drawable == NULL) return;
    camera->drawables += 1;
    if (camera->releaseDrawable != NULL) camera->releaseDrawable((void *)drawable);
}

static void unityShow(AirKitCRecipeUnityCamera *camera) {
    if (camera->surface != NULL) return;
    AirKitSurfaceRef surface = NULL;
    if (AirKitCreateSurface(&surface) != AirKitResultOK) return;
    camera->surface = surface;
    (void)AirKitPlaySurface(surface, 0);
}

static void unityHide(AirKitCRecipeUnityCamera *camera) {
    if (camera->surface == NULL) return;
    (void)AirKitSetSurfaceFrameCallback(camera->surface, NULL, NULL);
    camera->isCopying = false;
    (void)AirKitStop();
    (void)AirKitReleaseSurface(camera->surface);
    camera->surface = NULL;
}

static void unityAvailabilityChanged(bool isAvailable, void *context) {
    AirKitCRecipeUnityCamera *camera = context;
    if (isAvailable) {
        unityShow(camera);
    } else {
        unityHide(camera);
    }
}

void AirKitCRecipeUnityStart(AirKitCRecipeUnityCamera *camera) {
    camera->isSource = AirKitAddSource(camera->unityController) == AirKitResultOK;
    if (!camera->isSource) return;
    camera->availability = AirKitAddAvailabilityObserver(unityAvailabilityChanged, camera);
}

bool AirKitCRecipeUnityUpdate(AirKitCRecipeUnityCamera *camera) {
    if (camera->surface == NULL) return false;
    AirKitSurfaceMetrics metrics;
    if (AirKitGetSurfaceMetrics(camera->surface, &metrics) != AirKitResultOK || !metrics.isOnDisplay) return false;
    if (camera->isCopying) return true;
    AirKitLayerRef layer = NULL;
    if (AirKitGetSurfaceLayer(camera->surface, &layer) != AirKitResultOK || layer == NULL) return false;
    camera->isCopying = AirKitSetSurfaceFrameCallback(camera->surface, copyCameraTexture, camera) == AirKitResultOK;
    return camera->isCopying;
}

void AirKitCRecipeUnityDestroy(AirKitCRecipeUnityCamera *camera) {
    if (camera->availability != NULL) {
        (void)AirKitRemoveAvailabilityObserver(camera->availability);
        camera->availability = NULL;
    }
    unityHide(camera);
    if (camera->isSource) (void)AirKitRemoveSource(camera->unityController);
    camera->isSource = false;
}

AirKitCRecipePluginResults AirKitCRecipePluginMethod(AirKitViewControllerRef root, AirKitViewControllerRef tv) {
    AirKitCRecipePluginResults results;
    results.addSource = AirKitAddSource(root);
    AirKitStatus status;
    results.status = AirKitGetStatus(&status);
    results.isAvailable = AirKitIsAvailable();
    results.play = AirKitPlayViewController(tv);
    return results;
}
