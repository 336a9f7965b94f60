// Put on a Camera: while an external display is available, the camera renders into a texture the size
// of the TV's pixels, and AirKit shows that texture on the TV (AirKitUnity.mm copies it to the TV's
// drawables each frame of the TV). The game's own view stays on the iPhone or iPad.
using System;
using System.Runtime.InteropServices;
using AOT;
using UnityEngine;

namespace AirKitRecipe
{
    [RequireComponent(typeof(Camera))]
    public sealed class AirKitTVCamera : MonoBehaviour
    {
        // Kept for the process's life: the delegate handed to C must not be collected (Mono), and IL2CPP
        // needs the static method marked MonoPInvokeCallback to make a C function of it.
        private static readonly AirKitAvailabilityCallback AvailabilityChanged = OnAvailabilityChanged;

        private Camera tvCamera;
        /// <summary>This component, as the observer's context; freed once, after the observer is removed.</summary>
        private GCHandle self;
        /// <summary>The observer's handle, removed exactly once in OnDestroy.</summary>
        private IntPtr availabilityObserver = IntPtr.Zero;
        /// <summary>The surface's handle while one exists; released in Hide.</summary>
        private IntPtr surface = IntPtr.Zero;
        private RenderTexture texture;
        private bool isSource;

        private void Start()
        {
            tvCamera = GetComponent<Camera>();
            // Unity's view controller exists once the player runs Start: make it the source first, or
            // with the iOS 27 SDK no display ever becomes available.
            isSource = AirKitNative.AirKitUnityAddSource() == AirKitResult.OK;
            if (!isSource)
            {
                Debug.LogError("AirKit: Unity's view controller could not be made a source");
                return;
            }
            self = GCHandle.Alloc(this);
            // Called at once with the availability now, then on each change, on the main thread.
            availabilityObserver = AirKitNative.AirKitAddAvailabilityObserver(AvailabilityChanged, GCHandle.ToIntPtr(self));
        }

        [MonoPInvokeCallback(typeof(AirKitAvailabilityCallback))]
        private static void OnAvailabilityChanged(bool isAvailable, IntPtr context)
        {
            var camera = GCHandle.FromIntPtr(context).Target as AirKitTVCamera;
            if (camera == null) return;
            if (isAvailable) camera.Show(); else camera.Hide();
        }

        private void Show()
        {
            if (surface != IntPtr.Zero) return;
            if (AirKitNative.AirKitCreateSurface(out surface) != AirKitResult.OK) return;
            AirKitNative.AirKitPlaySurface(surface, 0);
        }

        private void Update()
        {
            if (surface == IntPtr.Zero) return;
            if (AirKitNative.AirKitGetSurfaceMetrics(surface, out AirKitSurfaceMetrics metrics) != AirKitResult.OK
                || !metrics.isOnDisplay) return;
            int width = (int)metrics.pixelWidth, height = (int)metrics.pixelHeight;
            if (texture != null && texture.width == width && texture.height == height) return;
            // The TV's size in pixels, BGRA32: a pixel format a CAMetalLayer takes.
            AirKitNative.AirKitUnityCopyTextureToSurface(surface, IntPtr.Zero);
            if (texture != null) texture.Release();
            texture = new RenderTexture(width, height, 24, RenderTextureFormat.BGRA32);
            texture.Create();
            tvCamera.targetTexture = texture;
            AirKitNative.AirKitUnityCopyTextureToSurface(surface, texture.GetNativeTexturePtr());
        }

        private void Hide()
        {
            if (surface == IntPtr.Zero) return;
            AirKitNative.AirKitUnityCopyTextureToSurface(surface, IntPtr.Zero);
            AirKitNative.AirKitStop();
            // The frame callback has stopped for good once this returns.
            AirKitNative.AirKitReleaseSurface(surface);
            surface = IntPtr.Zero;
            tvCamera.targetTexture = null;
            if (texture != null) texture.Release();
            texture = null;
        }

        private void OnDestroy()
        {
            if (availabilityObserver != IntPtr.Zero)
            {
                // Once this returns the callback is not running and never runs again, so the handle
                // it receives can be freed.
                AirKitNative.AirKitRemoveAvailabilityObserver(availabilityObserver);
                availabilityObserver = IntPtr.Zero;
            }
            if (self.IsAllocated) self.Free();
            Hide();
            if (isSource) AirKitNative.AirKitUnityRemoveSource();
            isSource = false;
        }
    }
}
