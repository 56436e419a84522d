#!/usr/bin/env bash
# A mutation pass: puts small, realistic bugs into a scratch copy of the repository, one at a time, runs
# the test suites against each, and reports the bugs no test caught ("survivors").
#
#   Lab/Scripts/mutation-pass.sh [--check] [--file PATH]... [mutations.tsv]   (default: Lab/Scripts/mutations.tsv)
#
# Paths are relative to the repository's root (the library's Sources/…, the lab's Lab/Sources/…).
# --file PATH runs only the lines whose file is PATH or lies under the folder PATH (repeatable), e.g.
# `--file Sources/TearKitCore/Effects/Shatter --file Sources/TearKit/Rendering/TearPaper.h`.
# --check builds and tests nothing: it only applies each line to a copy of its file and reports every line
# that no longer applies (no such file, or a sed script that matches nothing), in a second or two; CI runs it
# so that the list cannot rot as the code moves.
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
# The working tree is never modified: the repository is copied (without build folders and .git) to
# $MUTATION_SCRATCH (default /tmp/tearkit-mutation-pass), which keeps its own build folders between runs,
# so only the first run builds everything. Each mutation is applied to the copy, built, tested with
# `swift test` in both packages, the library's and the lab's (the whole suites unless $MUTATION_TEST_FILTER
# is set, which then replaces both the line's suites and the whole suites) under a time limit of
# $MUTATION_TIMEOUT seconds (default 900 a package; a timeout counts as caught), then undone. Each line's
# time is printed, and the average at the end.
#
# Exit status: 0 when every mutation was caught, 1 when some survived, 2 when a mutation did not
# apply (its sed script matched nothing) or did not compile — fix the list, the pass proved nothing
# about those lines.
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)   # the repository: the library and, in Lab/, the lab
only=() check_only=false
while (($# > 0)); do
    case $1 in
        --check) check_only=true; shift ;;
        --file) [[ $# -ge 2 ]] || { echo "--file needs a path" >&2; exit 2; }; only+=("${2%/}"); shift 2 ;;
        --file=*) only+=("${1#--file=}"); only[-1]=${only[-1]%/}; shift ;;
        -h|--help) sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) break ;;
    esac
done
list=${1:-$root/Lab/Scripts/mutations.tsv}
[[ $list == /* ]] || list=$PWD/$list
scratch=${MUTATION_SCRATCH:-/tmp/tearkit-mutation-pass}
timeout_seconds=${MUTATION_TIMEOUT:-900}
filter=${MUTATION_TEST_FILTER:-}

[[ -f $list ]] || { echo "no mutations file: $list" >&2; exit 2; }

# Whether `path` is one of the --file paths or under one of them (every path without --file).
selected() {
    ((${#only[@]} == 0)) && return 0
    local wanted
    for wanted in "${only[@]}"; do
        [[ $1 == "$wanted" || $1 == "$wanted"/* ]] && return 0
    done
    return 1
}

if $check_only; then
    # Each line applied to a copy of its file in a temporary folder; the working tree is only read.
    copy=$(mktemp) || exit 2
    trap 'rm -f "$copy"' EXIT
    applies=0 stale=0
    while IFS=$'\t' read -r path script description suites || [[ -n $path ]]; do
        [[ -z $path || $path == \#* ]] && continue
        selected "$path" || continue
        if [[ ! -f $root/$path ]]; then
            echo "NOT APPLIED  $path: ${description:-$script} (no such file)"; stale=$((stale + 1)); continue
        fi
        cp "$root/$path" "$copy"
        if ! sed -i -e "$script" "$copy" 2>/dev/null || cmp -s "$copy" "$root/$path"; then
            echo "NOT APPLIED  $path: ${description:-$script} (the sed script matched nothing)"; stale=$((stale + 1)); continue
        fi
        applies=$((applies + 1))
    done <"$list"
    echo "${list#"$root/"}: $applies lines apply, $stale do not"
    ((stale == 0)) || exit 2
    exit 0
fi
mkdir -p "$scratch"
# Copy the package as it is in the working tree (tar keeps modification times, so files that did
# not change are not rebuilt in the copy).
tar -C "$root" --exclude=./.build --exclude=./Lab/.build --exclude=./.git --exclude=./.swiftpm --exclude=./Lab/.swiftpm \
    -cf - . | tar -C "$scratch" -xf -
cd "$scratch" || exit 2

# Both packages' builds and tests: the library's (here) and the lab's (Lab/).
build_all() { swift build --build-tests && swift build --build-tests --package-path Lab; }
# `swift test --skip-build [--filter F]` in both packages; the first failure's status.
test_all() {
    timeout "$timeout_seconds" swift test --skip-build "$@" || return $?
    timeout "$timeout_seconds" swift test --skip-build --package-path Lab "$@"
}

echo "Building the unmutated copy in $scratch …"
if ! build_all >"$scratch/.build-log" 2>&1; then
    echo "the unmutated repository does not build; see $scratch/.build-log" >&2
    exit 2
fi
test_filter=()
[[ -n $filter ]] && test_filter=(--filter "$filter")
echo "Checking that the unmutated suites pass …"
if ! test_all "${test_filter[@]}" >"$scratch/.test-log" 2>&1; then
    echo "the unmutated suites fail; see $scratch/.test-log — fix that first" >&2
    exit 2
fi

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
    if ! build_all >"$scratch/.build-log" 2>&1; then
        echo "NO BUILD     $label (the mutated code does not compile):"
        grep -m1 "error:" "$scratch/.build-log" | sed 's/^/             /'
        broken=$((broken + 1))
    else
        # The line's own suites first (unless $MUTATION_TEST_FILTER decides), then the whole suite.
        runs=()
        if [[ -n $filter ]]; then
            runs=("--filter $filter")
        else
            [[ -n ${suites:-} ]] && runs+=("--filter $suites")
            runs+=("")
        fi
        status=0
        for run in "${runs[@]}"; do
            # shellcheck disable=SC2086
            test_all $run >"$scratch/.test-log" 2>&1
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
