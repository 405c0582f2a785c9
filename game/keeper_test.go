package game

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// heard records the sounds a Keeper plays.
type heard []Sound

func (h *heard) PlaySound(s Sound) { *h = append(*h, s) }

// peopleGame starts a Session of two people on a 5×5 board under rules.
func peopleGame(t *testing.T, rules engine.Rules) *Session {
	t.Helper()
	s := Setup{Rules: rules, Cols: 5, Rows: 5, First: engine.Black}
	s.Seats[engine.Black], s.Seats[engine.White] = Human, Human
	m, first, err := NewMatch(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	sess := NewSessionEval(m, first, 1, DefaultEval())
	t.Cleanup(sess.Close)
	return sess
}

// onDisk reads the autosave at path after the writes are done: how many moves its record has up to the cursor,
// and whether it exists at all.
func onDisk(t *testing.T, k *Keeper, path string) (moves int, exists bool) {
	t.Helper()
	k.saver.Flush()
	a, err := loadAutosaveFile(path)
	if errors.Is(err, ErrNoAutosave) {
		return 0, false
	}
	if err != nil {
		t.Fatal(err)
	}
	return a.Game.Position().MoveNumber(), true
}

// TestKeeperFollowsTheGame plays a game event by event and checks, after each, what is on disk and what was heard.
func TestKeeperFollowsTheGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), AutosaveFile)
	var sounds heard
	k := NewKeeper(NewAutosaverAt(path), &sounds)
	sess := peopleGame(t, engine.AtariRules(1))
	m := sess.Match()
	steps := []struct {
		name   string
		do     func()
		moves  int // the moves up to the cursor of the autosave; -1: no autosave
		sounds []Sound
	}{
		{"a new game is kept", func() { k.Keep(sess) }, 0, nil},
		{"a stone", func() { sess.Do(m.Play(engine.Pt(1, 1))) }, 1, []Sound{SoundStone}},
		{"another", func() { sess.Do(m.Play(engine.Pt(1, 2))) }, 2, []Sound{SoundStone}},
		{"taken back", func() { sess.Do(m.Undo()) }, 1, nil},
		{"played again", func() { sess.Do(m.Redo()) }, 2, nil},
		{"paused", func() { sess.Do(m.SetPaused(true), nil) }, 2, nil},
		{"the watch delay", func() { m.SetDelays(DefaultReplyDelay, 300*time.Millisecond); sess.Do(nil, nil) }, 2, nil},
		{"atari", func() { sess.Do(m.Play(engine.Pt(0, 2))) }, 3, []Sound{SoundStone}},
		{"elsewhere", func() { sess.Do(m.Play(engine.Pt(4, 4))) }, 4, []Sound{SoundStone}},
		{"atari again", func() { sess.Do(m.Play(engine.Pt(2, 2))) }, 5, []Sound{SoundStone}},
		{"elsewhere again", func() { sess.Do(m.Play(engine.Pt(4, 3))) }, 6, []Sound{SoundStone}},
		{"the capture ends the game", func() { sess.Do(m.Play(engine.Pt(1, 3))) }, -1, []Sound{SoundCapture, SoundEnd}},
		{"taken back, the game lives again", func() { sess.Do(m.Undo()) }, 6, nil},
	}
	for _, st := range steps {
		sounds = nil
		st.do()
		moves, exists := onDisk(t, k, path)
		if st.moves < 0 && exists || st.moves >= 0 && (!exists || moves != st.moves) {
			t.Fatalf("%s: autosave exists %v with %d moves, want %d", st.name, exists, moves, st.moves)
		}
		if !slices.Equal(sounds, st.sounds) {
			t.Errorf("%s: heard %v, want %v", st.name, sounds, st.sounds)
		}
	}
	a, _ := AutosaveOf(m, WindowValues(m))
	if a.UI[UIWatchDelay] != "300" || !a.Paused {
		t.Errorf("window values %v, paused %v", a.UI, a.Paused)
	}
}

