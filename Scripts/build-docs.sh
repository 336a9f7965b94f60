#!/usr/bin/env bash
# Builds the DocC documentation of the public modules (AirKit, AirKitConfiguration, AirKitDoctor)
# with the toolchain's docc; broken links and other warnings fail.
#   Scripts/build-docs.sh [ARCHIVE-FOLDER]                 one .doccarchive per module; default .build/docs/archives
#   Scripts/build-docs.sh --site SITE-FOLDER [ARCHIVE-FOLDER]
# --site also merges the three archives (`docc merge`) into one static website in SITE-FOLDER, with a
# landing page that links the modules. DocC's pages load their content with JavaScript from the site's
# root, so a browser reads them from a web server, not from file://; the script prints how to serve it.
set -euo pipefail
cd "$(dirname "$0")/.."
site=""
if [ "${1:-}" = "--site" ]; then
    [ -n "${2:-}" ] || { echo "usage: Scripts/build-docs.sh [--site SITE-FOLDER] [ARCHIVE-FOLDER]" >&2; exit 2; }
    site=$2
    shift 2
fi
scratch=.build/docs
output=${1:-$scratch/archives}
graphs=$scratch/symbol-graphs
modules=(AirKit AirKitConfiguration AirKitDoctor)
rm -rf "$graphs" && mkdir -p "$output"
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)
for module in "${modules[@]}"; do
    swift build --scratch-path "$scratch" --target "$module" >/dev/null
done
archives=()
for module in "${modules[@]}"; do
    # The module's own symbols and its extensions of other modules. swift-symbolgraph-extract leaves
    # out what a module re-exports (AirKit re-exports the stand-in where UIKit is absent), which the
    # compiler's -emit-symbol-graph would fold into AirKit's own pages.
    mkdir -p "$graphs/$module"
    # AirKit imports AirKitC, a C module whose module map sits beside its header.
    swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$scratch/debug/Modules" \
        -I Sources/AirKitC/include -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs/$module"
    rm -rf "$output/$module.doccarchive"
    docc convert "Sources/$module/$module.docc" \
        --fallback-display-name "$module" --fallback-bundle-identifier "airkit.$module" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --transform-for-static-hosting \
        --output-path "$output/$module.doccarchive" --warnings-as-errors
    archives+=("$output/$module.doccarchive")
done
echo "documentation: ${modules[*]} in $output"
if [ -n "$site" ]; then
    rm -rf "$site" && mkdir -p "$(dirname "$site")"
    docc merge "${archives[@]}" --synthesized-landing-page-name AirKit --synthesized-landing-page-kind Package \
        --output-path "$site" >/dev/null
    # The archive's own root page is DocC's "can't be found": send a reader to the landing page.
    printf '%s\n' '<!doctype html><meta charset="utf-8"><title>AirKit documentation</title>' \
        '<meta http-equiv="refresh" content="0; url=documentation/"><a href="documentation/">AirKit documentation</a>' \
        >"$site/index.html"
    for page in documentation/index.html documentation/airkit/index.html documentation/airkit/gettingstarted/index.html \
        data/documentation/airkit.json; do
        [ -f "$site/$page" ] || { echo "the site has no $page" >&2; exit 1; }
    done
    echo "site: $site; serve it, for example with the command below, and open http://localhost:8000 in a browser:"
    echo "  python3 -m http.server --bind 127.0.0.1 --directory $site 8000"
fi
