// Stand-in for the UnityEngine types Recipes/Unity uses (see ../README.md): declarations only.
using System;

namespace UnityEngine
{
    public class Object { }
    public class Component : Object
    {
        public T GetComponent<T>() { throw new NotImplementedException(); }
    }
    public class Behaviour : Component { }
    public class MonoBehaviour : Behaviour { }

    public class Texture : Object
    {
        public virtual int width { get { throw new NotImplementedException(); } set { } }
        public virtual int height { get { throw new NotImplementedException(); } set { } }
        public IntPtr GetNativeTexturePtr() { throw new NotImplementedException(); }
    }

    public enum RenderTextureFormat { ARGB32 = 0, BGRA32 = 20 }

    public class RenderTexture : Texture
    {
        public RenderTexture(int width, int height, int depth, RenderTextureFormat format) { }
        public bool Create() { throw new NotImplementedException(); }
        public void Release() { }
    }

    public sealed class Camera : Behaviour
    {
        public RenderTexture targetTexture { get; set; }
    }

    public static class Debug
    {
        public static void LogError(object message) { }
    }

    [AttributeUsage(AttributeTargets.Class, AllowMultiple = true)]
    public sealed class RequireComponent : Attribute
    {
        public RequireComponent(Type requiredComponent) { }
    }
}

namespace AOT
{
    [AttributeUsage(AttributeTargets.Method)]
    public sealed class MonoPInvokeCallbackAttribute : Attribute
    {
        public MonoPInvokeCallbackAttribute(Type type) { }
    }
}