// TestKeeperLetsGoOfTheGame checks that no kept game removes the autosave, and that a restored game is not
// written again until it changes.
func TestKeeperLetsGoOfTheGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), AutosaveFile)
	k := NewKeeper(NewAutosaverAt(path), nil)
	sess := peopleGame(t, engine.GoRules(engine.Area, 7.5))
	k.Keep(sess)
	sess.Do(sess.Match().Play(engine.Pt(2, 2)))
	if _, exists := onDisk(t, k, path); !exists {
		t.Fatal("no autosave")
	}
	k.Keep(nil)
	if _, exists := onDisk(t, k, path); exists {
		t.Fatal("the autosave stayed with no game kept")
	}

	// A restored game: the file on disk is left as it is until the game changes.
	if err := os.WriteFile(path, []byte("as restored"), 0o644); err != nil {
		t.Fatal(err)
	}
	restored := peopleGame(t, engine.GoRules(engine.Area, 7.5))
	k.Restored(restored)
	restored.Do(nil, nil)
	k.saver.Flush()
	if data, _ := os.ReadFile(path); string(data) != "as restored" {
		t.Fatalf("the restored game was written again: %q", data)
	}
	restored.Do(restored.Match().Play(engine.Pt(3, 3)))
	if moves, exists := onDisk(t, k, path); !exists || moves != 1 {
		t.Fatalf("after a move: exists %v, %d moves", exists, moves)
	}
	// The old Session no longer reaches the Keeper.
	sess.Do(sess.Match().Play(engine.Pt(0, 0)))
	if moves, _ := onDisk(t, k, path); moves != 1 {
		t.Errorf("a game let go of was written: %d moves", moves)
	}
}

// TestKeeperKeepsTheLastGoodAutosave makes writes fail after a good one: the good file stays, the window is told
// once, and told again after a write succeeded and a later one failed.
func TestKeeperKeepsTheLastGoodAutosave(t *testing.T) {
	path := filepath.Join(t.TempDir(), AutosaveFile)
	saver := NewAutosaverAt(path)
	k := NewKeeper(saver, nil)
	sess := peopleGame(t, engine.AtariRules(1))
	m := sess.Match()
	k.Keep(sess)
	sess.Do(m.Play(engine.Pt(1, 1)))
	saver.Flush()
	if err := k.WriteError(); err != nil {
		t.Fatal(err)
	}
	good, _ := os.ReadFile(path)
	errDisk := errors.New("disk full")
	saver.writeFile = func(string, []byte) error { return errDisk }
	sess.Do(m.Play(engine.Pt(2, 2)))
	saver.Flush()
	if err := k.WriteError(); !errors.Is(err, errDisk) {
		t.Fatalf("first failure: %v", err)
	}
	sess.Do(m.Play(engine.Pt(3, 3)))
	saver.Flush()
	if err := k.WriteError(); err != nil {
		t.Errorf("the same failure told twice: %v", err)
	}
	if now, _ := os.ReadFile(path); string(now) != string(good) {
		t.Error("a failed write changed the last good autosave")
	}
	saver.writeFile = writeFileAtomic
	sess.Do(m.Play(engine.Pt(3, 4)))
	saver.Flush()
	if err := k.WriteError(); err != nil {
		t.Fatal(err)
	}
	saver.writeFile = func(string, []byte) error { return errDisk }
	sess.Do(m.Play(engine.Pt(4, 4)))
	saver.Flush()
	if err := k.WriteError(); !errors.Is(err, errDisk) {
		t.Errorf("a failure after a good write was not told: %v", err)
	}
}

