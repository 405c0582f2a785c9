package engine

import "testing"

// TestScore checks territory and area counts worked out by hand, with dead stones, seki and komi.
func TestScore(t *testing.T) {
	tests := []struct {
		name                   string
		board                  string
		scoring                Scoring
		komi                   float64
		dead                   []Point
		captures               [3]int
		black, white           float64
		territoryB, territoryW int
	}{
		{
			name: "territory, komi 0.5",
			board: `
				. X O . .
				. X O . .
				X X O O O
				. X O . .
				. X O . .`,
			scoring: Territory, komi: 0.5, black: 4, white: 8.5, territoryB: 4, territoryW: 8,
		},
		{
			name: "area, komi 0.5",
			board: `
				. X O . .
				. X O . .
				X X O O O
				. X O . .
				. X O . .`,
			scoring: Area, komi: 0.5, black: 10, white: 15.5, territoryB: 4, territoryW: 8,
		},
		{
			name: "territory with a dead white stone and prisoners",
			board: `
				O X O . .
				. X O . .
				X X O O O
				. X O . .
				. X O . X`,
			scoring: Territory, komi: 6.5, dead: []Point{Pt(0, 0), Pt(4, 4)}, captures: [3]int{0, 2, 1},
			// Black: territory 4 (the dead stone's point counts) + prisoners 2 captured + 1 dead = 7.
			// White: territory 8 (E1's dead black stone stood inside it) + 1 captured + 1 dead + 6.5 = 16.5.
			black: 7, white: 16.5, territoryB: 4, territoryW: 8,
		},
		{
			name: "area with the same dead stones: prisoners do not count",
			board: `
				O X O . .
				. X O . .
				X X O O O
				. X O . .
				. X O . X`,
			scoring: Area, komi: 6.5, dead: []Point{Pt(0, 0), Pt(4, 4)}, captures: [3]int{0, 2, 1},
			black: 10, white: 21.5, territoryB: 4, territoryW: 8,
		},
		{
			name: "seki: the shared liberties belong to nobody",
			board: `
				X . O
				X . O`,
			scoring: Territory, komi: 0, black: 0, white: 0,
		},
		{
			name: "seki under area counting: stones count, shared liberties do not",
			board: `
				X . O
				X . O`,
			scoring: Area, komi: 0, black: 2, white: 2,
		},
		{
			name: "one-eyed seki under territory counting: the eyes belong to nobody",
			board: `
				X . X O . O
				X X X O O O
				X X X . O O`,
			scoring: Territory, komi: 0, black: 0, white: 0,
		},
		{
			name: "one-eyed seki under area counting: the eyes count",
			board: `
				X . X O . O
				X X X O O O
				X X X . O O`,
			scoring: Area, komi: 0, black: 9, white: 8, territoryB: 1, territoryW: 1,
		},
		{
			name: "one eye each and two shared liberties: seki once a dame is filled",
			board: `
				. X . O .
				X X . O O`,
			scoring: Territory, komi: 0, black: 0, white: 0,
		},
		{
			name: "two eyes each: the dame are filled and the eyes are territory",
			board: `
				. X . X . O . O .
				X X X X . O O O O`,
			scoring: Territory, komi: 0, black: 2, white: 2, territoryB: 2, territoryW: 2,
		},
		{
			name: "a two-point eye against a one-point eye is no seki: the shared liberty is a dame",
			board: `
				X O . X O . O
				X X X X O O O
				X X X X . O O`,
			scoring: Territory, komi: 0, dead: []Point{Pt(1, 0)},
			// Black: the two-point eye (the dead white stone's point counts) + 1 dead = 3; White: its eye.
			black: 3, white: 1, territoryB: 2, territoryW: 1,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := MustDiagram(tc.board, GoRules(tc.scoring, tc.komi))
			p.SetCaptures(Black, tc.captures[Black])
			p.SetCaptures(White, tc.captures[White])
			var dead PointSet
			for _, pt := range tc.dead {
				dead.Add(pt)
			}
			s := p.Score(&dead)
			if s.Total[Black] != tc.black || s.Total[White] != tc.white {
				t.Errorf("totals B %.1f W %.1f, want B %.1f W %.1f (%+v)", s.Total[Black], s.Total[White], tc.black, tc.white, s.Territory)
			}
			if s.Territory[Black] != tc.territoryB || s.Territory[White] != tc.territoryW {
				t.Errorf("territory B %d W %d, want B %d W %d", s.Territory[Black], s.Territory[White], tc.territoryB, tc.territoryW)
			}
		})
	}
}

