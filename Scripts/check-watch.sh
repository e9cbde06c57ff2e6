#!/usr/bin/env bash
# Runs the real watch on a temporary clone of the workspace: chapter 3's section 2, then that
# section's Try this edit saved, then a broken edit and its fix. Checks what it printed after
# each save, and that Ctrl-C ends it cleanly, leaving nothing behind.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
pid=""
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT
git clone -q "$root" "$tmp/ws"
cd "$tmp/ws"
swift build --product Watch >/dev/null
swift build --product Chapter3 >/dev/null
log="$tmp/watch.log"
.build/debug/Watch 3 --section 2 >"$log" 2>&1 &
pid=$!

# Waits until the log holds `text` (a fixed string) `count` times, at most `seconds`.
wait_for() {
    local text=$1 count=$2 seconds=$3
    for _ in $(seq 1 $((seconds * 4))); do
        if [ "$(grep -cF -- "$text" "$log" || true)" -ge "$count" ]; then return 0; fi
        sleep 0.25
    done
    cat "$log"
    echo "the watch did not print \"$text\" $count times within $seconds s"
    exit 1
}
expect() {
    if ! grep -qF -- "$1" "$log"; then
        cat "$log"
        echo "the watch did not print \"$1\""
        exit 1
    fi
}
# Saves `file` with `old` replaced by `new` (no slash in either), as an editor does: a new file
# in its place.
edit() {
    local file=$1 old=$2 new=$3
    grep -qF -- "$old" "$file"
    sed "s/$old/$new/" "$file" >"$file.new"
    mv "$file.new" "$file"
}

file=Chapters/Chapter3/2-PushingOntoANavigationStack.swift
wait_for "Watching Chapters/Chapter3 and Chapters/MVVMKit" 1 600
edit "$file" "tapRow(1, on: viewController)" "tapRow(2, on: viewController)"
wait_for "stayed the same." 1 600
expect '- (the user taps row 1)'
expect '+ (the user taps row 2)'
expect '+ | Details of Order #3                |'
edit "$file" "tapRow(2, on: viewController)" "tapRow(2, on: viewControler)"
wait_for "Waiting for the next save." 1 600
expect "Chapters/Chapter3/2-PushingOntoANavigationStack.swift:"
expect "error: cannot find 'viewControler' in scope"
edit "$file" "tapRow(2, on: viewControler)" "tapRow(2, on: viewController)"
wait_for "Rebuilt in" 3 600
wait_for "Nothing changed in what it printed" 1 60
kill -INT "$pid"
status=0
wait "$pid" || status=$?
pid=""
expect "Stopped watching."
if [ "$status" -ne 0 ]; then
    cat "$log"
    echo "Ctrl-C ended the watch with status $status"
    exit 1
fi
git checkout -q -- "$file"
if [ -n "$(git status --porcelain)" ]; then
    git status --porcelain
    echo "the watch left files behind"
    exit 1
fi
cat "$log"
echo "the watch printed each save's change, the broken save's error, and recovered"