// TestKeeperKeepsTheGameItReplaces checks that an unfinished game is kept as a game left open when another takes
// its place, that a write right after does not drop it, that a game not begun or over is not kept, and that the
// game left open opens again with its seats.
func TestKeeperKeepsTheGameItReplaces(t *testing.T) {
	dir := useConfigDir(t)
	path := filepath.Join(dir, AutosaveFile)
	prev := filepath.Join(dir, PreviousFile)
	saver := NewAutosaverAt(path)
	k := NewKeeper(saver, nil)
	first := peopleGame(t, engine.GoRules(engine.Area, 7.5))
	k.Keep(first)
	first.Do(first.Match().Play(engine.Pt(2, 2)))
	first.Do(first.Match().Play(engine.Pt(1, 2)))
	second := peopleGame(t, engine.AtariRules(1))
	k.Keep(second)
	second.Do(second.Match().Play(engine.Pt(3, 3))) // a newer write at once must not drop the previous game
	if moves, exists := onDisk(t, k, path); !exists || moves != 1 {
		t.Fatalf("autosave: exists %v, %d moves; want the second game's 1", exists, moves)
	}
	es := PreviousEntries()
	if len(es) != 1 || es[0].Err != nil || es[0].Header.Moves != 2 || es[0].Path != prev {
		t.Fatalf("games left open %+v; want the first game's 2 moves", es)
	}

	// A game not begun replaces nothing: the games left open are the first one and the second one.
	fresh := peopleGame(t, engine.AtariRules(1))
	k.Keep(fresh)
	k.Keep(peopleGame(t, engine.AtariRules(1)))
	saver.Flush()
	if got := previousMoves(); !slices.Equal(got, []int{1, 2}) {
		t.Fatalf("games left open have %v moves; want the second game's 1, then the first game's 2", got)
	}

	a, err := OpenPrevious(PreviousEntries()[0].Path)
	if err != nil || a.Game.Position().MoveNumber() != 1 || a.Seats[engine.Black] != Human {
		t.Fatalf("OpenPrevious: %v", err)
	}
	if got := previousMoves(); !slices.Equal(got, []int{2}) {
		t.Errorf("after opening the latest, the games left open have %v moves; want the first game's 2", got)
	}

	// At start, the autosave is moved aside before a file opened takes its place.
	saver.Flush()
	os.Remove(path)
	if kept, err := KeepAutosaveAsPrevious(); err != nil || kept {
		t.Fatalf("with no autosave: kept %v, %v", kept, err)
	}
	k.Keep(first)
	first.Do(first.Match().Play(engine.Pt(0, 0)))
	saver.Flush()
	if kept, err := KeepAutosaveAsPrevious(); err != nil || !kept {
		t.Fatalf("KeepAutosaveAsPrevious: kept %v, %v", kept, err)
	}
	if got := previousMoves(); !slices.Equal(got, []int{3, 2}) {
		t.Errorf("games left open have %v moves; want 3, then 2", got)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the autosave is still there: %v", err)
	}
}

// previousMoves returns the moves of each game left open in ConfigDir, the latest first.
func previousMoves() []int {
	var out []int
	for _, e := range PreviousEntries() {
		out = append(out, e.Header.Moves)
	}
	return out
}

// TestGamesLeftOpenAreKeptUpToALimit puts aside one game more than MaxPrevious, at start (the autosave moved aside)
// and in the window (the Keeper), several before the writer runs: every one is kept, the latest first, until the
// one put aside first goes to make room; a game brought back from memory loses its file, and only its own.
func TestGamesLeftOpenAreKeptUpToALimit(t *testing.T) {
	dir := useConfigDir(t)
	path := filepath.Join(dir, AutosaveFile)
	var want []int // moves of the games left open, the latest first
	for n := 1; n <= 3; n++ {
		g := peopleGame(t, engine.AtariRules(1))
		for i := range n {
			g.Do(g.Match().Play(engine.Pt(i, 0)))
		}
		a, _ := AutosaveOf(g.Match(), nil)
		data, err := MarshalAutosave(a)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(path, data, 0o644)
		if kept, err := KeepAutosaveAsPrevious(); err != nil || !kept {
			t.Fatalf("KeepAutosaveAsPrevious %d: kept %v, %v", n, kept, err)
		}
		want = append([]int{n}, want...)
	}
	saver := NewAutosaverAt(path)
	k := NewKeeper(saver, nil)
	var games []*Session
	for n := 4; n <= MaxPrevious+2; n++ {
		g := peopleGame(t, engine.GoRules(engine.Area, 7.5)) // a capture does not end it
		k.Keep(g)
		for i := range n {
			g.Do(g.Match().Play(engine.Pt(i%5, i/5)))
		}
		games = append(games, g)
	}
	k.Keep(peopleGame(t, engine.AtariRules(1)))
	saver.Flush()
	for n := 4; n <= MaxPrevious+2; n++ {
		want = append([]int{n}, want...)
	}
	want = want[:MaxPrevious]
	if got := previousMoves(); !slices.Equal(got, want) {
		t.Fatalf("games left open have %v moves; want %v", got, want)
	}

	// The game of 8 moves is brought back from memory: its file goes, the others stay.
	k.DropPrevious(games[8-4].Match().Record())
	saver.Flush()
	want = slices.DeleteFunc(want, func(n int) bool { return n == 8 })
	if got := previousMoves(); !slices.Equal(got, want) {
		t.Errorf("after bringing back the game of 8 moves, games left open have %v moves; want %v", got, want)
	}
}

