# CocoaPods: the module's Objective-C++, codegen's spec (install_modules_dependencies), and AirKit's
# AirKitC product from Swift Package Manager (React Native's spm_dependency, React Native 0.75 and later).
require "json"

package = JSON.parse(File.read(File.join(__dir__, "package.json")))

Pod::Spec.new do |s|
  s.name         = "react-native-airkit"
  s.version      = package["version"]
  s.summary      = package["description"]
  s.homepage     = "https://example.invalid/react-native-airkit"
  s.license      = "Apache-2.0"
  s.authors      = "AirKit recipe"
  s.platforms    = { :ios => "17.0" }
  s.source       = { :path => "." }
  s.source_files = "ios/**/*.{h,m,mm}"

  install_modules_dependencies(s)

  # Where the app clones AirKit from: the address its README's install step uses.
  airkit_url = ENV.fetch("AIRKIT_URL") { raise "Set AIRKIT_URL to AirKit's git address (AirKit's README, Install)" }
  ReactNativePodsUtils.spm_dependency(s,
    url: airkit_url,
    requirement: { kind: "upToNextMajorVersion", minimumVersion: "1.0.0" },
    products: ["AirKitC"]
  )
end
