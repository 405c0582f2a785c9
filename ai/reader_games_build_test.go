package ai

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// deepGnuGoDepths is how many times the builder raises GNU Go's reading depths (GTP increase_depths) for
// its deeper second opinion.
const deepGnuGoDepths = 4

// tacticCandidate is a chain the builder considered, with GNU Go's answers at its default depths.
type tacticCandidate struct {
	file     string
	move     int
	chain    engine.Point
	stones   string // the chain's stones, to keep one question per chain and answer
	libs     int
	edge     bool // the chain touches the first or second line
	attack   tacticAnswer
	defend   tacticAnswer
	kind     string
	priority int
}

// gnugoAnswer reads "CODE [MOVE]" from GNU Go.
func gnugoAnswer(ans string) tacticAnswer {
	f := strings.Fields(ans)
	a := tacticAnswer{code: gnugoCode(ans)}
	if len(f) > 1 && a.code > 0 {
		a.moves = []string{strings.ToUpper(f[1])}
	}
	return a
}

// tacticKind names the kind of question a candidate is, or "" when it is not worth asking.
func tacticKind(c *tacticCandidate) string {
	ko := c.attack.code >= 2 || c.defend.code >= 2
	switch {
	case ko:
		return "ko"
	case c.libs == 1 && c.defend.code == 1:
		return "save-atari"
	case c.libs == 1:
		return "lost-atari"
	case c.attack.code == 1 && c.libs >= 3:
		return fmt.Sprintf("attack-%dlib", c.libs)
	case c.attack.code == 1 && c.defend.code == 1:
		return "fight-2lib"
	case c.attack.code == 1:
		return "dead-2lib"
	case c.libs <= 3:
		return fmt.Sprintf("safe-%dlib", c.libs)
	}
	return ""
}

// tacticQuota is how many questions of each kind the builder keeps at most.
var tacticQuota = map[string]int{
	"ko": 60, "attack-4lib": 40, "attack-3lib": 70, "fight-2lib": 70, "dead-2lib": 25,
	"safe-2lib": 30, "safe-3lib": 20, "save-atari": 20, "lost-atari": 10,
}