// TestKeeperRetriesAFailedWrite makes a write fail, then lets the disk come back: Retry, called with the time of a
// fake clock, tries again every retryEvery and not sooner, writes the game without a move being played, and
// Resumed says so once.
func TestKeeperRetriesAFailedWrite(t *testing.T) {
	path := filepath.Join(t.TempDir(), AutosaveFile)
	saver := NewAutosaverAt(path)
	k := NewKeeper(saver, nil)
	sess := peopleGame(t, engine.AtariRules(1))
	errDisk := errors.New("disk full")
	tries := 0
	saver.writeFile = func(string, []byte) error { tries++; return errDisk }
	now := time.Date(2026, 11, 28, 3, 0, 0, 0, time.UTC)
	k.Retry(now) // nothing has failed: nothing to try again
	k.Keep(sess)
	sess.Do(sess.Match().Play(engine.Pt(1, 1)))
	saver.Flush()
	if err := k.WriteError(); !errors.Is(err, errDisk) {
		t.Fatalf("failure: %v", err)
	}
	failed := tries // the writer may have skipped the new game for the move
	retry := func(after time.Duration, want int) {
		t.Helper()
		k.Retry(now.Add(after))
		saver.Flush()
		if tries-failed != want {
			t.Fatalf("Retry %v after the failure was seen: %d writes more, want %d", after, tries-failed, want)
		}
	}
	retry(0, 0) // the failure seen: the clock starts
	retry(retryEvery-time.Millisecond, 0)
	retry(retryEvery, 1)
	retry(retryEvery+time.Second, 1)
	retry(2*retryEvery-time.Millisecond, 1)
	if err := k.WriteError(); err != nil || k.Resumed() {
		t.Fatalf("a retry on a failing disk: told %v again, resumed %v", err, k.resumed)
	}
	saver.writeFile = writeFileAtomic
	k.Retry(now.Add(2 * retryEvery))
	if moves, exists := onDisk(t, k, path); !exists || moves != 1 {
		t.Fatalf("after the retry: exists %v, %d moves", exists, moves)
	}
	if err := k.WriteError(); err != nil || !k.Resumed() || k.Resumed() {
		t.Errorf("after the retry: error %v; Resumed must say true once", err)
	}
}

// TestKeeperFlushWritesAndGoesOn checks that Flush leaves the kept game on disk when it returns, and that the
// Keeper goes on writing after it (the app is paused and comes back).
func TestKeeperFlushWritesAndGoesOn(t *testing.T) {
	path := filepath.Join(t.TempDir(), AutosaveFile)
	k := NewKeeper(NewAutosaverAt(path), nil)
	sess := peopleGame(t, engine.AtariRules(1))
	m := sess.Match()
	k.Keep(sess)
	for i, pt := range []engine.Point{engine.Pt(1, 1), engine.Pt(3, 3)} {
		sess.Do(m.Play(pt))
		if err := k.Flush(); err != nil {
			t.Fatal(err)
		}
		a, err := loadAutosaveFile(path)
		if err != nil || a.Game.Position().MoveNumber() != i+1 {
			t.Fatalf("after move %d and Flush: %v", i+1, err)
		}
	}
	if err := k.Close(); err != nil {
		t.Fatal(err)
	}
}
