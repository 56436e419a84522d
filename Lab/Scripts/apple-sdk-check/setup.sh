#!/usr/bin/env bash
# Prepares Apple's SDKs for check.sh: puts each one in $APPLE_SDK_WORK/sdk (default ${TMPDIR:-/tmp}/apple-sdk-check)
# under its canonical name (iPhoneOS26.2.sdk, MacOSX15.5.sdk, …) and repairs what a snapshot may lack.
#
# usage: Lab/Scripts/apple-sdk-check/setup.sh SOURCE...
#   SOURCE is either
#   - an SDK folder, e.g. one copied from a Mac:
#       $(xcrun --sdk iphoneos --show-sdk-path)  or  $(xcrun --sdk macosx --show-sdk-path)
#     (linked, not copied: keep it where it is), or
#   - the git directory of a snapshot of a public repository that holds SDKs as files at its top level
#     (a bare clone, or a clone's .git); every iPhoneOS*.sdk and MacOSX*.sdk folder in its newest commit is
#     extracted (about 300 MB an iOS SDK, 700 MB a macOS one; a minute or two).
# Only SDKs of Xcode 16 or later are prepared (iOS 18, macOS 15 and newer): Package.swift's swift-tools-version
# 6.0 needs Xcode 16, so older SDKs never build TearKit.
# An SDK already prepared is kept; remove its folder under $APPLE_SDK_WORK/sdk to prepare it again.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
(($#)) || { sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
work=${APPLE_SDK_WORK:-${TMPDIR:-/tmp}/apple-sdk-check}
mkdir -p "$work/sdk"

# The SDK's own name for itself, from SDKSettings.json: iphoneos26.2 → iPhoneOS26.2.sdk.
canonical_name() {
    python3 - "$1/SDKSettings.json" <<'PY'
import json, re, sys
name = json.load(open(sys.argv[1])).get("CanonicalName", "")
m = re.fullmatch(r"(iphoneos|macosx)([0-9]+(?:\.[0-9]+)*)", name)
if not m:
    sys.exit("not an iOS or macOS SDK: CanonicalName %r" % name)
print({"iphoneos": "iPhoneOS", "macosx": "MacOSX"}[m.group(1)] + m.group(2) + ".sdk")
PY
}

# Whether an SDK folder name is one of Xcode 16 or later: iPhoneOS18.6.sdk yes, iPhoneOS17.5.sdk no.
supported() {
    local version
    case $1 in
        iPhoneOS*) version=${1#iPhoneOS}; ((${version%%.*} >= 18)) ;;
        MacOSX*) version=${1#MacOSX}; ((${version%%.*} >= 15)) ;;
        *) false ;;
    esac
}

for source in "$@"; do
    if [[ -f $source/SDKSettings.json ]]; then
        sdk=$(canonical_name "$source")
        if ! supported "$sdk"; then echo "$sdk: skipped (older than Xcode 16's SDKs)"; continue; fi
        if [[ -e $work/sdk/$sdk ]]; then echo "$sdk: already prepared"; continue; fi
        ln -s "$(cd "$source" && pwd -P)" "$work/sdk/$sdk"
        echo "$sdk: linked to $source"
    elif git --git-dir="$source" rev-parse --verify -q HEAD >/dev/null 2>&1; then
        found=$(git --git-dir="$source" ls-tree -d --name-only HEAD | grep -E '^(iPhoneOS|MacOSX)[0-9.]+\.sdk$' || true)
        [[ -n $found ]] || { echo "$source: no iPhoneOS*.sdk or MacOSX*.sdk folder at the top of its newest commit" >&2; exit 1; }
        for sdk in $found; do
            if ! supported "$sdk"; then echo "$sdk: skipped (older than Xcode 16's SDKs)"; continue; fi
            if [[ -e $work/sdk/$sdk ]]; then echo "$sdk: already prepared"; continue; fi
            rm -rf "$work/sdk.partial"
            python3 "$here/extract_sdk.py" "$source" "$sdk" "$work/sdk.partial"
            mv "$work/sdk.partial/$sdk" "$work/sdk/$sdk"
        done
    else
        echo "$source: neither an SDK folder (no SDKSettings.json) nor a git directory" >&2
        exit 1
    fi
done
rm -rf "$work/sdk.partial"

# Repairs, in extracted SDKs only (never in a linked SDK folder, which is someone's Xcode).
for sdk in "$work"/sdk/*.sdk; do
    [[ -L $sdk ]] && continue
    # Some snapshots hold usr/include/libxml as a second copy of libxml2/libxml: "redefinition of module 'libxml2'".
    inc=$sdk/usr/include
    if [[ -d $inc/libxml && ! -L $inc/libxml && -d $inc/libxml2/libxml ]]; then
        rm -rf "$inc/libxml"
        ln -s libxml2/libxml "$inc/libxml"
    fi
    # Some snapshots drop a macOS framework's symbolic links (Versions/Current, Headers, Modules): put them back.
    find "$sdk" -type d -name '*.framework' -print0 | while IFS= read -r -d '' fw; do
        [[ -d $fw/Versions && ! -e $fw/Versions/Current ]] || continue
        versions=("$fw"/Versions/*)
        version=$(basename "${versions[0]}")
        ln -s "$version" "$fw/Versions/Current"
        for part in "$fw/Versions/$version"/*; do
            [[ -e $fw/$(basename "$part") ]] || ln -s "Versions/Current/$(basename "$part")" "$fw/$(basename "$part")"
        done
    done
done
prepared=("$work"/sdk/*.sdk)
[[ -e ${prepared[0]} ]] || { echo "no SDK prepared in $work/sdk" >&2; exit 1; }
echo "prepared in $work/sdk: ${prepared[*]##*/} — now run Lab/Scripts/apple-sdk-check/check.sh"
