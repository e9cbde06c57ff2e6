#!/usr/bin/env bash
# Loads the built site in a real browser and checks what it renders: headless Chromium from
# Debian's packages, the site served on 127.0.0.1 by Python's standard library. Each page must
# show its title and content in the rendered DOM (not in the JSON behind it), and the browser's
# console must stay silent. Run it after `swift run Site`; CI does.
set -euo pipefail
cd "$(dirname "$0")/.."
site=.build/site/MVVMKit
if [ ! -f "$site/index.html" ]; then
    echo "There is no site in $site: build it with swift run Site." >&2
    exit 1
fi

browser=$(command -v chromium-headless-shell || command -v chromium || true)
if [ -z "$browser" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "Installing chromium-headless-shell..."
        apt-get install -y chromium-headless-shell >/dev/null 2>&1 \
            || { apt-get update >/dev/null \
                && apt-get install -y chromium-headless-shell >/dev/null; }
        browser=$(command -v chromium-headless-shell)
    else
        echo "This check needs a headless Chromium: apt-get install chromium-headless-shell." >&2
        exit 1
    fi
fi

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" \
        2>/dev/null && break
    sleep 0.1
done

failed=0
# check WHAT PATH TEXT...: the page at PATH renders every TEXT, and the console says nothing.
check() {
    local what=$1 path=$2
    shift 2
    local dom log
    dom=$(mktemp)
    log=$(mktemp)
    "$browser" --no-sandbox --disable-gpu --virtual-time-budget=10000 --enable-logging=stderr \
        --v=0 --dump-dom "http://127.0.0.1:$port/$path" >"$dom" 2>"$log" || true
    local missing=()
    for text in "$@"; do
        grep -qF -- "$text" "$dom" || missing+=("$text")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "$what, /$path, does not render: $(printf '"%s" ' "${missing[@]}")"
        failed=1
    fi
    if grep -q ":CONSOLE" "$log"; then
        echo "$what, /$path, wrote to the browser's console:"
        grep ":CONSOLE" "$log"
        failed=1
    fi
    [ ${#missing[@]} -gt 0 ] || grep -q ":CONSOLE" "$log" || echo "$what renders: /$path"
    rm -f "$dom" "$log"
}

check "the landing page" documentation/mvvmkit "MVVMKit" "The DI folder" "The ModelsTree folder" \
    "MVVM by hand"
check "a kit type" documentation/mvvmkit/container "Container" "resolve(args:)" "The DI folder"
check "the book" tutorials/book "MVVM by hand" "One app from every chapter"
check "a chapter's notes" documentation/mvvmkit/chapter5-notes "Notes on chapter 5" \
    "Differences from the original" "What the tests check"
check "a chapter's tutorial" tutorials/mvvmkit/chapter1 "Chapter 1: a DI container in fifty lines" \
    "Usage example" "1-UsageExample.swift" "chapter1-section1-output.svg"
# A picture of a step as a reader sees it, its preview pane showing what the section prints.
mkdir -p .build/site-check
"$browser" --no-sandbox --disable-gpu --virtual-time-budget=10000 --window-size=1280,2600 \
    --screenshot="$PWD/.build/site-check/chapter1.png" \
    "http://127.0.0.1:$port/tutorials/mvvmkit/chapter1" >/dev/null 2>&1 || true
if [ -s .build/site-check/chapter1.png ]; then
    echo "a step's screenshot: .build/site-check/chapter1.png"
else
    echo "the browser took no screenshot of chapter 1's tutorial"
    failed=1
fi
question=$(sed -n '/^## Check yourself/,/^## /p' docs/chapter-1-di-container.md \
    | grep -m1 '^\*\*' | sed -E 's/^\*\*[0-9]+\. //; s/\*\*$//')
if [ -z "$question" ]; then
    echo "docs/chapter-1-di-container.md asks no question under Check yourself."
    failed=1
fi
check "a chapter's assessment" tutorials/mvvmkit/chapter1 "Check Your Understanding" "$question"
exit $failed
