package sgf

import (
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Header is what a list of saved games shows about a file: names, date, board, rules, result and length.
type Header struct {
	GameName, Event, Date string
	Black, White          string
	BlackRank, WhiteRank  string
	Result                string
	Cols, Rows            int
	Rules                 engine.Rules
	Handicap              int
	Moves                 int // moves (passes included) on the main line
}

// Summary reads the header of the first game in data without building the game (no positions are
// computed), so it is cheap enough for a list of files. Errors are those of parsing, a bad SZ, KM or AGCT.
func Summary(data []byte) (Header, error) {
	trees, err := parse(data, 1)
	if err != nil {
		return Header{}, err
	}
	t := trees[0]
	root := t.Root
	h := Header{Cols: 19, Rows: 19}
	if v, ok := root.Value("SZ"); ok {
		if h.Cols, h.Rows, err = parseSize(v); err != nil {
			return Header{}, errAt(root, ErrBadSize, "%v", err)
		}
	}
	if h.Rules, err = rulesOf(root); err != nil {
		return Header{}, err
	}
	info := infoOf(root, decoder{})
	c := clipText
	h.GameName, h.Event, h.Date = c(info.GameName), c(info.Event), c(info.Date)
	h.Black, h.White, h.BlackRank, h.WhiteRank = c(info.Black), c(info.White), c(info.BlackRank), c(info.WhiteRank)
	h.Result, h.Handicap = c(info.Result), info.Handicap
	for _, n := range t.MainLine() {
		for _, p := range n.Props {
			if p.ID == "B" || p.ID == "W" {
				h.Moves++
				break
			}
		}
	}
	return h, nil
}

// HeaderTextMax is the most characters a Header keeps of each text: a list shows no more of a name, and a name of
// 200,000 letters in a file costs nothing to list.
const HeaderTextMax = 200

// clipText cuts s to HeaderTextMax characters, marking the cut with "…".
func clipText(s string) string {
	n := 0
	for i := range s {
		if n == HeaderTextMax {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// String describes the header on one line, e.g. "Alice (B) vs Bob (W), 9×9 capture:1, 23 moves, B+C".
func (h Header) String() string {
	var b strings.Builder
	name := func(s, def string) string {
		if s == "" {
			return def
		}
		return s
	}
	b.WriteString(name(h.Black, "Black") + " (B) vs " + name(h.White, "White") + " (W), ")
	b.WriteString(strconv.Itoa(h.Cols) + "×" + strconv.Itoa(h.Rows) + " " + h.Rules.String())
	b.WriteString(", " + strconv.Itoa(h.Moves) + " moves")
	if h.Result != "" {
		b.WriteString(", " + h.Result)
	}
	return b.String()
}
