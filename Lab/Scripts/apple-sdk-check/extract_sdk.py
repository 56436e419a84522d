#!/usr/bin/env python3
"""Copies one SDK folder out of a git snapshot of a repository that holds Apple SDKs as files.

usage: extract_sdk.py GIT_DIR SDK_FOLDER OUT_DIR

GIT_DIR is a git directory (a bare clone, or a clone's .git); SDK_FOLDER a folder at the top of its newest
commit (e.g. iPhoneOS26.2.sdk), written to OUT_DIR/SDK_FOLDER. Blobs the snapshot lacks (a partial clone) are
skipped and counted: type-checking needs the headers and .swiftinterface files, not every file of the SDK.
Symbolic links are kept as links.
"""
import os
import subprocess
import sys

if len(sys.argv) != 4:
    sys.exit(__doc__.strip())
git_dir, sdk, out = sys.argv[1:4]
git = ["git", "--git-dir=" + git_dir]
listing = subprocess.run(git + ["ls-tree", "-r", "-z", "HEAD", sdk], capture_output=True, check=True).stdout
entries = []
for entry in listing.split(b"\0"):
    if not entry:
        continue
    meta, path = entry.split(b"\t", 1)
    mode, kind, sha = meta.decode().split()
    if kind == "blob":
        entries.append((mode, sha, path.decode()))
if not entries:
    sys.exit("no folder %s in the snapshot %s" % (sdk, git_dir))
# One `git cat-file --batch` for every blob: a process per file would take minutes for an SDK's ~50,000 files.
# (`--batch` never fetches a missing object; it answers "<sha> missing".)
cat = subprocess.Popen(git + ["cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
missing = 0
for mode, sha, path in entries:
    cat.stdin.write((sha + "\n").encode())
    cat.stdin.flush()
    header = cat.stdout.readline().decode().split()
    if len(header) < 3 or header[1] == "missing":
        missing += 1
        continue
    data = cat.stdout.read(int(header[2]))
    cat.stdout.read(1)  # the newline after the contents
    dst = os.path.join(out, path)
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    if mode == "120000":
        if not os.path.lexists(dst):
            os.symlink(data.decode(), dst)
    else:
        with open(dst, "wb") as f:
            f.write(data)
cat.stdin.close()
cat.wait()
print("%s: %d files, %d absent from the snapshot" % (sdk, len(entries) - missing, missing))
