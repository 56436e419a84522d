#!/usr/bin/env bash
# The playground's browser tests (Lab/Tests/Browser): builds `tearkit`, then drives its page in headless
# Chromium with Playwright's Python API. Installs nothing: it needs Debian's chromium (or CHROMIUM set to
# a Chromium binary) and the Python packages playwright and pytest. Extra arguments go to pytest
# (`-k drag`, `-x`). Exits non-zero when a test fails or something it needs is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."

chromium="${CHROMIUM:-/usr/bin/chromium}"
if [[ ! -x "$chromium" ]]; then
    echo "browser-tests: no Chromium at $chromium (apt-get install chromium, or set CHROMIUM)" >&2
    exit 1
fi
if ! python3 -c 'import playwright.sync_api, pytest' 2>/dev/null; then
    echo "browser-tests: python3 needs the packages playwright and pytest (pip install playwright pytest)" >&2
    exit 1
fi

swift build --package-path Lab --product tearkit
bin_path="$(swift build --package-path Lab --product tearkit --show-bin-path)"

PYTHONDONTWRITEBYTECODE=1 TEARKIT="$bin_path/tearkit" CHROMIUM="$chromium" python3 -m pytest -q -p no:cacheprovider Lab/Tests/Browser "$@"
