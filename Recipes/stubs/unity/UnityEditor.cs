// Stand-in for the UnityEditor types Recipes/Unity/Assets/Editor uses (see ../README.md): declarations only.
using System;

namespace UnityEditor
{
    public enum BuildTarget { iOS = 9 }
}

namespace UnityEditor.Build
{
    public class BuildFailedException : Exception
    {
        public BuildFailedException(string message) : base(message) { }
    }
}

namespace UnityEditor.Callbacks
{
    [AttributeUsage(AttributeTargets.Method)]
    public sealed class PostProcessBuildAttribute : Attribute
    {
        public PostProcessBuildAttribute() { }
        public PostProcessBuildAttribute(int callbackOrder) { }
    }
}

namespace UnityEditor.iOS.Xcode
{
    public enum PBXSourceTree { Absolute, Group, Build, Developer, Sdk, Source }

    public class PBXProject
    {
        public static string GetPBXProjectPath(string buildPath) { throw new NotImplementedException(); }
        public void ReadFromFile(string path) { }
        public void WriteToFile(string path) { }
        public string GetUnityFrameworkTargetGuid() { throw new NotImplementedException(); }
        public string GetUnityMainTargetGuid() { throw new NotImplementedException(); }
        public string FindFileGuidByProjectPath(string path) { throw new NotImplementedException(); }
        public string AddFile(string path, string projectPath, PBXSourceTree sourceTree) { throw new NotImplementedException(); }
        public void AddFileToBuild(string targetGuid, string fileGuid) { }
        public void SetBuildProperty(string targetGuid, string name, string value) { }
        public void AddBuildProperty(string targetGuid, string name, string value) { }
    }
}

namespace UnityEditor.iOS.Xcode.Extensions
{
    public static class PBXProjectExtensions
    {
        public static void AddFileToEmbedFrameworks(this UnityEditor.iOS.Xcode.PBXProject project, string targetGuid, string fileGuid) { }
    }
}
