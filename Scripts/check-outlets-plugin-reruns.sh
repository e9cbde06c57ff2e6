#!/usr/bin/env bash
# Chapter 9 says its plugin's tool runs only when a layout file changed. Builds chapter 9
# three times, reading what SwiftPM runs: once to settle, once with nothing changed (the tool
# must not run), once after touching the layout (it must).
set -euo pipefail
cd "$(dirname "$0")/.."

layout=Chapters/Chapter9/SignInApp/LoginScreen.layout
runs_tool() {
    local log
    log=$(swift build --product Chapter9 -v 2>&1)
    grep -q "OutletsTool-tool .*LoginScreen.layout" <<<"$log"
}

swift build --product Chapter9 >/dev/null
if runs_tool; then
    echo "the outlets tool ran again with no layout changed"
    exit 1
fi
touch "$layout"
if ! runs_tool; then
    echo "the outlets tool did not run after $layout changed"
    exit 1
fi
echo "the outlets tool runs when its layout changes, and only then"
