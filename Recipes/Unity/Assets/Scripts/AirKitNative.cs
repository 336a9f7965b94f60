// AirKitC.h for C#: the functions this recipe calls, bound with DllImport("__Internal") to the symbols
// linked into UnityFramework, and the two of Plugins/iOS/AirKitUnity.mm. Every call is made on Unity's
// main thread, which on iOS is the app's main thread: commands take effect before they return and
// queries answer.
using System;
using System.Runtime.InteropServices;

namespace AirKitRecipe
{
    /// <summary>AirKitResult: what a function did.</summary>
    public enum AirKitResult : int
    {
        OK = 0,
        Queued = 1,
        RefusedOffMainThread = 2,
        InvalidArgument = 3,
        NotFound = 4,
    }

    /// <summary>AirKitSurfaceMetrics, field for field, in C's layout.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct AirKitSurfaceMetrics
    {
        [MarshalAs(UnmanagedType.U1)] public bool isOnDisplay;
        public double pointWidth;
        public double pointHeight;
        public double scale;
        public double pixelWidth;
        public double pixelHeight;
        public int framesPerSecond;
    }

    /// <summary>AirKitAvailabilityCallback. C's bool is one byte, so the parameter is marshalled as U1.</summary>
    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    public delegate void AirKitAvailabilityCallback([MarshalAs(UnmanagedType.U1)] bool isAvailable, IntPtr context);

    public static class AirKitNative
    {
        [DllImport("__Internal")]
        public static extern AirKitResult AirKitUnityAddSource();

        [DllImport("__Internal")]
        public static extern AirKitResult AirKitUnityRemoveSource();

        [DllImport("__Internal")]
        public static extern AirKitResult AirKitUnityCopyTextureToSurface(IntPtr surface, IntPtr texture);

        [DllImport("__Internal")]
        public static extern IntPtr AirKitAddAvailabilityObserver(AirKitAvailabilityCallback callback, IntPtr context);

        [DllImport("__Internal")]
        [return: MarshalAs(UnmanagedType.U1)]
        public static extern bool AirKitRemoveAvailabilityObserver(IntPtr observer);

        [DllImport("__Internal")]
        [return: MarshalAs(UnmanagedType.U1)]
        public static extern bool AirKitIsAvailable();

        [DllImport("__Internal")]
        public static extern AirKitResult AirKitCreateSurface(out IntPtr surface);

        [DllImport("__Internal")]
        public static extern AirKitResult AirKitReleaseSurface(IntPtr surface);

        [DllImport("__Internal")]
        public static extern AirKitResult AirKitPlaySurface(IntPtr surface, long display);

        [DllImport("__Internal")]
        public static extern AirKitResult AirKitGetSurfaceMetrics(IntPtr surface, out AirKitSurfaceMetrics metrics);

        [DllImport("__Internal")]
        public static extern AirKitResult AirKitStop();
    }
}
