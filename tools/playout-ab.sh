#!/bin/sh
# playout-ab.sh compares the speed of playouts at two revisions in one process, which is steadier than two
# benchmark runs on a machine whose speed drifts: both versions of the packages are copied into a scratch
# module, and batches of playouts of each alternate on one core.
#
#   tools/playout-ab.sh OLD [NEW] [ROUNDS]
#
# OLD and NEW are git revisions; NEW "work" (the default) is the working tree. It prints the playouts per
# second of each and the speed of NEW relative to OLD, as a total and as the median (and quartiles) over
# the rounds. Times are CPU time of the program's thread (clock_gettime CLOCK_THREAD_CPUTIME_ID), not
# wall-clock time, so that other programs' load on a shared machine does not count against whichever batch
# it falls on; not getrusage, whose thread times advance in scheduler ticks (4 ms here, a batch's length).
# GAME chooses the playout, always on empty 9×9: go (the default) the engine's light playout, atari the
# engine's Atari Go playout, policy-go and policy-atari the AI's Monte Carlo policy playouts (package ai,
# copied with the engine).
set -eu
old=$1
new=${2:-work}
rounds=${3:-300}
game=${GAME:-go}
top=$(git rev-parse --show-toplevel)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

copy() { # revision, source package directory, scratch package name
	mkdir -p "$dir/$3"
	if [ "$1" = work ]; then
		cp "$top/$2"/*.go "$dir/$3/"
		if [ -d "$top/$2/testdata" ]; then cp -r "$top/$2/testdata" "$dir/$3/"; fi # files it embeds
	else
		for f in $(git -C "$top" ls-tree --name-only "$1" "$2/" | grep '\.go$'); do
			git -C "$top" show "$1:$f" >"$dir/$3/$(basename "$f")"
		done
		if [ -n "$(git -C "$top" ls-tree -d "$1" "$2/testdata")" ]; then
			git -C "$top" archive "$1" "$2/testdata" | tar -x -C "$dir/$3" --strip-components=1
		fi
	fi
	rm -f "$dir/$3"/*_test.go
	sed -i "s/^package $(basename "$2")\$/package $3/" "$dir/$3"/*.go
}

# hook writes into scratch package ai_pkg a function that runs one policy playout from the start position.
hook() { # ai package, engine package
	cat >"$dir/$1/abhook.go" <<GO
package $1

import "ab/$2"

var abStart, _ = $2.NewStart(9, 9, ABRULES, $2.StartEmpty, $2.Black)
var abPlayout = newMCPlayout(1)

// ABPlayout runs one policy playout from the start position.
func ABPlayout() {
	pos := abStart
	abPlayout.moves, abPlayout.colors = abPlayout.moves[:0], abPlayout.colors[:0]
	abPlayout.run(&pos)
}
GO
	sed -i "s/ABRULES/$(echo "$rules" | sed "s/%s/$2/g")/" "$dir/$1/abhook.go"
	sed -i "s#\"github.com/seed593a7f8d/atarigo/engine\"#engine \"ab/$2\"#" "$dir/$1"/*.go
}

case $game in
atari | policy-atari) rules='%s.AtariRules(1)' ;;
*) rules='%s.GoRules(%s.Area, 7.5)' ;;
esac
copy "$old" engine olde
copy "$new" engine newe
case $game in
go)
	playOld='p := so; p.PlayoutLight(ro)'
	playNew='p := sn; p.PlayoutLight(rn)'
	imports='"ab/newe"; "ab/olde"'
	;;
atari)
	playOld='p := so; p.PlayoutAtari(ro)'
	playNew='p := sn; p.PlayoutAtari(rn)'
	imports='"ab/newe"; "ab/olde"'
	;;
policy-go | policy-atari)
	copy "$old" ai olda
	copy "$new" ai newa
	hook olda olde
	hook newa newe
	playOld='olda.ABPlayout()'
	playNew='newa.ABPlayout()'
	imports='"ab/newa"; "ab/newe"; "ab/olda"; "ab/olde"'
	;;
*)
	echo "playout-ab.sh: GAME must be go, atari, policy-go or policy-atari" >&2
	exit 2
	;;
esac
ro=$(echo "$rules" | sed 's/%s/olde/g')
rn=$(echo "$rules" | sed 's/%s/newe/g')
printf 'module ab\n\ngo 1.26\n' >"$dir/go.mod"
sed -e "s#IMPORTS#$imports#" -e "s/RULES_OLD/$ro/" -e "s/RULES_NEW/$rn/" \
	-e "s/PLAY_OLD/$playOld/" -e "s/PLAY_NEW/$playNew/" >"$dir/main.go" <<'GO'
package main

import (
	"fmt"
	"os"
	"runtime"
	"slices"
	"strconv"
	"syscall"
	"time"
	"unsafe"

	IMPORTS
)

// cpu returns the CPU time the calling thread has used (clock 3 is CLOCK_THREAD_CPUTIME_ID).
func cpu() time.Duration {
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, 3, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		panic(e)
	}
	return time.Duration(ts.Nano())
}

func main() {
	runtime.LockOSThread() // the thread's CPU time is the playouts' only while main keeps the thread
	rounds, _ := strconv.Atoi(os.Args[1])
	so := olde.MustPosition(9, 9, RULES_OLD)
	sn := newe.MustPosition(9, 9, RULES_NEW)
	ro, rn := olde.NewRand(1), newe.NewRand(1)
	_, _, _, _ = so, sn, ro, rn
	batch := 2000
	if len(os.Args) > 2 {
		batch, _ = strconv.Atoi(os.Args[2])
	}
	var to, tn time.Duration
	var ratios []float64
	for range rounds {
		t0 := cpu()
		for range batch {
			PLAY_OLD
		}
		t1 := cpu()
		for range batch {
			PLAY_NEW
		}
		t2 := cpu()
		to += t1 - t0
		tn += t2 - t1
		ratios = append(ratios, float64(t1-t0)/float64(t2-t1))
	}
	slices.Sort(ratios)
	n := float64(rounds * batch)
	fmt.Printf("old %.0f playouts/s, new %.0f playouts/s of CPU time: new is %.3f× old (median of %d rounds %.3f, quartiles %.3f–%.3f)\n",
		n/to.Seconds(), n/tn.Seconds(), to.Seconds()/tn.Seconds(), rounds, ratios[rounds/2], ratios[rounds/4], ratios[3*rounds/4])
}
GO
batch=2000
case $game in policy-*) batch=200 ;; esac
(cd "$dir" && gofmt -w main.go && go build -o ab .)
if command -v taskset >/dev/null; then
	taskset -c 0 "$dir/ab" "$rounds" "$batch"
else
	"$dir/ab" "$rounds" "$batch"
fi
