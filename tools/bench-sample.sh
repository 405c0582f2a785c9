#!/bin/sh
# bench-sample.sh samples the Go light-playout benchmark over time, for a machine whose speed drifts: it
# builds the engine's test binary once, runs BenchmarkPlayoutGo9x9 for two seconds on one core every
# PAUSE seconds, RUNS times, and prints each rate and then the least, the median, the greatest and the
# share of runs that reach TARGET playouts/s. The rates are per second of the benchmark thread's CPU time
# (its cpu-playouts/s metric, from the thread's CPU clock), which other programs' load on a shared machine
# disturbs far less than the wall clock.
#
#   tools/bench-sample.sh [RUNS] [PAUSE] [TARGET]     (defaults: 20 runs, 28 s apart, 110000)
set -eu
runs=${1:-20}
pause=${2:-28}
target=${3:-110000}
top=$(git rev-parse --show-toplevel)
bin=$(mktemp)
trap 'rm -f "$bin"' EXIT
go test -c -o "$bin" "$top/engine"
pin=""
if command -v taskset >/dev/null; then pin="taskset -c 0"; fi
out=$(mktemp)
trap 'rm -f "$bin" "$out"' EXIT
i=0
while [ "$i" -lt "$runs" ]; do
	rate=$($pin "$bin" -test.run '^$' -test.bench 'PlayoutGo9x9' -test.benchtime 2s -test.cpu 1 |
		grep -o '[0-9]* cpu-playouts/s' | cut -d' ' -f1)
	echo "$(date +%H:%M:%S) $rate playouts/s of CPU time"
	echo "$rate" >>"$out"
	i=$((i + 1))
	if [ "$i" -lt "$runs" ]; then sleep "$pause"; fi
done
sort -n "$out" | awk -v t="$target" '{a[NR] = $1; if ($1 >= t) k++}
	END {printf "%d runs: least %d, median %d, greatest %d; %.0f%% reach %d\n",
		NR, a[1], (a[int((NR + 1) / 2)] + a[int(NR / 2) + 1]) / 2, a[NR], 100 * k / NR, t}'
