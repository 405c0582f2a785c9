package ai

import "github.com/seed593a7f8d/atarigo/engine"

// Motif names the tactic a line shows, the word a teacher would use for it. The tutorial, the coach and the
// hints name lines with LineMotif, so one line is called the same everywhere.
type Motif uint8

const (
	// MotifNone means the line shows no capturing tactic.
	MotifNone Motif = iota
	// MotifCapture is a capture at once.
	MotifCapture
	// MotifAtari is an atari the chain cannot escape from.
	MotifAtari
	// MotifDoubleAtari is one move that puts two chains in atari: only one can be saved.
	MotifDoubleAtari
	// MotifLadder is a chase of ataris, the chain extending to two liberties each time, until it is taken.
	MotifLadder
	// MotifNet (geta) is a move that leaves the chain two liberties yet lets it out by neither.
	MotifNet
	// MotifSnapback is a stone given up to be taken, after which the taking stones are captured at once.
	MotifSnapback
	// MotifThrowIn is a stone played into atari inside the chain's liberties, given up to take one of them.
	MotifThrowIn
	// MotifRace is a capturing race: two chains next to each other, each filling the other's liberties.
	MotifRace
	// MotifShortage is a shortage of liberties: the defender cannot fill a liberty of the attacker without
	// putting its own chain in atari.
	MotifShortage
	// MotifKo is a capture of one stone in a ko under Go rules: the capturing stone is left in atari, and the
	// defender may not take it back at once.
	MotifKo
)

var motifNames = [...]string{"none", "capture", "atari", "double-atari", "ladder", "net", "snapback", "throw-in", "race", "shortage", "ko"}

// String returns the motif's name as lesson files and catalog keys write it ("double-atari").
func (m Motif) String() string {
	if int(m) < len(motifNames) {
		return motifNames[m]
	}
	return "none"
}

// ParseMotif reads a motif's name as String writes it; ok is false for an unknown name.
func ParseMotif(s string) (m Motif, ok bool) {
	for i, n := range motifNames {
		if n == s {
			return Motif(i), true
		}
	}
	return MotifNone, false
}

// LineMotif names the tactic of line, played from pos by its side to move (the attacker) against the chains at
// targets: the moves alternate, the attacker's first. It reads only the line, so it names what the line shows;
// a line that captures nothing of targets shows MotifNone, and so does one whose targets are not on the board at
// its start (a stone the line itself places and later loses is no target of its first move).
func LineMotif(pos *engine.Position, line []engine.Point, targets []engine.Point) Motif {
	att := pos.ToMove()
	def := att.Opponent()
	var present []engine.Point
	for _, t := range targets {
		if pos.OnBoard(t) && pos.At(t) == def {
			present = append(present, t)
		}
	}
	targets = present
	if len(line) == 0 || len(targets) == 0 {
		return MotifNone
	}
	// Play the line once, noting what each position shows.
	positions := make([]engine.Position, 0, len(line)+1)
	positions = append(positions, *pos)
	q := *pos
	for _, m := range line {
		if m == engine.Pass {
			q.PlayPass()
		} else if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: m}); err != nil {
			break
		}
		positions = append(positions, q)
	}
	captured := -1 // the ply after which a target is gone or the attacker took other stones
	for i := 1; i < len(positions); i++ {
		if capturedAny(&positions[i], targets, def) || positions[i].Captures(att) > pos.Captures(att) {
			captured = i
			break
		}
	}
	if captured < 0 {
		return MotifNone
	}
	if captured%2 == 1 && positions[captured].Rules().Kind == engine.Go && positions[captured].Ko() != engine.NoPoint {
		return MotifKo // the attacker's capture left a stone the defender may not take back at once
	}
	if captured == 1 {
		return MotifCapture
	}
	first := line[0]
	after := &positions[1]
	target := liveTarget(after, targets, def)
	// A stone given up: the attacker's first stone is itself in atari and the defender takes it.
	if after.At(first) == att && after.Liberties(first) == 1 && len(positions) > 2 && positions[2].At(first) == engine.Empty {
		if captured == 3 {
			return MotifSnapback
		}
		return MotifThrowIn
	}
	if chainsInAtari(after, def) >= 2 && !after.InAtari(first) {
		return MotifDoubleAtari
	}
	if target != engine.NoPoint && after.InAtari(target) {
		if ataris := chaseLength(positions, target, def); ataris >= 2 {
			return MotifLadder
		}
		return MotifAtari
	}
	if len(line) > 1 && isRace(pos, first, line[1], targets, att) {
		return MotifRace
	}
	if target != engine.NoPoint && shortOfLiberties(after, target, att) {
		return MotifShortage
	}
	return MotifNet
}

