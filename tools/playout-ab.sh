#!/bin/sh
# playout-ab.sh compares the speed of the engine's playouts at two revisions in one process, which is
# steadier than two benchmark runs on a machine whose speed drifts: both versions of package engine are
# copied into a scratch module, and batches of playouts of each alternate on one core.
#
#   tools/playout-ab.sh OLD [NEW] [ROUNDS]
#
# OLD and NEW are git revisions; NEW "work" (the default) is the working tree. It prints the playouts per
# second of each and the speed of NEW relative to OLD, as a total and as the median (and quartiles) over
# the rounds. GAME=atari compares the Atari Go playouts instead of the Go light playouts.
set -eu
old=$1
new=${2:-work}
rounds=${3:-300}
game=${GAME:-go}
top=$(git rev-parse --show-toplevel)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

copy() { # revision, package name
	mkdir -p "$dir/$2"
	if [ "$1" = work ]; then
		cp "$top"/engine/*.go "$dir/$2/"
	else
		for f in $(git -C "$top" ls-tree --name-only "$1" engine/ | grep '\.go$'); do
			git -C "$top" show "$1:$f" >"$dir/$2/$(basename "$f")"
		done
	fi
	rm -f "$dir/$2"/*_test.go
	sed -i "s/^package engine\$/package $2/" "$dir/$2"/*.go
}
copy "$old" olde
copy "$new" newe

if [ "$game" = atari ]; then
	rules='%s.AtariRules(1)'
	playout=PlayoutAtari
else
	rules='%s.GoRules(%s.Area, 7.5)'
	playout=PlayoutLight
fi
ro=$(echo "$rules" | sed 's/%s/olde/g')
rn=$(echo "$rules" | sed 's/%s/newe/g')
printf 'module ab\n\ngo 1.26\n' >"$dir/go.mod"
sed -e "s/RULES_OLD/$ro/" -e "s/RULES_NEW/$rn/" -e "s/PLAYOUT/$playout/g" >"$dir/main.go" <<'GO'
package main

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"time"

	"ab/newe"
	"ab/olde"
)

func main() {
	rounds, _ := strconv.Atoi(os.Args[1])
	so := olde.MustPosition(9, 9, RULES_OLD)
	sn := newe.MustPosition(9, 9, RULES_NEW)
	ro, rn := olde.NewRand(1), newe.NewRand(1)
	const batch = 2000
	var to, tn time.Duration
	var ratios []float64
	for range rounds {
		t0 := time.Now()
		for range batch {
			p := so
			p.PLAYOUT(ro)
		}
		t1 := time.Now()
		for range batch {
			p := sn
			p.PLAYOUT(rn)
		}
		t2 := time.Now()
		to += t1.Sub(t0)
		tn += t2.Sub(t1)
		ratios = append(ratios, float64(t1.Sub(t0))/float64(t2.Sub(t1)))
	}
	slices.Sort(ratios)
	n := float64(rounds * batch)
	fmt.Printf("old %.0f playouts/s, new %.0f playouts/s: new is %.3f× old (median of %d rounds %.3f, quartiles %.3f–%.3f)\n",
		n/to.Seconds(), n/tn.Seconds(), to.Seconds()/tn.Seconds(), rounds, ratios[rounds/2], ratios[rounds/4], ratios[3*rounds/4])
}
GO
(cd "$dir" && go build -o ab .)
if command -v taskset >/dev/null; then
	taskset -c 0 "$dir/ab" "$rounds"
else
	"$dir/ab" "$rounds"
fi
