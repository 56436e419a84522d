#!/usr/bin/env bash
# Type-checks TearKit's Apple-only code against Apple's real SDK interfaces on Linux, as Xcode would compile it:
# TearKitCore, then TearKit (the SwiftUI/UIKit adapter), then the documentation's samples and the demo app's
# sources against them, each with the package's deployment targets (Package.swift's platforms) in Swift 6 language mode.
#
# usage: Lab/Scripts/apple-sdk-check/check.sh [RUN...]   (after setup.sh; from anywhere)
#   A run is one prepared SDK, named by platform and major version: ios26 (iPhoneOS26.2.sdk), macos15
#   (MacOSX15.5.sdk), ios18 (iPhoneOS18.6.sdk), … Default: every SDK prepared in $APPLE_SDK_WORK/sdk
#   (${TMPDIR:-/tmp}/apple-sdk-check/sdk); APPLE_CHECK_RUNS="ios26" does the same as naming it.
# Prints, per run and module, the errors and warnings in the package's own files. Exit status: 0 when there is
# none in any run, 1 when there is any error or warning, 2 when nothing is prepared or a run is unknown.
# Logs: .build/apple-sdk-check/RUN/ in the package. Apple's modules are built once per run into
# $APPLE_SDK_WORK/cache-RUN (a few minutes the first time); after that a run takes under a minute.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)   # the repository: the library, the demo and the lab
work=${APPLE_SDK_WORK:-${TMPDIR:-/tmp}/apple-sdk-check}

# The package's layout: modules in dependency order (Name:Folder), and the demo app's sources.
# DocumentationSamples is every ```swift block of the README, the DocC catalogue and the adapter's doc comments,
# as DocumentationSamplesTests generates them (Lab/Tests/Fixtures/DocumentationSamples/Generated) with their harness.
modules="TearKitCore:Sources/TearKitCore TearKit:Sources/TearKit DocumentationSamples:Lab/Tests/Fixtures/DocumentationSamples"
demo=Examples/TearKitDemo.swiftpm/Sources

# Deployment targets as Package.swift declares them (`.iOS(.v17)`, `.macOS(.v14)`).
ios_minimum=$(sed -n 's/.*\.iOS(\.v\([0-9_]*\)).*/\1/p' "$root/Package.swift" | head -1 | tr _ .)
macos_minimum=$(sed -n 's/.*\.macOS(\.v\([0-9_]*\)).*/\1/p' "$root/Package.swift" | head -1 | tr _ .)
[[ -n $ios_minimum && -n $macos_minimum ]] || { echo "no .iOS(.vN) / .macOS(.vN) platforms in Package.swift" >&2; exit 2; }
[[ $ios_minimum == *.* ]] || ios_minimum=$ios_minimum.0
[[ $macos_minimum == *.* ]] || macos_minimum=$macos_minimum.0

