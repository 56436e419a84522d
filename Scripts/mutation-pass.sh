#!/usr/bin/env bash
# A mutation pass: puts small, realistic bugs into a scratch copy of the package, one at a time, runs
# the test suite against each, and reports the bugs no test caught ("survivors").
#
#   Scripts/mutation-pass.sh [mutations.tsv]      (default: Scripts/mutations.tsv)
#
# Each line of the mutations file is   path <TAB> sed script <TAB> what the bug is
# (blank lines and lines starting with # are skipped), e.g.
#
#   Sources/TearKitCore/TearState.swift	s/edge + direction \* lockProjection/edge/	recovery closes to the edge
#
# The working tree is never modified: the package is copied (without .build and .git) to
# $MUTATION_SCRATCH (default /tmp/tearkit-mutation-pass), which keeps its own .build between runs,
# so only the first run builds everything. Each mutation is applied to the copy, built, tested with
# `swift test` (the whole suite unless $MUTATION_TEST_FILTER is set) under a time limit of
# $MUTATION_TIMEOUT seconds (default 900; a timeout counts as caught), then undone.
#
# Exit status: 0 when every mutation was caught, 1 when some survived, 2 when a mutation did not
# apply (its sed script matched nothing) or did not compile — fix the list, the pass proved nothing
# about those lines.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
list=${1:-$root/Scripts/mutations.tsv}
scratch=${MUTATION_SCRATCH:-/tmp/tearkit-mutation-pass}
timeout_seconds=${MUTATION_TIMEOUT:-900}
filter=${MUTATION_TEST_FILTER:-}

[[ -f $list ]] || { echo "no mutations file: $list" >&2; exit 2; }
mkdir -p "$scratch"
# Copy the package as it is in the working tree (tar keeps modification times, so files that did
# not change are not rebuilt in the copy).
tar -C "$root" --exclude=./.build --exclude=./.git --exclude=./.swiftpm -cf - . | tar -C "$scratch" -xf -
cd "$scratch" || exit 2

echo "Building the unmutated copy in $scratch …"
if ! swift build --build-tests >"$scratch/.build-log" 2>&1; then
    echo "the unmutated package does not build; see $scratch/.build-log" >&2
    exit 2
fi
test_command=(swift test --skip-build)
[[ -n $filter ]] && test_command+=(--filter "$filter")
echo "Checking that the unmutated suite passes …"
if ! timeout "$timeout_seconds" "${test_command[@]}" >"$scratch/.test-log" 2>&1; then
    echo "the unmutated suite fails; see $scratch/.test-log — fix that first" >&2
    exit 2
fi

caught=0 survived=0 broken=0 total=0
survivors=()
while IFS=$'\t' read -r path script description || [[ -n $path ]]; do
    [[ -z $path || $path == \#* ]] && continue
    total=$((total + 1))
    label="$path: ${description:-$script}"
    if [[ ! -f $path ]]; then
        echo "NOT APPLIED  $label (no such file)"
        broken=$((broken + 1)); continue
    fi
    cp -p "$path" "$scratch/.original"
    sed -i -e "$script" "$path"
    if cmp -s "$path" "$scratch/.original"; then
        echo "NOT APPLIED  $label (the sed script matched nothing)"
        broken=$((broken + 1))
        cp -p "$scratch/.original" "$path"; continue
    fi
    if ! swift build --build-tests >"$scratch/.build-log" 2>&1; then
        echo "NO BUILD     $label (the mutated code does not compile):"
        grep -m1 "error:" "$scratch/.build-log" | sed 's/^/             /'
        broken=$((broken + 1))
    else
        start=$(date +%s)
        timeout "$timeout_seconds" "${test_command[@]}" >"$scratch/.test-log" 2>&1
        status=$?
        seconds=$(( $(date +%s) - start ))
        if [[ $status -eq 0 ]]; then
            echo "SURVIVED     $label"
            survivors+=("$label")
            survived=$((survived + 1))
        elif [[ $status -eq 124 ]]; then
            echo "CAUGHT       $label (timed out after ${seconds}s)"
            caught=$((caught + 1))
        else
            tests=$(grep -E '^✘ Test [^ ]+' "$scratch/.test-log" | grep -v '^✘ Test run' \
                | sed -E 's/^✘ Test ([^ ]+).*/\1/' | sort -u | head -5 | paste -sd ' ' -)
            echo "CAUGHT       $label (${seconds}s) by ${tests:-a failing build or crash, see .test-log}"
            caught=$((caught + 1))
        fi
    fi
    # Undo: the original bytes and modification time, so the next build only recompiles this file.
    cp -p "$scratch/.original" "$path"
done <"$list"

echo
echo "$total mutations: $caught caught, $survived survived, $broken not applied or not compiling"
for s in "${survivors[@]}"; do echo "  survivor: $s"; done
if ((broken > 0)); then exit 2; fi
if ((survived > 0)); then exit 1; fi
exit 0
