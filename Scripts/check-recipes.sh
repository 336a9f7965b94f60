#!/usr/bin/env bash
# Compiles what Linux can compile of Recipes/ (Documentation/CrossLanguage.md, "Recipes"):
# - the TypeScript of the React Native and Capacitor recipes, with tsc --noEmit against Recipes/stubs;
# - the Unity recipe's C#, runtime and editor scripts, with Mono's mcs against Recipes/stubs/unity;
# - the Flutter recipe's C (the table that keeps the FFI symbols) with clang or gcc, against AirKitC.h;
# and checks that every name the recipes bind at run time (C#'s DllImport entry points, Dart's FFI
# lookups) is a function AirKitC.h declares or the recipe's own native half defines.
# Locally a missing compiler is skipped with a message; with CI=true it fails.
set -euo pipefail
cd "$(dirname "$0")/.."

failures=0
fail() { echo "check-recipes: $*" >&2; failures=$((failures + 1)); }
have() {
    command -v "$1" >/dev/null && return 0
    if [ "${CI:-}" = true ]; then fail "$1 is missing ($2); CI installs it"; else echo "check-recipes: skipped, $1 is missing ($2)"; fi
    return 1
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
header=Sources/AirKitC/include/AirKitC/AirKitC.h

if have tsc "Debian's node-typescript"; then
    for recipe in ReactNative Capacitor; do
        if tsc -p "Recipes/$recipe/tsconfig.json"; then echo "tsc: Recipes/$recipe compiles"; else fail "tsc: Recipes/$recipe does not compile"; fi
    done
fi

if have mcs "Debian's mono-mcs"; then
    unity=Recipes/Unity/Assets
    if mcs -target:library -warnaserror -out:"$work/UnityEngine.dll" Recipes/stubs/unity/UnityEngine.cs &&
        mcs -target:library -warnaserror -r:"$work/UnityEngine.dll" -out:"$work/AirKitRecipe.dll" "$unity"/Scripts/*.cs; then
        echo "mcs: $unity/Scripts compiles"
    else
        fail "mcs: $unity/Scripts does not compile"
    fi
    if mcs -target:library -warnaserror -define:UNITY_IOS -out:"$work/UnityEditor.dll" Recipes/stubs/unity/UnityEditor.cs &&
        mcs -target:library -warnaserror -define:UNITY_IOS -r:"$work/UnityEditor.dll" -out:"$work/AirKitRecipeEditor.dll" "$unity"/Editor/*.cs; then
        echo "mcs: $unity/Editor compiles"
    else
        fail "mcs: $unity/Editor does not compile"
    fi
fi

cc=$(command -v clang || command -v gcc || true)
if [ -n "$cc" ] || have clang "clang or gcc, for C"; then
    ffi=Recipes/Flutter/ios/airkit_flutter/Sources/AirKitFlutterFFI
    if "$cc" -std=c11 -Wall -Wextra -Werror -c -I Sources/AirKitC/include -I "$ffi/include" \
        "$ffi/AirKitFlutterFFI.c" -o "$work/AirKitFlutterFFI.o"; then
        echo "$(basename "$cc"): $ffi compiles"
    else
        fail "$(basename "$cc"): $ffi does not compile"
    fi
fi

# The functions the header declares, and those the Unity recipe's .mm defines.
declared=$(grep -oE '\bAirKit[A-Za-z]+\(' "$header" | tr -d '(' | sort -u)
unity_defined=$(grep -oE '^AirKitResult (AirKitUnity[A-Za-z]+)\(' Recipes/Unity/Assets/Plugins/iOS/AirKitUnity.mm |
    sed -E 's/^AirKitResult //; s/\($//' | sort -u)
check_names() { # what, names, known
    local what=$1 names=$2 known=$3 name count=0
    for name in $names; do
        count=$((count + 1))
        grep -qx "$name" <<<"$known" || fail "$what binds $name, which neither AirKitC.h nor the recipe defines"
    done
    [ "$count" -gt 0 ] || fail "$what binds no names: the pattern no longer matches the recipe"
    echo "$what: $count names checked against AirKitC.h"
}
csharp=$(grep -A2 'DllImport("__Internal")' Recipes/Unity/Assets/Scripts/AirKitNative.cs |
    grep -oE 'static extern [A-Za-z]+ [A-Za-z]+\(' | sed -E 's/.* ([A-Za-z]+)\($/\1/' | sort -u)
check_names "Unity's DllImport" "$csharp" "$(printf '%s\n%s\n' "$declared" "$unity_defined")"
dart=$(grep -oE "'AirKit[A-Za-z]+'" Recipes/Flutter/lib/src/airkit_ffi.dart | tr -d "'" | sort -u)
check_names "Flutter's FFI lookups" "$dart" "$declared"
kept=$(grep -oE '\(AirKitFlutterFFIFunction\)AirKit[A-Za-z]+' Recipes/Flutter/ios/airkit_flutter/Sources/AirKitFlutterFFI/AirKitFlutterFFI.c |
    sed 's/.*)//' | sort -u)
[ "$dart" = "$kept" ] || fail "Flutter: the FFI lookups ($(echo $dart)) are not the functions AirKitFlutterFFI.c keeps ($(echo $kept))"

if [ "$failures" -gt 0 ]; then
    echo "check-recipes: $failures failed" >&2
    exit 1
fi
echo "check-recipes: passed"
