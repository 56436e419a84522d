#!/usr/bin/env bash
# A mutation pass: puts small, realistic bugs into a scratch copy of the package, one at a time, runs
# the test suite against each, and reports the bugs no test caught ("survivors").
#
#   Scripts/mutation-pass.sh [--file PATH]... [mutations.tsv]      (default: Scripts/mutations.tsv)
#
# --file PATH runs only the lines whose file is PATH or lies under the folder PATH (repeatable), e.g.
# `--file Sources/TearKitCore/Effects/Shatter --file Sources/TearKit/Rendering/TearPaper.h`.
#
# Each line of the mutations file is   path <TAB> sed script <TAB> what the bug is [<TAB> suites]
# (blank lines and lines starting with # are skipped), e.g.
#
#   Sources/TearKitCore/TearState.swift	s/edge + direction \* lockProjection/edge/	recovery closes to the edge	TearStateFollowBack
#
# The optional fourth column is a `swift test --filter` pattern of the suites that should catch the
# bug: they run first, and only when they all pass does the whole suite run (so a caught bug costs
# one build and its suites, and "survived" always means the whole suite passed).
#
# The working tree is never modified: the package is copied (without .build and .git) to
# $MUTATION_SCRATCH (default /tmp/tearkit-mutation-pass), which keeps its own .build between runs,
# so only the first run builds everything. Each mutation is applied to the copy, built, tested with
# `swift test` (the whole suite unless $MUTATION_TEST_FILTER is set, which then replaces both the
# line's suites and the whole suite) under a time limit of $MUTATION_TIMEOUT seconds (default 900; a
# timeout counts as caught), then undone. Each line's time is printed, and the average at the end.
#
# Exit status: 0 when every mutation was caught, 1 when some survived, 2 when a mutation did not
# apply (its sed script matched nothing) or did not compile — fix the list, the pass proved nothing
# about those lines.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
only=()
while (($# > 0)); do
    case $1 in
        --file) [[ $# -ge 2 ]] || { echo "--file needs a path" >&2; exit 2; }; only+=("${2%/}"); shift 2 ;;
        --file=*) only+=("${1#--file=}"); only[-1]=${only[-1]%/}; shift ;;
        -h|--help) sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) break ;;
    esac
done
list=${1:-$root/Scripts/mutations.tsv}
[[ $list == /* ]] || list=$PWD/$list
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

# Whether `path` is one of the --file paths or under one of them (every path without --file).
selected() {
    ((${#only[@]} == 0)) && return 0
    local wanted
    for wanted in "${only[@]}"; do
        [[ $1 == "$wanted" || $1 == "$wanted"/* ]] && return 0
    done
    return 1
}

# The names of the tests that failed in the last test log, at most five.
failed_tests() {
    grep -E '^✘ Test [^ ]+' "$scratch/.test-log" | grep -v '^✘ Test run' \
        | sed -E 's/^✘ Test ([^ ]+).*/\1/' | sort -u | head -5 | paste -sd ' ' -
}

# No globbing: test filters such as `Tear.*Tests` are passed to swift test as written.
set -f
caught=0 survived=0 broken=0 total=0 tested_seconds=0 tested=0
survivors=()
while IFS=$'\t' read -r path script description suites || [[ -n $path ]]; do
    [[ -z $path || $path == \#* ]] && continue
    selected "$path" || continue
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
    start=$(date +%s)
    if ! swift build --build-tests >"$scratch/.build-log" 2>&1; then
        echo "NO BUILD     $label (the mutated code does not compile):"
        grep -m1 "error:" "$scratch/.build-log" | sed 's/^/             /'
        broken=$((broken + 1))
    else
        # The line's own suites first (unless $MUTATION_TEST_FILTER decides), then the whole suite.
        runs=()
        if [[ -n $filter ]]; then
            runs=("${test_command[*]}")
        else
            [[ -n ${suites:-} ]] && runs+=("swift test --skip-build --filter $suites")
            runs+=("swift test --skip-build")
        fi
        status=0
        for run in "${runs[@]}"; do
            # shellcheck disable=SC2086
            timeout "$timeout_seconds" $run >"$scratch/.test-log" 2>&1
            status=$?
            [[ $status -ne 0 ]] && break
        done
        seconds=$(( $(date +%s) - start ))
        tested_seconds=$((tested_seconds + seconds)); tested=$((tested + 1))
        if [[ $status -eq 0 ]]; then
            echo "SURVIVED     $label (${seconds}s)"
            survivors+=("$label")
            survived=$((survived + 1))
        elif [[ $status -eq 124 ]]; then
            echo "CAUGHT       $label (timed out after ${seconds}s)"
            caught=$((caught + 1))
        else
            tests=$(failed_tests)
            echo "CAUGHT       $label (${seconds}s) by ${tests:-a failing build or crash, see .test-log}"
            caught=$((caught + 1))
        fi
    fi
    # Undo: the original bytes and modification time, so the next build only recompiles this file.
    cp -p "$scratch/.original" "$path"
done <"$list"

echo
echo "$total mutations: $caught caught, $survived survived, $broken not applied or not compiling"
if ((tested > 0)); then
    echo "built and tested $tested in ${tested_seconds}s: $((tested_seconds / tested))s per mutation"
fi
for s in "${survivors[@]}"; do echo "  survivor: $s"; done
if ((broken > 0)); then exit 2; fi
if ((survived > 0)); then exit 1; fi
exit 0
