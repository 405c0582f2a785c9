package ai

import (
	"context"
	"os"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// benchPlayouts measures policy playouts from the start position of the given rules.
func benchPlayouts(b *testing.B, size int, rules engine.Rules, st engine.Start) {
	benchPlayoutsOf(b, size, rules, st, newMCPlayout(1))
}

// benchPlayoutsOf measures the playouts of pl from the start position of the given rules.
func benchPlayoutsOf(b *testing.B, size int, rules engine.Rules, st engine.Start, pl *mcPlayout) {
	start, err := engine.NewStart(size, size, rules, st, engine.Black)
	if err != nil {
		b.Fatal(err)
	}
	moves := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		pos := start
		pl.moves, pl.colors = pl.moves[:0], pl.colors[:0]
		pl.run(&pos)
		moves += len(pl.moves)
	}
	s := b.Elapsed().Seconds()
	b.ReportMetric(float64(b.N)/s, "playouts/s")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/playout")
}

// BenchmarkPolicyPlayoutAtari9x9 measures the policy playouts of classic Atari Go on 9×9 from the crosscut.
func BenchmarkPolicyPlayoutAtari9x9(b *testing.B) {
	benchPlayouts(b, 9, engine.AtariRules(1), engine.StartCrosscut)
}

// BenchmarkPolicyPlayoutCapture5 measures the policy playouts of capture-5 Atari Go on 9×9.
func BenchmarkPolicyPlayoutCapture5(b *testing.B) {
	benchPlayouts(b, 9, engine.AtariRules(5), engine.StartEmpty)
}

// BenchmarkPolicyPlayoutGo9x9 measures the policy playouts of Go on 9×9 (area scoring, komi 7.5).
func BenchmarkPolicyPlayoutGo9x9(b *testing.B) {
	benchPlayouts(b, 9, engine.GoRules(engine.Area, 7.5), engine.StartEmpty)
}

// BenchmarkPolicyPlayoutGo9x9Ladders measures the same with the playout's ladders (the knob pladder).
func BenchmarkPolicyPlayoutGo9x9Ladders(b *testing.B) {
	pl := newMCPlayout(1)
	pl.ladders = true
	benchPlayoutsOf(b, 9, engine.GoRules(engine.Area, 7.5), engine.StartEmpty, pl)
}

// benchSearch measures whole searches (tree, playouts, backup) of one thread from the start position.
func benchSearch(b *testing.B, size int, rules engine.Rules) {
	pos, _ := engine.NewStart(size, size, rules, engine.StartEmpty, engine.Black)
	var playouts int64
	for i := 0; i < b.N; i++ {
		m := NewMCTS(5000, uint64(i))
		m.Threads = 1
		m.Reader = os.Getenv("NOREADER") == ""
		_, info, err := m.Move(context.Background(), &pos, nil)
		if err != nil {
			b.Fatal(err)
		}
		playouts += info.Playouts
	}
	b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkSearchAtari9x9 measures the search's playouts per second on 9×9 Atari Go, one thread.
func BenchmarkSearchAtari9x9(b *testing.B) { benchSearch(b, 9, engine.AtariRules(1)) }

// BenchmarkSearchGo9x9 measures the search's playouts per second on 9×9 Go, one thread.
func BenchmarkSearchGo9x9(b *testing.B) { benchSearch(b, 9, engine.GoRules(engine.Area, 7.5)) }
