package sgf

import (
	"bytes"
	"fmt"
	"io"
	"strconv"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Application is the AP value written into every file: program name and version.
const Application = "atarigo:1.0"

// Write writes g as an SGF FF[4] file in UTF-8 (see TreeFromGame and Format).
func Write(w io.Writer, g *engine.Game) error {
	t, err := TreeFromGame(g)
	if err != nil {
		return err
	}
	return Format(w, t)
}

// Marshal returns g as the text of an SGF FF[4] file.
func Marshal(g *engine.Game) ([]byte, error) {
	var b bytes.Buffer
	if err := Write(&b, g); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// TreeFromGame turns a game record into an SGF game tree. The line through the cursor (Game.Line, the game
// as played even when undo left other lines behind) becomes the main line: at each of its nodes its
// variation is written first; the other variations keep their order. The root starts with
// FF[4]GM[1]CA[UTF-8]AP[atarigo:1.0]SZ[…], then the rules: RU (Info.Ruleset as the file wrote it while it still
// names the rules, else RulesetName's), AGCT[N] for Atari Go, KM and, with superko, AGSK[1] for Go; then HA and the non-empty Info fields.
// HA is Info.Handicap as it is: the handicap stones themselves must be in the root's setup (GNU Go places
// stones of its own for an HA without AB). Every node then gives its move, setup, PL, N, C and its kept
// Props, in that order. Props that repeat what the fields say (B, W, AB, AW, AE, PL, C, N, and the root's
// game information) are an ErrBadValue error.
func TreeFromGame(g *engine.Game) (*Tree, error) {
	root := g.Root()
	pos := root.Position()
	cols, rows, rules := pos.Cols(), pos.Rows(), g.Rules()
	r := &Node{}
	r.Add("FF", "4")
	r.Add("GM", "1")
	r.Add("CA", "UTF-8")
	r.Add("AP", Application)
	r.Add("SZ", formatSize(cols, rows))
	r.Add("RU", rulesetText(g.Info.Ruleset, rules))
	if rules.Kind == engine.AtariGo {
		r.Add(PropCaptureTarget, strconv.Itoa(rules.Target()))
	} else {
		r.Add("KM", formatKomi(rules.Komi))
		if rules.Superko {
			r.Add(PropSuperko, "1")
		}
	}
	info := g.Info
	if info.Handicap > 0 {
		r.Add("HA", strconv.Itoa(info.Handicap))
	}
	for _, f := range []struct{ id, v string }{
		{"PB", info.Black}, {"BR", info.BlackRank}, {"PW", info.White}, {"WR", info.WhiteRank},
		{"DT", info.Date}, {"EV", info.Event}, {"PC", info.Place}, {"GN", info.GameName},
		{"SO", info.Source}, {"RE", info.Result},
	} {
		if f.v != "" {
			r.Add(f.id, f.v)
		}
	}
	type pair struct {
		e *engine.Node
		s *Node
	}
	next := lineNext(g)
	stack := []pair{{root, r}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if err := nodeProps(p.e, p.s, p.e == root, &pos); err != nil {
			return nil, err
		}
		kids := writeOrder(p.e, next)
		p.s.Children = make([]*Node, len(kids))
		for i := len(kids) - 1; i >= 0; i-- {
			p.s.Children[i] = &Node{}
			stack = append(stack, pair{kids[i], p.s.Children[i]})
		}
	}
	return &Tree{Root: r}, nil
}

// lineNext maps each node of the line through the cursor (Game.Line: the game as played, up to the cursor
// and on along the variations last visited) to the node after it.
func lineNext(g *engine.Game) map[*engine.Node]*engine.Node {
	line := g.Line()
	next := make(map[*engine.Node]*engine.Node, len(line))
	for i := 1; i < len(line); i++ {
		next[line[i-1]] = line[i]
	}
	return next
}

// writeOrder returns the variations after e in the order they are written: the one on the line through
// the cursor first, since the first variation is the main line in SGF, then the others in their order.
func writeOrder(e *engine.Node, next map[*engine.Node]*engine.Node) []*engine.Node {
	kids := e.Children()
	n := next[e]
	if n == nil || len(kids) < 2 || kids[0] == n {
		return kids
	}
	out := make([]*engine.Node, 0, len(kids))
	out = append(out, n)
	for _, k := range kids {
		if k != n {
			out = append(out, k)
		}
	}
	return out
}

// nodeProps appends the properties of engine node e to s; pos gives the board the points must be on.
func nodeProps(e *engine.Node, s *Node, isRoot bool, pos *engine.Position) error {
	if e.HasMove() {
		if e.Move().Point != engine.Pass && !pos.OnBoard(e.Move().Point) {
			return &Error{Err: ErrBadValue, Msg: fmt.Sprintf("move %v is off the board", e.Move())}
		}
		s.Add(e.Move().Color.String(), e.Move().Point.SGF())
	}
	for _, l := range []struct {
		id  string
		pts []engine.Point
	}{{"AB", e.Setup().Black}, {"AW", e.Setup().White}, {"AE", e.Setup().Empty}} {
		if len(l.pts) == 0 {
			continue
		}
		for _, pt := range l.pts {
			if !pos.OnBoard(pt) {
				return &Error{Err: ErrBadValue, Msg: fmt.Sprintf("%s point %d is off the board", l.id, pt)}
			}
		}
		s.Add(l.id, formatPoints(l.pts)...)
	}
	if e.ToPlay().IsStone() {
		s.Add("PL", e.ToPlay().String())
	}
	if e.Name != "" {
		s.Add("N", e.Name)
	}
	if e.Comment != "" {
		s.Add("C", e.Comment)
	}
	for _, p := range e.Props {
		if nodeFields[p.ID] || isRoot && rootInfo[p.ID] {
			return &Error{Err: ErrBadValue, Msg: fmt.Sprintf("property %s among a node's Props repeats what its fields say", p.ID)}
		}
		s.Props = append(s.Props, Property{ID: p.ID, Values: append([]string(nil), p.Values...)})
	}
	return nil
}
