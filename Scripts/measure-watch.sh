#!/usr/bin/env bash
# Measures, on a clone of the workspace, the time from a save to the watch's answer: three
# chapter edits and their undoing (chapter 3, section 2), then three kit edits (a comment in
# Chapters/MVVMKit/Routing/NavigationService.swift). Run it on a quiet machine; it reads the
# clock with GNU date (Linux).
set -euo pipefail
tmp=$(mktemp -d)
root=$(cd "$(dirname "$0")/.." && pwd)
git clone -q "$root" "$tmp/ws"
cd "$tmp/ws"
swift build --product Watch >/dev/null
swift build --product Chapter3 >/dev/null
log="$tmp/log"
.build/debug/Watch 3 --section 2 >"$log" 2>&1 &
pid=$!
until grep -q "^Watching" "$log"; do sleep 0.1; done
answers() { grep -cE "stayed the same|Nothing changed" "$log" || true; }
# Saves `file` with `old` replaced by `new`, or with `new` appended when `old` is empty, and
# prints how long the watch took to answer.
timed_save() {
  local file=$1 old=$2 new=$3 before
  before=$(answers)
  if [ -n "$old" ]; then
    sed "s/$old/$new/" "$file" >"$file.new" && mv "$file.new" "$file"
  else
    printf '%s\n' "$new" >>"$file"
  fi
  local start end
  start=$(date +%s.%N)
  until [ "$(answers)" -gt "$before" ]; do sleep 0.05; done
  end=$(date +%s.%N)
  echo "$(awk "BEGIN { printf \"%.2f\", $end - $start }") s; $(grep '^Rebuilt' "$log" | tail -1)"
}
f=Chapters/Chapter3/2-PushingOntoANavigationStack.swift
k=Chapters/MVVMKit/Routing/NavigationService.swift
for i in 1 2 3; do
  echo -n "chapter edit: "; timed_save $f "tapRow(1, on: viewController)" "tapRow(2, on: viewController)"
  echo -n "chapter edit back: "; timed_save $f "tapRow(2, on: viewController)" "tapRow(1, on: viewController)"
done
for i in 1 2 3; do
  echo -n "kit edit: "; timed_save $k "" "// a comment $i"
done
kill -INT $pid; wait $pid || true
rm -rf "$tmp"