// TestSekiIsSeki checks that the seki above really is one: whoever fills a shared liberty is captured.
func TestSekiIsSeki(t *testing.T) {
	p := MustDiagram("X . O\nX . O", GoRules(Area, 0))
	if _, err := p.Play(Move{Black, Pt(1, 0)}); err != nil {
		t.Fatal(err)
	}
	captured, err := p.Play(Move{White, Pt(1, 1)})
	if err != nil || len(captured) != 3 {
		t.Fatalf("White's reply captured %d stones (%v), want 3", len(captured), err)
	}
}

// TestSekiStones checks which stones Seki finds: the chains next to a shared liberty that neither side can
// fill once the dame are filled, never a stone that only filled a dame, and none where both sides have two eyes.
func TestSekiStones(t *testing.T) {
	tests := []struct {
		name  string
		board string
		want  int
	}{
		{"no eyes, two shared liberties", "X . O\nX . O", 4},
		{"one eye each, one shared liberty", `
			X . X O . O
			X X X O O O
			X X X . O O`, 15},
		{"one eye each, two shared liberties", `
			. X . O .
			X X . O O`, 6},
		{"two eyes each", `
			. X . X . O . O .
			X X X X . O O O O`, 0},
		{"a dead stone inside a wall: its last liberty is a capture, not a seki", `
			. X X X X .
			X X O . X X
			. X X X X .`, 0},
		{"no shared liberty", `
			. X O .
			X X O O`, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := MustDiagram(tc.board, GoRules(Territory, 0))
			seki := p.Seki(nil)
			if got := seki.Len(); got != tc.want {
				t.Errorf("%d stones in seki, want %d", got, tc.want)
			}
		})
	}
}

// TestBenson checks unconditional life on hand-made boards.
func TestBenson(t *testing.T) {
	tests := []struct {
		name  string
		board string
		alive int // black stones alive
	}{
		{"two eyes in the corner", `
			. X . X O .
			X X X X O .
			O O O O O .
			. . . . . .`, 6},
		{"one eye is not enough", `
			. X X X O .
			X X X X O .
			O O O O O .
			. . . . . .`, 0},
		{"chains sharing their eyes live together", `
			. X . X .
			X . X . X
			X X X X X
			. . . . .`, 10},
		{"a big eye with a stone in it is not vital", `
			. . . X O .
			. O . X O .
			X X X X O .
			O O O O O .`, 0},
		{"whole board with two eyes", `
			. X . X
			X X X X
			X X X X`, 10},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := MustDiagram(tc.board, GoRules(Area, 0))
			alive, _ := p.UnconditionalLife(Black)
			if alive.Len() != tc.alive {
				t.Errorf("alive black stones %d, want %d\n%s", alive.Len(), tc.alive, p.String())
			}
		})
	}
}

// BenchmarkScoreTerritory19 measures a territory count, seki search included, at the end of 19×19 playouts.
func BenchmarkScoreTerritory19(b *testing.B) {
	rng := NewRand(4)
	var ends []Position
	for range 16 {
		p := MustPosition(19, 19, GoRules(Territory, 6.5))
		p.PlayoutLight(rng)
		ends = append(ends, p)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := &ends[i%len(ends)]
		p.Score(nil)
	}
}