# Every prepared SDK, as "run sdk-folder" lines: iPhoneOS26.2.sdk → ios26.
prepared=$(for sdk in "$work"/sdk/*.sdk; do
    [[ -d $sdk ]] || continue
    name=$(basename "$sdk")
    case $name in
        iPhoneOS*) platform=ios; version=${name#iPhoneOS} ;;
        MacOSX*) platform=macos; version=${name#MacOSX} ;;
        *) continue ;;
    esac
    echo "$platform${version%%.*} $name"
done)
if [[ -z $prepared ]]; then
    echo "no SDK prepared in $work/sdk: run Lab/Scripts/apple-sdk-check/setup.sh first (see CONTRIBUTING.md)" >&2
    exit 2
fi
if (($#)); then runs="$*"; else runs=${APPLE_CHECK_RUNS:-$(echo "$prepared" | cut -d' ' -f1 | tr '\n' ' ')}; fi
for run in $runs; do
    echo "$prepared" | grep -q "^$run " || { echo "$run: no such SDK prepared (prepared: $(echo "$prepared" | cut -d' ' -f1 | tr '\n' ' '))" >&2; exit 2; }
done

# A resource directory with only the compiler's clang headers, shims and host plugins (the Linux toolchain's own
# Foundation, Dispatch and CoreFoundation would hide the SDK's), plus os.apinotes, which Apple's toolchain has
# and Linux's lacks (the os module's Swift names: OSLog, OSLogType, …).
toolchain_lib=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift
rd=$work/resource-dir
mkdir -p "$rd/apinotes"
for d in clang shims host; do
    [[ $(readlink "$rd/$d" 2>/dev/null) == "$toolchain_lib/$d" ]] || ln -sfn "$toolchain_lib/$d" "$rd/$d"
done
if ! cmp -s "$here/os.apinotes" "$rd/apinotes/os.apinotes"; then
    cp "$here/os.apinotes" "$rd/apinotes/os.apinotes.$$" && mv "$rd/apinotes/os.apinotes.$$" "$rd/apinotes/os.apinotes"
fi

total=0
for run in $runs; do
    started=$SECONDS
    sdk=$work/sdk/$(echo "$prepared" | grep "^$run " | cut -d' ' -f2)
    case $run in
        ios*) target=arm64-apple-ios$ios_minimum ;;
        macos*) target=arm64-apple-macos$macos_minimum ;;
    esac
    out=$root/.build/apple-sdk-check/$run
    mods=$out/modules
    rm -rf "$out"
    mkdir -p "$mods"
    # As Xcode's Debug build of a package: whole module, DEBUG and SWIFT_PACKAGE defined, testable.
    common=(-target "$target" -sdk "$sdk" -resource-dir "$rd" -I "$rd/shims" -module-cache-path "$work/cache-$run"
            -swift-version 6 -parse-as-library -Onone -enable-testing -wmo -DSWIFT_PACKAGE -DDEBUG -I "$mods")
    report() {  # NAME LOG: counts and lists the diagnostics in the package's files
        local errors warnings elsewhere
        errors=$(grep -cE "^$root/.*: error:" "$2")
        warnings=$(grep -cE "^$root/.*: warning:" "$2")
        elsewhere=$(($(grep -c ': error:' "$2") - errors))
        printf '%-8s %-12s %3d errors %3d warnings%s\n' "$run" "$1" "$errors" "$warnings" \
            "$( ((elsewhere > 0)) && echo "; $elsewhere errors outside the package (is the SDK complete?): see $2")"
        grep -E "^$root/.*: (error|warning):" "$2" | sed "s|^$root/||" | sort -u | sed 's/^/    /'
        total=$((total + errors + warnings + elsewhere))
    }
    for entry in $modules; do
        name=${entry%%:*}
        files=$(find "$root/${entry#*:}" -name '*.swift' | sort)
        extra=()
        # A target with resources gets SwiftPM's generated `Bundle.module`.
        if find "$root/${entry#*:}" \( -name '*.metal' -o -name '*.strings' -o -name '*.xcassets' \) | grep -q .; then
            extra=("$here/resource_bundle_accessor.swift" -DSWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE)
        fi
        # shellcheck disable=SC2086  # one argument per file
        swiftc -typecheck "${common[@]}" -package-name tearkit -module-name "$name" $files "${extra[@]}" \
            >"$out/$name.log" 2>&1
        # The module the next ones import (declarations only).
        # shellcheck disable=SC2086
        swiftc -emit-module "${common[@]}" -Xfrontend -experimental-skip-non-inlinable-function-bodies \
            -package-name tearkit -module-name "$name" -emit-module-path "$mods/$name.swiftmodule" $files "${extra[@]}" \
            >"$out/$name-module.log" 2>&1
        report "$name" "$out/$name.log"
    done
    # The demo app, from a copy: `#Preview` needs Xcode's macro plugin, so each becomes a private main-actor
    # view-builder function with the same body.
    copy=$out/demo-sources
    cp -r "$root/$demo" "$copy"
    # shellcheck disable=SC2016  # a Perl expression, not the shell's
    grep -rl '^#Preview' "$copy" | xargs -r perl -pi -e \
        's/^#Preview(\(.*?\))? \{/"\@MainActor \@ViewBuilder private func _preview" . ++$n . "() -> some View {"/e'
    # shellcheck disable=SC2046
    swiftc -typecheck "${common[@]}" -DSWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE -package-name TearKitDemo -module-name AppModule \
        $(find "$copy" -name '*.swift' | sort) >"$out/demo.log" 2>&1
    sed -i "s|^$copy/|$root/$demo/|" "$out/demo.log"
    report demo "$out/demo.log"
    echo "$run: $((SECONDS - started)) s"
done
((total == 0))
