package sgf

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
)

// MaxGameNodes is the largest game tree turned into an engine.Game, a million nodes: a node of a record costs a
// few hundred bytes (positions are kept only along the cursor's path), so this bounds memory at a few hundred
// MiB. Real games have a few hundred nodes, the largest joseki dictionaries tens of thousands.
const MaxGameNodes = MaxNodes

// MaxSetupPoints is the most points a game record may set up or clear with AB, AW and AE in all its nodes
// together (every such point costs the engine a pass over the board; problem files use a few thousand).
const MaxSetupPoints = 50000

// Read returns the first game of an SGF collection as a game record with the cursor at the root.
// See GameFromTree for what is read.
func Read(data []byte) (*engine.Game, error) {
	trees, err := parse(data, 1)
	if err != nil {
		return nil, err
	}
	return GameFromTree(trees[0])
}

// Load is Read from r, reading at most MaxFileSize bytes.
func Load(r io.Reader) (*engine.Game, error) {
	data, err := readAll(r)
	if err != nil {
		return nil, err
	}
	return Read(data)
}

// rootInfo lists the root properties GameFromTree turns into the game's size, rules and Info;
// TreeFromGame writes them back from there, so they are not kept among a root's Props.
var rootInfo = map[string]bool{
	"FF": true, "GM": true, "CA": true, "AP": true, "SZ": true, "KM": true, "HA": true, "RE": true, "RU": true,
	"PB": true, "PW": true, "BR": true, "WR": true, "DT": true, "EV": true, "PC": true, "GN": true, "SO": true,
	PropCaptureTarget: true, PropSuperko: true,
}

// nodeFields lists the properties every node turns into engine.Node fields.
var nodeFields = map[string]bool{"B": true, "W": true, "AB": true, "AW": true, "AE": true, "PL": true, "C": true, "N": true}

// GameFromTree turns a game tree into a game record. The root gives the board (SZ, 19 when absent), the
// rules (see rulesOf and ParseRuleset) and Info (PB, PW, BR, WR, DT, EV, PC, GN, SO, RE, HA, AP, RU). Every node
// gives its move (B, W; "" and "tt" are passes), setup (AB, AW, AE with compressed lists), side to move (PL),
// comment (C) and name (N); any other property is kept in Node.Props as it was. A move in the root node is read
// as a node of its own after the root (so it is move 1, as GNU Go counts it). A handicap root (HA of 2 or more,
// AB, no AW and no PL) has White to move, or the colour of its own move when it holds one. Moves out of turn are accepted, and so are moves and setups that break
// the rules: they are executed as SGF FF[4] asks and listed by the game's Irregular (see Warning). Bad values,
// trees of more than MaxGameNodes nodes and more than MaxSetupPoints setup points are *Error values that name the
// node's line and column.
func GameFromTree(t *Tree) (*engine.Game, error) {
	if t == nil || t.Root == nil {
		return nil, &Error{Err: ErrSyntax, Msg: "no game tree"}
	}
	root := t.Root
	if gm, ok := root.Value("GM"); ok && strings.TrimSpace(gm) != "1" && strings.TrimSpace(gm) != "" {
		return nil, errAt(root, ErrNotGo, "GM[%s] (Go is GM[1])", gm)
	}
	cols, rows := 19, 19
	if v, ok := root.Value("SZ"); ok {
		var err error
		if cols, rows, err = parseSize(v); err != nil {
			return nil, errAt(root, ErrBadSize, "%v", err)
		}
	}
	rules, err := rulesOf(root)
	if err != nil {
		return nil, err
	}
	d := decoder{}
	info := infoOf(root, d)

	// Mirror the tree: a node, then its variations in order.
	type pair struct {
		s      *Node
		parent *engine.Node // the converted parent, nil at the root
	}
	var first *engine.Node
	nodes := 0
	budget := MaxSetupPoints
	stack := []pair{{s: root}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if nodes++; nodes > MaxGameNodes {
			return nil, errAt(p.s, ErrTooManyNodes, "")
		}
		var data engine.NodeData
		var extra engine.Node
		if err := convertNode(p.s, &data, &extra, p.s == root, cols, rows, d, &budget); err != nil {
			return nil, err
		}
		var e, last *engine.Node
		if p.s == root {
			if handicapRoot(root, data) {
				data.ToPlay = engine.White
				if data.Move.Color.IsStone() {
					data.ToPlay = data.Move.Color // the root's own move says who moves, and the record keeps it as PL
				}
			}
			move := data.Move
			data.Move = engine.Move{}
			e = engine.NewNode(data)
			last, first = e, e
			if move.Color.IsStone() {
				last = engine.NewNode(engine.NodeData{Move: move})
				_ = e.AddChild(last) // a tree in no record yet: joining it cannot fail
			}
		} else {
			e = engine.NewNode(data)
			last = e
			_ = p.parent.AddChild(e) // children are popped in order, so they are added in order; no record yet, no error
		}
		e.Comment, e.Name, e.Props = extra.Comment, extra.Name, extra.Props
		for i := len(p.s.Children) - 1; i >= 0; i-- {
			stack = append(stack, pair{s: p.s.Children[i], parent: last})
		}
	}
	g, err := engine.BuildGame(cols, rows, rules, first, info)
	if err != nil { // convertNode has checked every point, so this is not expected
		e := errAt(root, ErrBadValue, "")
		e.Cause = err
		return nil, e
	}
	return g, nil
}

