// The C calls each recipe in Recipes/ makes, in the order it makes them, written in C so that they run
// on the simulated device: the part of each recipe Linux can check, since its Objective-C++, Swift and
// Dart compile only on a Mac (Documentation/CrossLanguage.md, "Recipes").
#ifndef AIRKIT_C_RECIPE_CALLS_H
#define AIRKIT_C_RECIPE_CALLS_H

#include <stdbool.h>
#include <AirKitC/AirKitC.h>

AIRKIT_ASSUME_NONNULL_BEGIN

/// What a recipe's availability callback passed on (an event to JavaScript or Dart): how often, the last value.
typedef struct {
    int calls;
    bool last;
} AirKitCRecipeAvailabilityEvents;

/// React Native, RCTAirKit.mm -start: makes the root view controller the source, then observes
/// availability into events. NULL when the source was refused.
AirKitObserverRef _Nullable AirKitCRecipeReactNativeStart(AirKitViewControllerRef root, AirKitCRecipeAvailabilityEvents *events);

/// React Native, -show:initialProperties:resolve:reject: plays the controller holding the TV's React surface.
AirKitResult AirKitCRecipeReactNativeShow(AirKitViewControllerRef tv);

/// React Native, -getStatus:reject: (and Flutter's and Capacitor's state reads).
AirKitResult AirKitCRecipeGetStatus(AirKitStatus *status);

/// React Native, -invalidate: removes the observer, then ends the source. Packed as bits: 1 when the
/// observer was removed, 2 when the source's removal was taken.
int AirKitCRecipeReactNativeInvalidate(AirKitViewControllerRef _Nullable root, AirKitObserverRef _Nullable observer);

/// Flutter, Dart's FFI path: AirKit.state() reads AirKitGetStatus, then AirKit.stop() calls AirKitStop.
typedef struct {
    AirKitResult status;
    AirKitStatus statusValue;
    AirKitResult stop;
} AirKitCRecipeFlutterFFIResults;

/// The FFI calls, from the thread Dart runs on: the main thread from Flutter 3.29, Flutter's UI thread before.
AirKitCRecipeFlutterFFIResults AirKitCRecipeFlutterFFI(void);

/// Unity: what AirKitTVCamera.cs and AirKitUnity.mm hold of one camera.
typedef struct {
    /// UnityGetGLViewController().
    AirKitViewControllerRef _Nullable unityController;
    AirKitObserverRef _Nullable availability;
    AirKitSurfaceRef _Nullable surface;
    bool isSource;
    bool isCopying;
    /// Frames of the TV the copy ran on, and drawables it took and gave back.
    int frames;
    int drawables;
    /// Gives back a drawable AirKitCopySurfaceNextDrawable handed out (ARC's __bridge_transfer in the .mm).
    void (*_Nullable releaseDrawable)(void *drawable);
} AirKitCRecipeUnityCamera;

/// Start(): the source on Unity's controller, then the availability observer, whose callback makes and
/// plays a surface when a display is available and stops and releases it when none is.
void AirKitCRecipeUnityStart(AirKitCRecipeUnityCamera *camera);

/// Update(): once the surface is on a display, AirKitUnityCopyTextureToSurface (the layer, then the
/// frame callback that copies onto each drawable). Returns whether the copy runs.
bool AirKitCRecipeUnityUpdate(AirKitCRecipeUnityCamera *camera);

/// OnDestroy(): removes the observer exactly once, hides (stops the copy, stops, releases the surface)
/// and ends the source.
void AirKitCRecipeUnityDestroy(AirKitCRecipeUnityCamera *camera);

/// A Swift plugin method (Capacitor's, Flutter's) run where it was called, without the hop to the main
/// actor the recipes make: the source, a read of the state, a play.
typedef struct {
    AirKitResult addSource;
    AirKitResult status;
    bool isAvailable;
    AirKitResult play;
} AirKitCRecipePluginResults;

/// The plugin's calls, from the thread the method runs on.
AirKitCRecipePluginResults AirKitCRecipePluginMethod(AirKitViewControllerRef root, AirKitViewControllerRef tv);

AIRKIT_ASSUME_NONNULL_END

#endif