// DecisiveMove returns the index in line, played from pos by its side to move (the attacker), of the line's decisive
// move: the attacker's move after which every move of the attacker captures or puts a chain of the defender in atari,
// so that the rest follows by force. It is the capture itself, the atari that cannot be escaped, the first atari of
// a ladder, the net or the double atari: 0 when every attacker move after the first is forcing, else the last
// attacker move that is not. A line longer than a few moves is shown to a learner up to its decisive move first.
func DecisiveMove(pos *engine.Position, line []engine.Point) int {
	att := pos.ToMove()
	decisive := 0
	q := *pos
	for i, m := range line {
		caps := q.Captures(att)
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: m}); err != nil {
			break
		}
		if i == 0 || i%2 != 0 {
			continue
		}
		if q.Captures(att) == caps && chainsInAtari(&q, att.Opponent()) == 0 {
			decisive = i
		}
	}
	return decisive
}

// liveTarget returns a stone of targets still on the board in pos as def's, NoPoint when none is.
func liveTarget(pos *engine.Position, targets []engine.Point, def engine.Color) engine.Point {
	for _, t := range targets {
		if pos.At(t) == def {
			return t
		}
	}
	return engine.NoPoint
}

// chainsInAtari counts the chains of colour c with one liberty in pos.
func chainsInAtari(pos *engine.Position, c engine.Color) int {
	var seen engine.PointSet
	n := 0
	for _, pt := range pos.Points(nil) {
		if pos.At(pt) != c || seen.Has(pos.ChainHead(pt)) {
			continue
		}
		seen.Add(pos.ChainHead(pt))
		if pos.InAtari(pt) {
			n++
		}
	}
	return n
}

// chaseLength counts the attacker's ataris in a row on the chain at target along positions (the attacker moved
// into positions[1], [3], …), each answered by the defender extending to two liberties.
func chaseLength(positions []engine.Position, target engine.Point, def engine.Color) int {
	n := 0
	for i := 1; i < len(positions); i += 2 {
		p := &positions[i]
		if p.At(target) != def {
			break // taken
		}
		if !p.InAtari(target) {
			break
		}
		n++
		if i+1 < len(positions) {
			q := &positions[i+1]
			if q.At(target) != def || q.Liberties(target) != 2 {
				break
			}
		}
	}
	return n
}

// isRace reports whether the attacker's first move, first, fills a liberty of a target that lies next to a
// chain of the attacker short of liberties itself, and the defender's answer, reply, fills a liberty of that
// chain: each side must count liberties.
func isRace(pos *engine.Position, first, reply engine.Point, targets []engine.Point, att engine.Color) bool {
	for _, t := range targets {
		if pos.At(t) != att.Opponent() {
			continue
		}
		tl := pos.Liberties(t)
		if tl < 2 || tl > 4 {
			continue
		}
		isLib := false
		for _, l := range pos.LibertyPoints(t, nil) {
			isLib = isLib || l == first
		}
		if !isLib {
			continue
		}
		for _, s := range pos.ChainStones(t, nil) {
			for _, n := range engine.Neighbors(s) {
				if pos.At(n) != att || pos.Liberties(n) < 2 || pos.Liberties(n) > tl+1 {
					continue
				}
				for _, l := range pos.LibertyPoints(n, nil) {
					if l == reply && l != first {
						return true
					}
				}
			}
		}
	}
	return false
}

// shortOfLiberties reports whether, in pos with the defender to move, every liberty of the attacker's chains
// next to target that the defender could fill puts the defender's own stones in atari.
func shortOfLiberties(pos *engine.Position, target engine.Point, att engine.Color) bool {
	def := att.Opponent()
	found := false
	var seen engine.PointSet
	for _, s := range pos.ChainStones(target, nil) {
		for _, n := range engine.Neighbors(s) {
			if pos.At(n) != att || seen.Has(pos.ChainHead(n)) {
				continue
			}
			seen.Add(pos.ChainHead(n))
			for _, lib := range pos.LibertyPoints(n, nil) {
				q := *pos
				q.SetToMove(def)
				if _, err := q.Play(engine.Move{Color: def, Point: lib}); err != nil {
					continue
				}
				if q.At(lib) == def && q.Liberties(lib) > 1 {
					return false
				}
				found = true
			}
		}
	}
	return found
}

// IsTactic reports whether m names a tactic a page can ask for by name: not none, a plain capture or an atari.
func (m Motif) IsTactic() bool {
	return m > MotifAtari && int(m) < len(motifNames)
}