// handicapRoot reports whether the root sets up a handicap (HA of 2 or more, black stones, no white ones) without
// saying who moves next (no PL): then White, who gave the handicap, is to move, unless the root holds a move.
func handicapRoot(root *Node, d engine.NodeData) bool {
	ha, _ := root.Value("HA")
	n, _ := strconv.Atoi(strings.TrimSpace(ha))
	return n >= 2 && len(d.Setup.Black) > 0 && len(d.Setup.White) == 0 && !d.ToPlay.IsStone()
}

// Warning returns nil when every move and setup of g follows the rules, else an *Error telling about the first
// node that breaks one (see engine.Node.Irregular, its Cause): ErrIllegalMove for a move, ErrBadSetup for a setup
// that leaves a chain without liberties; Msg says how many nodes break a rule. The record shows them as recorded.
func Warning(g *engine.Game) error {
	odd := g.Irregular()
	if len(odd) == 0 {
		return nil
	}
	cause := odd[0].Irregular()
	kind := ErrIllegalMove
	if errors.Is(cause, engine.ErrNoLiberties) {
		kind = ErrBadSetup
	}
	e := &Error{Err: kind, Cause: cause, Msg: "executed as recorded"}
	if len(odd) > 1 {
		e.Msg = fmt.Sprintf("executed as recorded, like %d more", len(odd)-1)
	}
	return e
}

// infoOf reads the game information of the root.
func infoOf(root *Node, d decoder) engine.Info {
	get := func(id string) string {
		v, _ := root.Value(id)
		return d.simple(v)
	}
	info := engine.Info{
		Black: get("PB"), White: get("PW"), BlackRank: get("BR"), WhiteRank: get("WR"),
		Date: get("DT"), Event: get("EV"), Place: get("PC"), GameName: get("GN"), Source: get("SO"),
		Result: get("RE"), Application: get("AP"), Ruleset: get("RU"),
	}
	info.Handicap, _ = strconv.Atoi(strings.TrimSpace(get("HA")))
	return info
}

// convertNode fills data (what the node does) and the comment, name and kept properties of e from the
// properties of s.
func convertNode(s *Node, data *engine.NodeData, e *engine.Node, isRoot bool, cols, rows int, d decoder, budget *int) error {
	var comments []string
	defer func() {
		if len(comments) > 0 {
			e.Comment = d.text(strings.Join(comments, "\n"))
		}
	}()
	for _, p := range s.Props {
		if isRoot && rootInfo[p.ID] {
			continue
		}
		if !nodeFields[p.ID] {
			vals := make([]string, len(p.Values))
			for i, v := range p.Values {
				vals[i] = d.raw(v)
			}
			e.Props = append(e.Props, Property{ID: p.ID, Values: vals})
			continue
		}
		if len(p.Values) == 0 {
			return errAt(s, ErrBadValue, "property %s has no value", p.ID)
		}
		bad := func(err error) error {
			x := errAt(s, ErrBadValue, "%s[%s]", p.ID, strings.Join(p.Values, "]["))
			x.Cause = err
			return x
		}
		switch p.ID {
		case "B", "W":
			if data.Move.Color.IsStone() {
				return bad(errors.New("a node holds only one move"))
			}
			if len(p.Values) != 1 {
				return bad(errors.New("a move has exactly one point"))
			}
			pt, err := engine.ParseSGFPoint(strings.TrimSpace(p.Values[0]), cols, rows)
			if err != nil {
				return bad(err)
			}
			data.Move = engine.Move{Color: engine.Black, Point: pt}
			if p.ID == "W" {
				data.Move.Color = engine.White
			}
		case "AB", "AW", "AE":
			pts, err := parsePoints(p.Values, cols, rows, budget)
			if errors.Is(err, errTooManyPoints) {
				return errAt(s, ErrTooLarge, "%v", err)
			}
			if err != nil {
				return bad(err)
			}
			switch p.ID {
			case "AB":
				data.Setup.Black = append(data.Setup.Black, pts...)
			case "AW":
				data.Setup.White = append(data.Setup.White, pts...)
			default:
				data.Setup.Empty = append(data.Setup.Empty, pts...)
			}
		case "PL":
			switch v := strings.ToUpper(strings.TrimSpace(p.Values[0])); {
			case strings.HasPrefix(v, "B") || v == "1":
				data.ToPlay = engine.Black
			case strings.HasPrefix(v, "W") || v == "2":
				data.ToPlay = engine.White
			default:
				return bad(fmt.Errorf("expected B or W"))
			}
		case "C": // repeated C properties (not FF[4], but seen) are joined line by line
			comments = append(comments, p.Values...)
		case "N":
			if e.Name == "" {
				e.Name = d.simple(p.Values[0])
			}
		}
	}
	return nil
}
