package sgf

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestReadIrregular reads records whose moves or setups break the rules: each loads, executed as SGF FF[4] asks,
// the odd nodes are marked and Warning names the first; the board after it is checked as an ASCII diagram.
func TestReadIrregular(t *testing.T) {
	cases := []struct {
		name, in string
		kinds    []error // of Warning
		odd      []int   // the depth of each odd node (the root is 0), in file order
		path     []int   // the variations followed to the node whose board is checked
		board    string
	}{
		{"suicide", "(;SZ[3]AB[ba][ab];W[aa])", []error{ErrIllegalMove, engine.ErrSuicide}, []int{1}, []int{0}, `
			. X .
			X . .
			. . .`},
		{"occupied", "(;SZ[3];B[bb];W[bb])", []error{ErrIllegalMove, engine.ErrOccupied}, []int{2}, []int{0, 0}, `
			. . .
			. O .
			. . .`},
		{"ko", "(;SZ[5]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb])", []error{ErrIllegalMove, engine.ErrKo}, []int{2}, []int{0, 0}, `
			. X O . .
			X O . O .
			. X O . .
			. . . . .
			. . . . .`},
		{"in a variation", "(;SZ[3](;B[aa])(;B[bb];W[cc];B[cc]))", []error{ErrIllegalMove, engine.ErrOccupied}, []int{3}, []int{1, 0, 0}, `
			. . .
			. X .
			. . X`},
		{"setup without liberties", "(;SZ[3]AB[aa]AW[ba][ab])", []error{ErrBadSetup, engine.ErrNoLiberties}, []int{0}, nil, `
			X O .
			O . .
			. . .`},
		{"setup and two moves", "(;SZ[3]AB[aa]AW[ba][ab];B[bb];W[bb])", []error{ErrBadSetup}, []int{0, 2}, []int{0, 0}, `
			X O .
			O O .
			. . .`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := Read([]byte(c.in))
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			w := Warning(g)
			for _, k := range c.kinds {
				if !errors.Is(w, k) {
					t.Errorf("Warning %v is not %v", w, k)
				}
			}
			var depths []int
			for _, n := range g.Irregular() {
				d := 0
				for p := n.Parent(); p != nil; p = p.Parent() {
					d++
				}
				depths = append(depths, d)
				if n.Irregular() == nil {
					t.Errorf("a node listed as irregular has no Irregular")
				}
			}
			if !slices.Equal(depths, c.odd) {
				t.Errorf("odd nodes at depths %v, want %v", depths, c.odd)
			}
			if len(c.odd) > 1 && !strings.Contains(w.Error(), "like 1 more") {
				t.Errorf("Warning %q does not count the others", w)
			}
			n := g.Root()
			for _, i := range c.path {
				n = n.Children()[i]
			}
			g.GoTo(n)
			sameBoard(t, c.name, g.Position(), c.board)
			p := n.Position() // computed from the root, not the cursor's
			g.ToStart()
			if q := n.Position(); q.String() != p.String() || q.Hash() != p.Hash() {
				t.Errorf("the position computed off the cursor's path differs:\n%s\nvs\n%s", q.String(), p.String())
			}
			roundTrip(t, c.name, g)
		})
	}
	g, err := Read([]byte("(;SZ[9];B[ee];W[cc])"))
	if err != nil || Warning(g) != nil || len(g.Irregular()) != 0 {
		t.Errorf("a regular game: %v, warning %v, %d odd nodes", err, Warning(g), len(g.Irregular()))
	}
}
