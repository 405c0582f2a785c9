#!/usr/bin/env bash
# Makes the README's screenshots with the game's own script driver: each tools/screens/*.script runs in a
# virtual X server, with config and saved games in a temporary folder, and writes its PNG files to docs/.
# Run it through make screenshots.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/atarigo" ./cmd/atarigo
run() { # script, language, flags...
	local script=$1 lang=$2
	shift 2
	sed "s#OUT/#$tmp/out/#g" "tools/screens/$script.script" > "$tmp/$script.script"
	mkdir -p "$tmp/out"
	ATARIGO_CONFIG_DIR="$tmp/config-$script" ATARIGO_GAMES_DIR="$tmp/games" \
		xvfb-run -a -s "-screen 0 1280x800x24" "$tmp/atarigo" -window 1200x760 -lang "$lang" -seed 1 -nosound \
		-script "$tmp/$script.script" "$@"
}
run menu en
run atari en -rules capture:1 -size 7 -black human -white beginner
run lesson en
run counting en -rules japanese -size 9 -black human -white human
mkdir -p docs
for f in "$tmp"/out/*.png; do cp "$f" docs/; done
ls -l docs/screen-*.png
