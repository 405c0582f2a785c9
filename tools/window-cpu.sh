#!/bin/sh
# window-cpu.sh measures the processor time the game window takes under Xvfb: for each case it starts the
# window with a fresh settings folder and no script (a script keeps the window awake), lets it settle for
# WARM seconds, reads the window's and the X server's CPU time (user + system, /proc/PID/stat) over SPAN
# seconds, prints it as a share of one core and closes the window.
#
#   tools/window-cpu.sh [SPAN] [WARM] [BINARY]     (defaults: 30 s, 5 s, a fresh build of ./cmd/atarigo)
#
# Cases: menu (the menu, untouched), play (a 9×9 Atari Go game waiting for the person's first move), cvc
# (Easy against Easy on 9×9 Go: the computer thinking and the stones coming one after another).
set -eu
span=${1:-30}
warm=${2:-5}
bin=${3:-}
top=$(git rev-parse --show-toplevel)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -z "$bin" ]; then
	bin=$tmp/atarigo
	go build -o "$bin" "$top/cmd/atarigo"
fi
tck=$(getconf CLK_TCK)

# cpu prints the user + system clock ticks of process $1 (all its threads).
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }

measure() {
	name=$1
	shift
	home=$tmp/home-$name
	mkdir -p "$home"
	HOME=$home XDG_CONFIG_HOME=$home/.config xvfb-run -a -s "-screen 0 1280x800x24" \
		"$bin" -nosound -noautosave -lang en -seed 1 "$@" &
	runner=$!
	sleep "$warm"
	game=$(ps -o pid=,comm= --ppid "$runner" | awk '$2 != "Xvfb" {print $1}')
	x=$(ps -o pid=,comm= --ppid "$runner" | awk '$2 == "Xvfb" {print $1}')
	g0=$(cpu "$game")
	x0=$(cpu "$x")
	sleep "$span"
	g1=$(cpu "$game")
	x1=$(cpu "$x")
	kill "$game"
	wait "$runner" || true
	awk -v n="$name" -v g=$((g1 - g0)) -v x=$((x1 - x0)) -v t="$tck" -v s="$span" 'BEGIN {
		printf "%-5s window %5.1f%% of a core (%.2f s in %d s), Xvfb %5.1f%%\n", n, 100*g/t/s, g/t, s, 100*x/t/s }'
}

measure menu
measure play -rules capture:1 -size 9 -black human -white easy
measure cvc -rules japanese -size 9 -black easy -white easy