// TestBuildTactics builds testdata/tactics/positions.txt from the records there: it samples positions every
// few moves, asks GNU Go about every chain with one to four liberties, keeps a spread of hard questions (ko,
// attacks on three and four liberties, contested chains, edges) and records GNU Go's answers at default and
// at deeper reading depths; TestJudgeTactics then adds the reader's deep reading. It runs only with
// ATARIGO_TACTICS_BUILD=1 and overwrites the table.
func TestBuildTactics(t *testing.T) {
	if os.Getenv("ATARIGO_TACTICS_BUILD") != "1" {
		t.Skip("set ATARIGO_TACTICS_BUILD=1 to rebuild the table of tactical questions")
	}
	files, err := filepath.Glob(filepath.Join(tacticsDir, "*.sgf"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no records in %s: %v", tacticsDir, err)
	}
	g := startGnuGo(t)
	var cands []*tacticCandidate
	for _, path := range files {
		file := filepath.Base(path)
		rec, err := tacticRecord(file)
		if err != nil {
			t.Fatal(err)
		}
		_, total := positionBefore(rec, 1<<30)
		for n := 30; n < total; n += 7 {
			pos, _ := positionBefore(rec, n)
			if _, ok := g.send(t, fmt.Sprintf("loadsgf %s %d", path, n)); !ok {
				t.Fatalf("GNU Go cannot load %s %d", path, n)
			}
			for _, pt := range pos.Points(nil) {
				if !pos.At(pt).IsStone() || pos.ChainHead(pt) != pt {
					continue
				}
				libs := pos.LibertiesUpTo(pt, 5)
				if libs > 4 {
					continue
				}
				c := &tacticCandidate{file: file, move: n, chain: pt, libs: libs, stones: chainKey(&pos, pt)}
				c.edge = touchesEdge(&pos, pt)
				v := pt.GTP(pos.Rows())
				if libs == 1 {
					c.attack = tacticAnswer{code: 1, moves: []string{pos.AtariPoint(pt).GTP(pos.Rows())}}
				} else {
					ans, _ := g.send(t, "attack "+v)
					c.attack = gnugoAnswer(ans)
				}
				if c.attack.code != 0 {
					ans, _ := g.send(t, "defend "+v)
					c.defend = gnugoAnswer(ans)
				}
				if c.kind = tacticKind(c); c.kind == "" {
					continue
				}
				c.priority = c.libs
				if c.edge {
					c.priority += 3
				}
				cands = append(cands, c)
			}
		}
		t.Logf("%s: %d candidates so far", file, len(cands))
	}
	// Keep one question per chain and kind, spread over the records: take candidates round-robin by
	// record, best priority first, until each kind's quota is full.
	slices.SortStableFunc(cands, func(a, b *tacticCandidate) int { return b.priority - a.priority })
	byFile := map[string][]*tacticCandidate{}
	var order []string
	for _, c := range cands {
		if _, ok := byFile[c.file]; !ok {
			order = append(order, c.file)
		}
		byFile[c.file] = append(byFile[c.file], c)
	}
	slices.Sort(order)
	taken := map[string]int{}
	seen := map[string]bool{}
	var chosen []*tacticCandidate
	for more := true; more; {
		more = false
		for _, f := range order {
			for len(byFile[f]) > 0 {
				c := byFile[f][0]
				byFile[f] = byFile[f][1:]
				key := c.file + " " + c.stones + " " + c.kind
				if seen[key] || taken[c.kind] >= tacticQuota[c.kind] {
					continue
				}
				seen[key] = true
				taken[c.kind]++
				chosen = append(chosen, c)
				more = true
				break
			}
		}
	}
	slices.SortFunc(chosen, func(a, b *tacticCandidate) int {
		if a.file != b.file {
			return strings.Compare(a.file, b.file)
		}
		if a.move != b.move {
			return a.move - b.move
		}
		return int(a.chain) - int(b.chain)
	})
	t.Logf("kept %d questions: %v", len(chosen), taken)
	// GNU Go's second opinion with deeper reading.
	deep := startGnuGo(t)
	for range deepGnuGoDepths {
		deep.send(t, "increase_depths")
	}
	var b strings.Builder
	b.WriteString(tacticsHeader)
	b.WriteString(tacticColumns + "\n")
	for _, c := range chosen {
		path := filepath.Join(tacticsDir, c.file)
		deep.send(t, fmt.Sprintf("loadsgf %s %d", path, c.move))
		v := c.chain.GTP(19)
		da := c.attack
		if c.libs > 1 {
			ans, _ := deep.send(t, "attack "+v)
			da = gnugoAnswer(ans)
		}
		dd := tacticAnswer{}
		askDef := c.attack.code != 0 || da.code != 0
		if askDef {
			ans, _ := deep.send(t, "defend "+v)
			dd = gnugoAnswer(ans)
		}
		def := "-"
		if askDef {
			def = dd.String()
		}
		origin := fmt.Sprintf("gnugo %s/%s, deeper %s/%s", c.attack, defString(c.defend, askDef), da, defString(dd, askDef))
		fmt.Fprintf(&b, "%s\t%d\t%s\t%d\t%s\t%s\t%s\t%s\t%s\n", c.file, c.move, v, c.libs, c.kind, da, def, origin, "-")
	}
	if err := os.WriteFile(filepath.Join(tacticsDir, tacticsTable), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// tacticsHeader opens the table of tactical questions.
const tacticsHeader = `# Tactical questions on positions of the records in this folder (see README.md): the chain at "chain" in the
# position before move "move" of "file" (GNU Go's loadsgf FILE MOVE), with "libs" liberties. "attack" is the judged
# answer with the chain's opponent to move, "defend" with its owner to move ("-": not asked, the chain cannot
# be attacked), in GNU Go's codes (0 fails, 1 succeeds, 2 and 3 succeed with ko) and the moves known to work.
# "kind" is what the builder took the question for. "origin" lists GNU Go 3.8's answers at its default reading
# depths and with its depths raised; "judgement" says how the expected answer was decided: "agree" when GNU Go's
# deeper answer and the reader's deep reading agree, else how playing the disagreement out settled it (a ko result
# in each ko world where the two differ: the other side free to retake kos at once, nobody, the mover). Built by
# TestBuildTactics and TestJudgeTactics (ai/reader_games_*_test.go).
`

// defString writes a defence answer, "-" when it was not asked.
func defString(a tacticAnswer, asked bool) string {
	if !asked {
		return "-"
	}
	return a.String()
}

// chainKey lists the chain's stones, to tell chains apart across positions.
func chainKey(pos *engine.Position, pt engine.Point) string {
	var buf [engine.MaxPoints]engine.Point
	stones := pos.ChainStones(pt, buf[:0])
	slices.Sort(stones)
	var b strings.Builder
	for _, s := range stones {
		fmt.Fprintf(&b, "%d,", s)
	}
	return b.String()
}

// touchesEdge reports whether a stone of the chain is on the first or second line.
func touchesEdge(pos *engine.Position, pt engine.Point) bool {
	var buf [engine.MaxPoints]engine.Point
	for _, s := range pos.ChainStones(pt, buf[:0]) {
		c, r := s.Col(), s.Row()
		if c <= 1 || r <= 1 || c >= pos.Cols()-2 || r >= pos.Rows()-2 {
			return true
		}
	}
	return false
}

// deepReader returns the reader of the cross-check: a large node budget and deep limits.
func deepReader() *Reader {
	r := NewReader(3_000_000)
	r.FourLibDepth, r.ThreeLibDepth, r.NetDepth = 9, 15, 15
	return r
}

// moveWorks reports whether mv, played by the attacker (attack) or the chain's owner, achieves code against
// the chain at pt by the reading of r after it: the chain is gone, or the other side's reply reads no
// better than code allows (after a code 1 move the reply fails; after code 2 it needs a ko threat at best;
// after code 3 it does not win outright). The second result is false when the reading is undecided.
func moveWorks(r *Reader, pos *engine.Position, pt engine.Point, mv string, attack bool, code ReadCode) (works, decided bool) {
	owner := pos.At(pt)
	mover := owner
	if attack {
		mover = owner.Opponent()
	}
	p := *pos
	p.SetToMove(mover)
	if mv == "PASS" {
		p.PlayPass()
	} else {
		m, err := engine.ParseGTPPoint(mv, p.Cols(), p.Rows())
		if err != nil || !legalMove(&p, m) {
			return false, true
		}
		p.PlayFast(m)
	}
	if p.At(pt) != owner {
		return attack, true
	}
	var reply ReadCode
	if attack {
		reply, _ = r.DefendCode(&p, pt)
	} else {
		reply, _ = r.AttackCode(&p, pt)
	}
	switch {
	case reply == CodeUnknown:
		return false, false
	case code == CodeWins:
		return reply == CodeFails, true
	case code == CodeKoFirst:
		return reply == CodeFails || reply == CodeKoThreat, true
	}
	return reply != CodeWins, true
}

// gnugoMoveWorks is moveWorks with GNU Go's deeper reading (g, its depths raised) answering the reply: the
// record is loaded at the question's move, mv is played by the attacker (attack) or the chain's owner, and
// GNU Go is asked the other side's question.
func gnugoMoveWorks(t *testing.T, g *gtpProc, q *tacticQuestion, owner engine.Color, mv string, attack bool, code ReadCode) bool {
	mover := owner
	if attack {
		mover = owner.Opponent()
	}
	g.send(t, fmt.Sprintf("loadsgf %s %d", filepath.Join(tacticsDir, q.File), q.Move))
	if _, ok := g.send(t, fmt.Sprintf("play %s %s", mover.Name(), mv)); !ok {
		return false
	}
	cmd := map[bool]string{true: "defend", false: "attack"}[attack]
	ans, ok := g.send(t, cmd+" "+q.Chain)
	if !ok {
		return false
	}
	reply := ReadCode(gnugoAnswer(ans).code)
	switch code {
	case CodeWins:
		return reply == CodeFails
	case CodeKoFirst:
		return reply == CodeFails || reply == CodeKoThreat
	}
	return reply != CodeWins
}

// TestJudgeTactics cross-checks the table of tactical questions with the reader's deep reading (deepReader):
// it writes the deep codes beside GNU Go's, keeps as the answer's moves those of GNU Go (default and deeper)
// and of the deep reading that the deep reading confirms, and marks the questions where GNU Go's deeper
// answer and the deep reading disagree ("disagree: …") for a judgement by hand; a judgement already written
// ("judged: …") is kept with its answer. It runs only with ATARIGO_TACTICS_JUDGE=1 and rewrites the table.
func TestJudgeTactics(t *testing.T) {
	if os.Getenv("ATARIGO_TACTICS_JUDGE") != "1" {
		t.Skip("set ATARIGO_TACTICS_JUDGE=1 to cross-check the table of tactical questions")
	}
	qs, err := loadTactics()
	if err != nil {
		t.Fatal(err)
	}
	g := startGnuGo(t)
	deep := startGnuGo(t)
	for range deepGnuGoDepths {
		deep.send(t, "increase_depths")
	}
	r := deepReader()
	var b strings.Builder
	b.WriteString(tacticsHeader)
	b.WriteString(tacticColumns + "\n")
	disagree := 0
	for i, q := range qs {
		rec, err := tacticRecord(q.File)
		if err != nil {
			t.Fatal(err)
		}
		pos, _ := positionBefore(rec, q.Move)
		pt := gtp(t, &pos, q.Chain)
		path := filepath.Join(tacticsDir, q.File)
		g.send(t, fmt.Sprintf("loadsgf %s %d", path, q.Move))
		deep.send(t, fmt.Sprintf("loadsgf %s %d", path, q.Move))
		ask := func(p *gtpProc, cmd string) tacticAnswer {
			ans, _ := p.send(t, cmd+" "+q.Chain)
			return gnugoAnswer(ans)
		}
		ga, da := ask(g, "attack"), ask(deep, "attack")
		rc, rm := r.AttackCode(&pos, pt)
		askDef := ga.code != 0 || da.code != 0 || rc > 0
		var gd, dd tacticAnswer
		dc, dm := CodeFails, engine.NoPoint
		if askDef {
			gd, dd = ask(g, "defend"), ask(deep, "defend")
			dc, dm = r.DefendCode(&pos, pt)
		}
		judged := strings.HasPrefix(q.Judgment, "judged")
		att, def := q.Attack, q.Defend
		judgement := q.Judgment
		if !judged {
			att, def = tacticAnswer{code: da.code}, tacticAnswer{code: dd.code}
			judgement = "agree"
			if ReadCode(da.code) != rc || (askDef && ReadCode(dd.code) != dc) {
				var notes []string
				d := &dialogue{t: t, g: deep, r: r, q: &q, pos: pos, pt: pt}
				if ReadCode(da.code) != rc {
					notes = append(notes, d.settle(&att, true, rc))
				}
				if askDef && ReadCode(dd.code) != dc {
					notes = append(notes, d.settle(&def, false, dc))
				}
				judgement = fmt.Sprintf("disagree (deep reading %d/%d): %s", rc, dc, strings.Join(notes, "; "))
				disagree++
			}
		}
		// The moves that work, by the deep reading.
		collect := func(a *tacticAnswer, attack bool, cands ...string) {
			a.moves = nil
			if a.code == 0 {
				return
			}
			for _, mv := range cands {
				if mv == "" || a.has(mv) {
					continue
				}
				if ok, _ := moveWorks(r, &pos, pt, mv, attack, ReadCode(a.code)); ok {
					a.moves = append(a.moves, mv)
				}
			}
		}
		first := func(a tacticAnswer) string {
			if len(a.moves) == 0 {
				return ""
			}
			return a.moves[0]
		}
		vtx := func(p engine.Point) string {
			if p == engine.NoPoint || p == engine.Pass {
				return ""
			}
			return p.GTP(19)
		}
		collect(&att, true, first(ga), first(da), vtx(rm))
		if askDef {
			collect(&def, false, first(gd), first(dd), vtx(dm))
		}
		origin := fmt.Sprintf("gnugo %s/%s, deeper %s/%s", ga, defString(gd, askDef), da, defString(dd, askDef))
		fmt.Fprintf(&b, "%s\t%d\t%s\t%d\t%s\t%s\t%s\t%s\t%s\n", q.File, q.Move, q.Chain, q.Libs, q.Kind, att,
			defString(def, askDef), origin, judgement)
		if i%50 == 49 {
			t.Logf("%d questions, %d disagreements", i+1, disagree)
		}
	}
	t.Logf("%d questions, %d disagreements", len(qs), disagree)
	if err := os.WriteFile(filepath.Join(tacticsDir, tacticsTable), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// dialogue settles a disagreement between GNU Go's deeper reading and the reader's deep reading by playing
// it out: the side that claims success plays its move, both read the other side's question after it, and so
// on until they agree (or dialogueDepth moves); the claim holds when the reply to its move fails.
type dialogue struct {
	t   *testing.T
	g   *gtpProc
	r   *Reader
	q   *tacticQuestion
	pos engine.Position
	pt  engine.Point
	// rootAttack is whether the question being settled is an attack (the attacker plays the line's first move).
	rootAttack bool
	// free is the side free to retake kos at once in a dialogue of settleKo (engine.Empty: nobody).
	free engine.Color
}

// dialogueDepth is how many moves a dialogue plays at most.
const dialogueDepth = 8

// settle judges the question (attack or defend) on which the answers differ, sets a's code to the verdict
// when it is decided, and says how it was decided; a difference that involves a ko result goes to settleKo.
func (d *dialogue) settle(a *tacticAnswer, attack bool, own ReadCode) string {
	q := map[bool]string{true: "attack", false: "defend"}[attack]
	if a.code >= 2 || own >= 2 {
		return d.settleKo(a, attack, own)
	}
	d.rootAttack = attack
	ok, line, decided := d.play(d.pos, attack, nil)
	switch {
	case !decided:
		return fmt.Sprintf("%s undecided after %s, GNU Go's answer kept", q, strings.Join(line, " "))
	case ok == (a.code > 0):
		return fmt.Sprintf("%s: GNU Go right by %s", q, strings.Join(line, " "))
	}
	if ok {
		a.code = int(own)
	} else {
		a.code = 0
	}
	return fmt.Sprintf("%s: deep reading right by %s", q, strings.Join(line, " "))
}

// play reads the question with attack's side to move in pos (after the moves of line, which GNU Go plays
// too) and returns whether it succeeds, the line played and whether the two readers came to agree.
func (d *dialogue) play(pos engine.Position, attack bool, line []string) (bool, []string, bool) {
	owner := d.pos.At(d.pt)
	if pos.At(d.pt) != owner {
		return !attack, line, true // the chain was captured
	}
	g, code, mv := d.ask(pos, attack, line)
	if code == CodeUnknown {
		return false, line, false
	}
	if (g.code > 0) == (code > 0) {
		return code > 0, line, true
	}
	if len(line) >= dialogueDepth {
		return false, line, false
	}
	claim := ""
	if g.code > 0 && len(g.moves) > 0 {
		claim = g.moves[0]
	} else if code > 0 && mv != engine.NoPoint && mv != engine.Pass {
		claim = mv.GTP(pos.Rows())
	}
	if claim == "" || claim == "PASS" {
		return false, line, false
	}
	m, err := engine.ParseGTPPoint(claim, pos.Cols(), pos.Rows())
	if err != nil {
		return false, line, false
	}
	child := pos
	mover := owner
	if attack {
		mover = owner.Opponent()
	}
	child.SetToMove(mover)
	if child.At(m) != engine.Empty {
		return false, line, false
	}
	child.PlayFast(m)
	ok, l, decided := d.play(child, !attack, append(slices.Clone(line), claim))
	return !ok, l, decided
}

// koRank is how much a side's ko freedom helps it in a world where free may retake kos at once: 1 when its
// opponent is free, 2 when nobody is, 3 when it is itself. A question of that side with GNU Go's code c
// succeeds in the world when 1 <= c <= rank (code 1 even if the opponent has every ko threat, 2 when nobody
// has one, 3 only with every threat its own).
func koRank(side, free engine.Color) int {
	switch free {
	case side.Opponent():
		return 1
	case engine.Empty:
		return 2
	}
	return 3
}

// koSucceeds reports whether a question answered with code c succeeds at the given rank (koRank).
func koSucceeds(c ReadCode, rank int) bool {
	return c >= 1 && int(c) <= rank
}

// koDialogueDepth is how many moves (ko threats not counted) a dialogue in a ko world plays at most.
const koDialogueDepth = 24

// settleKo judges a disagreement that involves a ko result: for each ko world where GNU Go's code (a's) and
// the deep reading's (own) differ on whether the question succeeds, the two play it out (playKo), and the
// verdicts of the three worlds give the code. It keeps GNU Go's code when a world stays undecided or the
// verdicts contradict each other, and says what it found.
func (d *dialogue) settleKo(a *tacticAnswer, attack bool, own ReadCode) string {
	q := map[bool]string{true: "attack", false: "defend"}[attack]
	owner := d.pos.At(d.pt)
	mover := owner
	if attack {
		mover = owner.Opponent()
	}
	d.rootAttack = attack
	worlds := [...]engine.Color{mover.Opponent(), engine.Empty, mover} // ranks 1, 2, 3
	names := [...]string{"the other side free to retake", "nobody free", "the mover free"}
	var notes []string
	verdict := [3]bool{}
	for i, free := range worlds {
		g, o := koSucceeds(ReadCode(a.code), i+1), koSucceeds(own, i+1)
		if g == o {
			verdict[i] = g
			continue
		}
		d.free = free
		ok, line, decided := d.playKo(d.pos, attack, nil, 0)
		if !decided {
			return fmt.Sprintf("%s: %s undecided after %s, GNU Go's answer kept", q, names[i], strings.Join(line, " "))
		}
		verdict[i] = ok
		who := "deep reading"
		if ok == g {
			who = "GNU Go"
		}
		notes = append(notes, fmt.Sprintf("%s: %s right by %s", names[i], who, strings.Join(line, " ")))
	}
	if (verdict[0] && !verdict[1]) || (verdict[1] && !verdict[2]) {
		return fmt.Sprintf("%s: ko worlds contradict (%s), GNU Go's answer kept", q, strings.Join(notes, "; "))
	}
	code := 0
	for i := range verdict {
		if verdict[i] {
			code = i + 1
			break
		}
	}
	a.code = code
	return fmt.Sprintf("%s: ko worlds played out (%s), code %d", q, strings.Join(notes, "; "), code)
}

// playKo is play in the ko world where d.free may retake kos at once: before that side moves, a ko that
// forbids a retake is cleared by a ko threat and its answer (two passes, written "tenuki"), and a lone chain
// taken in a ko is retaken by its owner when free. It returns whether the question with attack's side to move
// succeeds, the line played and whether the two readers came to agree.
func (d *dialogue) playKo(pos engine.Position, attack bool, line []string, moves int) (bool, []string, bool) {
	owner := d.pos.At(d.pt)
	side := owner
	if attack {
		side = owner.Opponent()
	}
	if len(line) == 0 && pos.ToMove() != side {
		pos.SetToMove(side)
	}
	if pos.At(d.pt) != owner {
		if attack || d.free != owner || pos.Ko() != d.pt {
			return !attack, line, true // the chain was captured
		}
		// A lone stone taken in a ko, its owner free: the owner retakes after a threat.
		pos.PlayPass()
		pos.PlayPass()
		if !legalMove(&pos, d.pt) {
			return false, line, true
		}
		pos.PlayFast(d.pt)
		return d.playKo(pos, true, append(slices.Clone(line), "tenuki", d.pt.GTP(pos.Rows())), moves+1)
	}
	if d.free == side && pos.Ko() != engine.NoPoint {
		pos.PlayPass()
		pos.PlayPass()
		line = append(slices.Clone(line), "tenuki")
	}
	g, code, mv := d.ask(pos, attack, line)
	if code == CodeUnknown {
		return false, line, false
	}
	rank := koRank(side, d.free)
	gs, os := koSucceeds(ReadCode(g.code), rank), koSucceeds(code, rank)
	if gs == os {
		return gs, line, true
	}
	if moves >= koDialogueDepth {
		return false, line, false
	}
	// The claim is GNU Go's move, or the deep reading's; a defender that needs no move (it lets a lone
	// stone be taken in a ko it is free to retake, or nothing threatens the chain) passes.
	claim := ""
	switch {
	case gs && len(g.moves) > 0:
		claim = g.moves[0]
	case os && (mv == engine.NoPoint || mv == engine.Pass) && !attack:
		claim = "pass"
	case os && mv != engine.NoPoint && mv != engine.Pass:
		claim = mv.GTP(pos.Rows())
	}
	child := pos
	switch claim {
	case "", "PASS":
		return false, line, false
	case "pass":
		child.PlayPass()
	default:
		m, err := engine.ParseGTPPoint(claim, pos.Cols(), pos.Rows())
		if err != nil || !legalMove(&pos, m) {
			return false, line, false
		}
		child.PlayFast(m)
	}
	ok, l, decided := d.playKo(child, !attack, append(slices.Clone(line), claim), moves+1)
	return !ok, l, decided
}

// ask replays line in GNU Go from the question's position ("tenuki": a ko threat and its answer, two passes)
// and returns GNU Go's answer and the deep reading's code and move for the question with attack's side to
// move in pos.
func (d *dialogue) ask(pos engine.Position, attack bool, line []string) (tacticAnswer, ReadCode, engine.Point) {
	owner := d.pos.At(d.pt)
	d.g.send(d.t, fmt.Sprintf("loadsgf %s %d", filepath.Join(tacticsDir, d.q.File), d.q.Move))
	colour := owner
	if d.rootAttack {
		colour = owner.Opponent()
	}
	for _, mv := range line {
		if mv == "tenuki" {
			d.g.send(d.t, fmt.Sprintf("play %s pass", colour.Name()))
			d.g.send(d.t, fmt.Sprintf("play %s pass", colour.Opponent().Name()))
			continue
		}
		d.g.send(d.t, fmt.Sprintf("play %s %s", colour.Name(), mv))
		colour = colour.Opponent()
	}
	cmd := map[bool]string{true: "attack", false: "defend"}[attack]
	ans, _ := d.g.send(d.t, cmd+" "+d.q.Chain)
	if attack {
		code, mv := d.r.AttackCode(&pos, d.pt)
		return gnugoAnswer(ans), code, mv
	}
	code, mv := d.r.DefendCode(&pos, d.pt)
	return gnugoAnswer(ans), code, mv
}
