#!/usr/bin/env bash
# Builds the Mach-O fixtures of the doctor's tests: real iOS executables, compiled and linked on Linux.
#   make-fixtures.sh [OUTDIR]        default: the folder this script is in
#
# Needs the Swift toolchain's clang (it compiles Objective-C for iOS with no SDK) and Debian's
# lld-19, lld (14) and llvm-14 packages: ld64.lld-19, ld64.lld-14, llvm-lipo-14, llvm-strip-14.
# The Swift toolchain's own ld64.lld refuses to link for iOS, so it cannot replace them.
#
# The output is deterministic: CI rebuilds into a temporary folder and compares with the committed
# files byte for byte. A different clang or lld release may change the bytes (the linker writes its
# version into LC_BUILD_VERSION); then rebuild here, run the tests, and commit the new files.
# README.md says what each file is and what it proves.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here}
mkdir -p "$out"
out=$(cd "$out" && pwd)

swift_path=$(command -v swift) || { echo "make-fixtures.sh: swift is not on PATH" >&2; exit 1; }
cc="$(dirname "$swift_path")/clang"
for tool in "$cc" ld64.lld-19 ld64.lld-14 llvm-lipo-14 llvm-strip-14; do
    command -v "$tool" >/dev/null || {
        echo "make-fixtures.sh: $tool not found (apt-get install lld-19 lld llvm-14)" >&2
        exit 1
    }
done

sources=$here/Sources
stubs=("$sources/stubs/UIKit.tbd" "$sources/stubs/libobjc.tbd" "$sources/stubs/libSystem.tbd")
objects=$(mktemp -d)
trap 'rm -rf "$objects"' EXIT

# compile TRIPLE SOURCE OBJECT [CLANG FLAGS...]   (every app's deployment target is iOS 17.0)
compile() {
    local triple=$1 source=$2 object=$3
    shift 3
    "$cc" -target "$triple" -fobjc-runtime=ios-17.0 -O1 -c "$sources/$source" -o "$objects/$object" "$@"
}

# link_app LINKER ARCH PLATFORM SDK OUTPUT OBJECT...   (minos 17.0, the given SDK version)
link_app() {
    local linker=$1 arch=$2 platform=$3 sdk=$4 output=$5
    shift 5
    local inputs=()
    for object in "$@"; do inputs+=("$objects/$object"); done
    "$linker" -arch "$arch" -platform_version "$platform" 17.0 "$sdk" -e _main \
        -o "$out/$output" "${inputs[@]}" "${stubs[@]}"
}

# write_be32 NUMBER: four big-endian bytes, as fat headers store their fields.
write_be32() {
    printf "$(printf '%08x' "$1" | sed 's/../\\x&/g')"
}

# patch FILE OFFSET PRINTF-BYTES: overwrite bytes in place.
patch() {
    printf "$3" | dd of="$1" bs=1 seek="$2" conv=notrunc status=none
}

compile arm64-apple-ios17.0 accessory.m accessory.o
compile arm64-apple-ios17.0 accessory.m accessory-weak.o -DFIXTURE_WEAK_ACCESSORY
compile x86_64-apple-ios17.0-simulator accessory.m accessory-simulator.o
compile arm64-apple-ios17.0 delegate.m delegate.o
compile arm64-apple-ios17.0 plain.c plain.o
compile arm64-apple-ios17.0 near-miss.m near-miss.o

# The apps. lld-19 writes chained fixups and keeps __objc_methname; lld-14 writes classic bind
# opcodes and merges __objc_methname into __cstring. Both merge __objc_classname into __cstring.
link_app ld64.lld-19 arm64 ios 27.0 App-sdk27-accessory-lld19 accessory.o
link_app ld64.lld-14 arm64 ios 27.0 App-sdk27-accessory-lld14 accessory.o
link_app ld64.lld-19 arm64 ios 27.0 App-sdk27-none plain.o
link_app ld64.lld-19 arm64 ios 26.0 App-sdk26-none plain.o
link_app ld64.lld-19 arm64 ios 26.0 App-sdk26-accessory accessory-weak.o
link_app ld64.lld-19 x86_64 ios-simulator 27.0 App-sdk27-accessory-sim accessory-simulator.o
llvm-lipo-14 -create "$out/App-sdk27-accessory-lld19" "$out/App-sdk27-accessory-sim" \
    -output "$out/App-sdk27-accessory-fat"
llvm-strip-14 -o "$out/App-sdk27-accessory-stripped" "$out/App-sdk27-accessory-lld19"
link_app ld64.lld-19 arm64 ios 27.0 App-sdk27-delegate accessory.o delegate.o
link_app ld64.lld-14 arm64 ios 27.0 App-sdk27-delegate-lld14 accessory.o delegate.o
llvm-strip-14 -o "$out/App-sdk27-delegate-stripped" "$out/App-sdk27-delegate"
llvm-strip-14 -o "$out/App-sdk27-delegate-lld14-stripped" "$out/App-sdk27-delegate-lld14"
link_app ld64.lld-19 arm64 ios 27.0 App-sdk27-near-miss near-miss.o

# An object file keeps __objc_classname, as Apple ld's output does (no linker here keeps it).
cp "$objects/delegate.o" "$out/Object-delegate"

# Hostile inputs, each derived from a real file where one helps.
: >"$out/Hostile-empty"
printf 'This is a text file, not an executable.\n' >"$out/Hostile-text.txt"
head -c 24 "$out/App-sdk27-none" >"$out/Hostile-truncated-header"

cp "$out/App-sdk27-none" "$out/Hostile-load-command-count"
patch "$out/Hostile-load-command-count" 16 '\xff\xff\xff\xff'            # ncmds = 0xFFFFFFFF

cp "$out/App-sdk27-accessory-fat" "$out/Hostile-fat-offset-past-end"
patch "$out/Hostile-fat-offset-past-end" 36 '\x7f\xff\x00\x00'          # slice 1 offset = 0x7FFF0000

inner=$out/App-sdk27-accessory-fat
{
    printf '\xca\xfe\xba\xbe'                                          # FAT_MAGIC
    write_be32 1                                                        # one architecture:
    write_be32 0x0100000c; write_be32 0                                 #   arm64, subtype all,
    write_be32 16384; write_be32 "$(wc -c <"$inner")"; write_be32 14    #   offset, size, align 2^14
    head -c $((16384 - 28)) /dev/zero
    cat "$inner"                                                        # the slice is itself fat
} >"$out/Hostile-fat-in-fat"

"$cc" -target i386-apple-macos10.13 -c "$sources/plain.c" -o "$out/Hostile-32bit-object"
