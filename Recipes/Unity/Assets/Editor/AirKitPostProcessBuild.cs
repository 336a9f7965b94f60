// Links AirKit into UnityFramework each time Unity writes the Xcode project. Unity regenerates the
// project on every iOS build ("Replace" rewrites it, "Append" keeps hand edits but not always), so
// edits made by hand in Xcode do not last: this step makes them again, and checks before adding so
// that an appended project is not edited twice.
#if UNITY_IOS
using System.IO;
using UnityEditor;
using UnityEditor.Build;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;
using UnityEditor.iOS.Xcode.Extensions;

namespace AirKitRecipe.Editor
{
    public static class AirKitPostProcessBuild
    {
        /// <summary>Where the project keeps AirKit built as an XCFramework (see the recipe's README).</summary>
        private const string FrameworkInUnityProject = "AirKit/AirKit.xcframework";
        private const string FrameworkInXcodeProject = "Frameworks/AirKit/AirKit.xcframework";

        [PostProcessBuild(100)]
        public static void OnPostprocessBuild(BuildTarget target, string pathToBuiltProject)
        {
            if (target != BuildTarget.iOS) return;
            string projectPath = PBXProject.GetPBXProjectPath(pathToBuiltProject);
            var project = new PBXProject();
            project.ReadFromFile(projectPath);

            // Copy the framework beside the project, where the project refers to it.
            string source = Path.GetFullPath(FrameworkInUnityProject);
            string destination = Path.Combine(pathToBuiltProject, FrameworkInXcodeProject);
            if (!Directory.Exists(source))
                throw new BuildFailedException("AirKit: " + source + " is missing; build AirKit.xcframework first (README)");
            CopyDirectory(source, destination);

            // UnityFramework holds the game's code, the DllImport("__Internal") calls and AirKitUnity.mm,
            // so it links AirKit; the app target embeds it.
            string framework = project.GetUnityFrameworkTargetGuid();
            string app = project.GetUnityMainTargetGuid();
            string file = project.FindFileGuidByProjectPath(FrameworkInXcodeProject);
            if (file == null)
            {
                file = project.AddFile(FrameworkInXcodeProject, FrameworkInXcodeProject, PBXSourceTree.Source);
                project.AddFileToBuild(framework, file);
                project.AddFileToEmbedFrameworks(app, file);
            }
            // AirKit is Swift: UnityFramework needs the Swift runtime's search paths.
            project.SetBuildProperty(framework, "ALWAYS_EMBED_SWIFT_STANDARD_LIBRARIES", "NO");
            project.SetBuildProperty(app, "ALWAYS_EMBED_SWIFT_STANDARD_LIBRARIES", "YES");
            project.AddBuildProperty(framework, "LD_RUNPATH_SEARCH_PATHS", "@executable_path/Frameworks");
            project.WriteToFile(projectPath);
        }

        private static void CopyDirectory(string source, string destination)
        {
            if (Directory.Exists(destination)) Directory.Delete(destination, true);
            Directory.CreateDirectory(destination);
            foreach (string directory in Directory.GetDirectories(source, "*", SearchOption.AllDirectories))
                Directory.CreateDirectory(directory.Replace(source, destination));
            foreach (string path in Directory.GetFiles(source, "*", SearchOption.AllDirectories))
                File.Copy(path, path.Replace(source, destination), true);
        }
    }
}
#endif
