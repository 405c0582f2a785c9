package gtp

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

func TestParseCommand(t *testing.T) {
	tests := []struct {
		line, id, name string
		args           []string
		ok             bool
	}{
		{"protocol_version", "", "protocol_version", nil, true},
		{"12 play black D4", "12", "play", []string{"black", "D4"}, true},
		{"  PLAY\tb\td4  # comment", "", "play", []string{"b", "d4"}, true},
		{"# only a comment", "", "", nil, false},
		{"   ", "", "", nil, false},
		{"7", "7", "", nil, true},
		{"na\x00me", "", "name", nil, true},
		{"-1 name", "", "-1", []string{"name"}, true},
		{"+1 name", "", "+1", []string{"name"}, true},
		{"1234567890123456789012345 name", "1234567890123456789012345", "name", nil, true},
	}
	for _, tt := range tests {
		cmd, ok := ParseCommand(tt.line)
		if ok != tt.ok || cmd.ID != tt.id || cmd.Name != tt.name || strings.Join(cmd.Args, ",") != strings.Join(tt.args, ",") {
			t.Errorf("ParseCommand(%q) = %+v %v, want id %q name %q args %q ok %v", tt.line, cmd, ok, tt.id, tt.name, tt.args, tt.ok)
		}
	}
}

func TestFormat(t *testing.T) {
	tests := []struct {
		id   string
		ok   bool
		text string
		want string
	}{
		{"", true, "", "= \n\n"},
		{"3", true, "GNU Go", "=3 GNU Go\n\n"},
		{"", false, "unknown command", "? unknown command\n\n"},
		{"", true, "\n   A B\n 2 . .", "= \n   A B\n 2 . .\n\n"},
		{"", true, "a\n\nb\n", "= a\nb\n\n"}, // an empty line would end the response early
	}
	for _, tt := range tests {
		if got := Format(tt.id, tt.ok, tt.text); got != tt.want {
			t.Errorf("Format(%q, %v, %q) = %q, want %q", tt.id, tt.ok, tt.text, got, tt.want)
		}
	}
}

// step is one command of a scripted session and the answer it must get ("?" prefix: an error containing the rest).
type scripted struct {
	cmd, want string
}

// runScript plays a session on a new server and checks every answer.
func runScript(t *testing.T, rules string, script []scripted) *Server {
	t.Helper()
	s := newTestServer(t, rules)
	for i, st := range script {
		got, ok := answer(t, s, st.cmd)
		if msg, isErr := strings.CutPrefix(st.want, "?"); isErr {
			if ok || !strings.Contains(got, msg) {
				t.Fatalf("step %d %q: got %v %q, want an error with %q", i, st.cmd, ok, got, msg)
			}
			continue
		}
		if !ok || got != st.want {
			t.Fatalf("step %d %q: got %v %q, want %q", i, st.cmd, ok, got, st.want)
		}
	}
	return s
}

func TestSessionBasics(t *testing.T) {
	runScript(t, "japanese", []scripted{
		{"protocol_version", "2"},
		{"name", "atarigo"},
		{"known_command genmove", "true"},
		{"known_command frobnicate", "false"},
		{"known_command", "?one command name"},
		{"boardsize 5", ""},
		{"boardsize 0", "?unacceptable size"},
		{"boardsize 1", "?unacceptable size"},
		{"boardsize 1000", "?unacceptable size"},
		{"boardsize five", "?not an integer"},
		{"query_boardsize", "5"}, // a failed boardsize keeps the board
		{"play black c3", ""},
		{"play white c3", "?illegal move"},
		{"play white z3", "?invalid color or coordinate"},
		{"play purple c2", "?invalid color or coordinate"},
		{"play black", "?invalid color or coordinate"},
		{"play white c2", ""},
		{"list_stones black", "C3"},
		{"list_stones white", "C2"},
		{"list_stones", "?invalid color"},
		{"list_stones empty", "?invalid color"},
		{"undo", ""},
		{"list_stones white", ""},
		{"undo", ""},
		{"undo", "?cannot undo"},
		{"komi 0.5", ""},
		{"get_komi", "0.5"},
		{"komi lots", "?komi not a float"},
		{"komi NaN", "?komi not a float"},
		{"frobnicate", "?unknown command"},
		{"time_settings 10 5 1", ""},
		{"time_settings 10 5", "?"},
		{"time_left white 30 0", ""},
		{"time_left", "?invalid color"},
	})
}

func TestCaptureAndKo(t *testing.T) {
	// Black captures at C2 (ko shape), White may not retake at once, then may after a move elsewhere.
	s := newTestServer(t, "japanese")
	loadDiagram(t, s, `
		. X O . .
		X . X O .
		. X O . .
		. . . . .
		. . . . .`, "japanese", engine.White)
	must(t, s, "play white b4")
	if got := must(t, s, "captures white"); got != "1" {
		t.Fatalf("captures white = %s, want 1", got)
	}
	for _, tt := range []struct{ cmd, want string }{
		{"is_legal black c4", "0"}, // the ko
		{"is_legal black e1", "1"},
		{"is_legal black b4", "0"}, // occupied
		{"is_legal white c4", "1"}, // White filling the ko is legal
	} {
		if got := must(t, s, tt.cmd); got != tt.want {
			t.Errorf("%s = %s, want %s", tt.cmd, got, tt.want)
		}
	}
	if _, ok := answer(t, s, "play black c4"); ok {
		t.Fatal("black retook the ko at once")
	}
	if strings.Contains(must(t, s, "all_legal black"), "C4") {
		t.Error("all_legal black lists the ko point")
	}
	must(t, s, "play black e1")
	must(t, s, "play white a1")
	must(t, s, "play black c4")
	expect(t, s, "captures black", "1", "after retaking the ko")
}

func TestSuicideIllegal(t *testing.T) {
	s := newTestServer(t, "chinese")
	loadDiagram(t, s, `
		. X .
		X . .
		. . .`, "chinese", engine.White)
	expect(t, s, "is_legal white a3", "0", "(suicide)")
	if _, ok := answer(t, s, "play white a3"); ok {
		t.Error("play white a3 (suicide) was accepted")
	}
}

func TestAtariGoEnds(t *testing.T) {
	s := newTestServer(t, "capture:1")
	loadDiagram(t, s, `
		. X . .
		X O X .
		. . . .
		. . . .`, "capture:1", engine.Black)
	if _, ok := answer(t, s, "final_score"); ok {
		t.Error("final_score answered before the end")
	}
	must(t, s, "play black b2")
	for _, cmd := range []string{"play white d1", "genmove white", "genmove black"} {
		msg, ok := answer(t, s, cmd)
		if ok || !strings.Contains(msg, "game is over") {
			t.Errorf("%s after the capture: %v %q, want a game-over error", cmd, ok, msg)
		}
	}
	expect(t, s, "final_score", "B+", "")
	expect(t, s, "atarigo-solve 1", "B", "")
	if got := must(t, s, "atarigo-rules"); got != "capture:1" {
		t.Errorf("atarigo-rules = %q", got)
	}
	// Capture 2: the game goes on, and a pass is still not allowed.
	must(t, s, "atarigo-rules capture 2")
	must(t, s, "play white d1")
	if _, ok := answer(t, s, "play black pass"); ok {
		t.Error("a pass was accepted in Atari Go")
	}
}

// TestGoGoesOnAfterTwoPasses checks that two passes end nothing in a Go game over GTP: play, genmove and the
// legality queries go on as GNU Go's do, and the record keeps every move.
func TestGoGoesOnAfterTwoPasses(t *testing.T) {
	tests := []struct {
		name  string
		lines []string // commands after "boardsize 5", "play b c3", "play w pass", "play b pass"
		want  []string // their answers
	}{
		{"play", []string{"play w b2", "list_stones white", "is_legal b b2"}, []string{"", "B2", "0"}},
		{"pass again", []string{"play w pass", "play b pass", "play w d4", "list_stones white"}, []string{"", "", "", "D4"}},
		{"is_legal", []string{"is_legal w a1", "all_legal b"}, []string{"1", "A5 B5 C5 D5 E5 A4 B4 C4 D4 E4 A3 B3 D3 E3 A2 B2 C2 D2 E2 A1 B1 C1 D1 E1"}},
		{"genmove", []string{"genmove w", "list_stones black"}, nil},
		{"undo", []string{"play w a1", "undo", "undo", "play b pass"}, []string{"", "", "", ""}},
	}
	for _, tt := range tests {
		s := newTestServer(t, "japanese")
		for _, c := range []string{"boardsize 5", "clear_board", "play b c3", "play w pass", "play b pass"} {
			must(t, s, c)
		}
		for i, line := range tt.lines {
			got := must(t, s, line)
			if tt.want != nil && got != tt.want[i] {
				t.Errorf("%s: %s = %q, want %q", tt.name, line, got, tt.want[i])
			}
		}
		if tt.name == "genmove" {
			if !strings.Contains(must(t, s, "printsgf"), ";W[") {
				t.Errorf("genmove after two passes left no white move in the record")
			}
			continue
		}
		if !strings.Contains(must(t, s, "printsgf"), "B[]") {
			t.Errorf("%s: the record lost the passes", tt.name)
		}
	}
}

func TestGenmovePlaysLegalMoves(t *testing.T) {
	s := newTestServer(t, "capture:1")
	must(t, s, "boardsize 5")
	for i := 0; ; i++ {
		if s.pos().Over() {
			break
		}
		color := ColorWord(s.pos().ToMove())
		before := *s.pos()
		v := must(t, s, "genmove "+color)
		pt, err := engine.ParseGTPPoint(v, 5, 5)
		if err != nil || before.IsLegal(engine.Move{Color: before.ToMove(), Point: pt}) != nil {
			t.Fatalf("genmove %s = %q is not a legal move of\n%s", color, v, before.String())
		}
		if i > 25 {
			t.Fatal("a 5×5 Atari Go game lasted more than 25 moves")
		}
	}
	if _, ok := answer(t, s, "final_score"); !ok {
		t.Error("no final score after the game ended")
	}
}

func TestGenmoveOutOfTurn(t *testing.T) {
	s := runScript(t, "japanese", []scripted{
		{"boardsize 3", ""},
		{"play black b2", ""},
		{"play black a1", ""}, // two black moves in a row, as a setup by moves
	})
	if got := must(t, s, "list_stones black"); got != "B2 A1" {
		t.Errorf("list_stones black = %q", got)
	}
	v := must(t, s, "genmove black")
	if strings.EqualFold(v, "pass") || strings.Contains("B2 A1", v) {
		t.Errorf("genmove black out of turn = %q", v)
	}
}

func TestHandicapCommands(t *testing.T) {
	runScript(t, "japanese", []scripted{
		{"boardsize 9", ""},
		{"fixed_handicap 5", "C7 G7 E5 C3 G3"},
		{"fixed_handicap 5", "?board not empty"},
		{"list_stones black", "C7 G7 E5 C3 G3"},
	})
	runScript(t, "japanese", []scripted{
		{"boardsize 19", ""},
		{"fixed_handicap 3", "D16 Q16 D4"},
		{"clear_board", ""},
		{"fixed_handicap 1", "?invalid handicap"},
		{"fixed_handicap 10", "?invalid handicap"},
		{"fixed_handicap x", "?not an integer"},
		{"set_free_handicap a1 a1", "?repeated vertex"},
		{"set_free_handicap a1", "?invalid handicap"},
		{"set_free_handicap a1 z99", "?invalid coordinate"},
		{"set_free_handicap a1 b2 c3", ""},
		{"list_stones black", "C3 B2 A1"},
		{"is_legal white d4", "1"},
	})
	for _, size := range []int{5, 9, 19} {
		s := newTestServer(t, "japanese")
		must(t, s, fmt.Sprintf("boardsize %d", size))
		placed := must(t, s, "place_free_handicap 3")
		if got := must(t, s, "list_stones black"); got != placed || len(strings.Fields(got)) != 3 {
			t.Errorf("%d×%d: place_free_handicap 3 answered %q, the board has %q", size, size, placed, got)
		}
		if got := ColorWord(s.pos().ToMove()); got != "white" {
			t.Errorf("%s to move after the handicap", got)
		}
	}
}

func TestPlaceFreeHandicapSpreads(t *testing.T) {
	for _, size := range []int{5, 9, 13, 19} {
		for n := 2; n <= 12; n++ {
			pts := freeHandicap(size, size, n)
			seen := map[engine.Point]bool{}
			for _, p := range pts {
				if p.Col() < 0 || p.Row() < 0 || p.Col() >= size || p.Row() >= size || seen[p] {
					t.Fatalf("%d×%d, %d stones: bad or repeated point in %v", size, size, n, pts)
				}
				seen[p] = true
			}
			if len(pts) != n {
				t.Fatalf("%d×%d: %d stones asked, %d placed", size, size, n, len(pts))
			}
		}
	}
}

func TestShowboard(t *testing.T) {
	s := newTestServer(t, "japanese")
	must(t, s, "boardsize 9")
	must(t, s, "play black e5")
	must(t, s, "play white c3")
	want := `
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . + . . . + . . 7
 6 . . . . . . . . . 6
 5 . . . . X . . . . 5
 4 . . . . . . . . . 4
 3 . . O . . . + . . 3
 2 . . . . . . . . . 2     WHITE (O) has captured 0 stones
 1 . . . . . . . . . 1     BLACK (X) has captured 0 stones
   A B C D E F G H J`
	if got := must(t, s, "showboard"); got != want {
		t.Errorf("showboard:\n%s\nwant:\n%s", got, want)
	}
}

func TestSGFRoundTripRectangular(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "rect.sgf")
	sgfText := "(;FF[4]GM[1]SZ[7:5]RU[Capture 2]AGCT[2];B[dc];W[cc];B[cb];W[ec];B[bc];W[dd];B[cd])"
	if err := os.WriteFile(file, []byte(sgfText), 0o644); err != nil {
		t.Fatal(err)
	}
	s := newTestServer(t, "japanese")
	if got := must(t, s, "loadsgf "+file); got != "white" {
		t.Errorf("loadsgf answers %q, want white (after 7 moves)", got)
	}
	expect(t, s, "atarigo-rules", "capture:2", "")
	if p := s.pos(); p.Cols() != 7 || p.Rows() != 5 {
		t.Fatalf("board %d×%d, want 7×5", p.Cols(), p.Rows())
	}
	expect(t, s, "captures black", "1", "(C3 was taken)")
	before := must(t, s, "list_stones white") + "|" + must(t, s, "list_stones black")
	out := filepath.Join(dir, "out.sgf")
	must(t, s, "printsgf "+out)
	text := must(t, s, "printsgf")
	data, err := os.ReadFile(out)
	if err != nil || strings.TrimSpace(string(data)) != text {
		t.Errorf("printsgf FILE and printsgf differ: %v\n%s\n%s", err, data, text)
	}
	s2 := newTestServer(t, "capture:1")
	must(t, s2, "loadsgf "+out)
	after := must(t, s2, "list_stones white") + "|" + must(t, s2, "list_stones black")
	if before != after || must(t, s2, "captures black") != "1" {
		t.Errorf("round trip changed the board: %s → %s", before, after)
	}
	// loadsgf up to a move number or vertex, as GNU Go reads them.
	if got := must(t, s, "loadsgf "+file+" 3"); got != "black" {
		t.Errorf("loadsgf FILE 3 answers %q, want black", got)
	}
	expect(t, s, "list_stones black", "D3", "")
	if got := must(t, s, "loadsgf "+file+" E3"); got != "white" {
		t.Errorf("loadsgf FILE E3 answers %q, want white", got)
	}
	for _, bad := range []string{"loadsgf", "loadsgf " + filepath.Join(dir, "missing.sgf"), "loadsgf " + dir, "loadsgf " + file + " 0"} {
		if _, ok := answer(t, s, bad); ok {
			t.Errorf("%q succeeded", bad)
		}
	}
	broken := filepath.Join(dir, "broken.sgf")
	os.WriteFile(broken, []byte("(;FF[4]SZ[9];B[ee];W[zz])"), 0o644)
	if _, ok := answer(t, s, "loadsgf "+broken); ok {
		t.Error("an SGF file with a move off the board loaded")
	}
	if got := must(t, s, "list_stones black"); got != "C4 D3" {
		t.Errorf("a failed loadsgf changed the board: black %q", got)
	}
}

func TestUnconditionalStatus(t *testing.T) {
	s := newTestServer(t, "japanese")
	// The black group has two eyes (A1 and C1); the white stone at A3 is not settled.
	loadDiagram(t, s, `
		. . . . .
		. . . . .
		O . X . .
		X X X X X
		. X . X .`, "japanese", engine.White)
	for v, want := range map[string]string{
		"a2": "alive", "e2": "alive", "a1": "black_territory", "c1": "black_territory", "e1": "black_territory",
		"a3": "undecided", "e5": "undecided",
	} {
		if got := must(t, s, "unconditional_status "+v); got != want {
			t.Errorf("unconditional_status %s = %s, want %s", v, got, want)
		}
	}
	if _, ok := answer(t, s, "unconditional_status"); ok {
		t.Error("unconditional_status without a vertex succeeded")
	}
}

// TestFinalStatusListSeki checks that stones in seki are listed as seki, not alive, and that their shared
// liberties count for nobody.
func TestFinalStatusListSeki(t *testing.T) {
	s := newTestServer(t, "japanese")
	loadDiagram(t, s, `
		X X X O O O O
		X . X O . O O
		X X X O O O O
		X X X . O O O
		X X X O O O O
		X X X O O O O
		X X X O O O O`, "japanese", engine.Black)
	must(t, s, "play black pass")
	must(t, s, "play white pass")
	seki := must(t, s, "final_status_list seki")
	if len(strings.Split(seki, "\n")) != 2 || !strings.Contains(seki, "A1") || !strings.Contains(seki, "D1") {
		t.Errorf("final_status_list seki = %q, want the black and the white group", seki)
	}
	expect(t, s, "final_status_list alive", "", "(all in seki)")
	// Each group has one eye and they share one liberty: under Japanese counting nobody scores; under
	// Chinese counting the stones and eyes count, 21 to 27 (GNU Go 3.8 gives both answers too).
	expect(t, s, "final_score", "0", "")
	must(t, s, "atarigo-rules go chinese")
	must(t, s, "komi 0")
	expect(t, s, "final_score", "W+6.0", "")
}

func TestFinalStatusList(t *testing.T) {
	s := newTestServer(t, "japanese")
	// A black wall with two eyes on the left; a white stone alone in Black's area is dead.
	loadDiagram(t, s, `
		. X . X O . .
		X X X X O . .
		. . O X O . .
		X X X X O . .
		. X . X O . .
		X X X X O O O
		. X . X O . .`, "japanese", engine.Black)
	must(t, s, "play black pass")
	must(t, s, "play white pass")
	expect(t, s, "final_status_list dead", "C5", "")
	alive := must(t, s, "final_status_list alive")
	if strings.Contains(alive, "C5") || len(strings.Split(alive, "\n")) != 2 {
		t.Errorf("final_status_list alive = %q, want the two walls", alive)
	}
	if got := must(t, s, "final_status_list seki"); got != "" {
		t.Errorf("seki = %q", got)
	}
	if _, ok := answer(t, s, "final_status_list undead"); ok {
		t.Error("unknown status accepted")
	}
	// Black: 9 territory (C5's point included) + 1 prisoner; White: 12 territory; komi 0.
	expect(t, s, "final_score", "W+2.0", "")
}

func TestTacticalCommands(t *testing.T) {
	s := newTestServer(t, "japanese")
	// White D5 has two liberties, D4 and E5; either atari starts a working ladder.
	ladder := `
		. . . . . . .
		. . . X . . .
		. . X O . . .
		. . . . X . .
		. . . . . . .
		. . . . . . .
		. . . . . . .`
	loadDiagram(t, s, ladder, "japanese", engine.Black)
	for _, cmd := range []string{"ladder_attack d5", "attack d5"} {
		if got := must(t, s, cmd); got != "1 D4" && got != "1 E5" {
			t.Errorf("%s = %q, want 1 D4 or 1 E5", cmd, got)
		}
	}
	expect(t, s, "defend d5", "1 E5", "(away from E4, as GNU Go answers)")
	for _, bad := range []string{"attack a1", "attack", "attack z1", "ladder_attack c5"} {
		if _, ok := answer(t, s, bad); ok {
			t.Errorf("%q succeeded", bad)
		}
	}
	// Ladder breakers on both diagonals: the ladders fail.
	loadDiagram(t, s, `
		. . . . . . .
		. . . X . O .
		. . X O . . .
		. . . . X . .
		. . . . . . .
		. O . . . . .
		. . . . . . .`, "japanese", engine.Black)
	expect(t, s, "ladder_attack d5", "0", "")
	// A chain in atari is captured at its liberty and saved by extending when that gives liberties.
	loadDiagram(t, s, `
		. . . . .
		. X . . .
		X O . . .
		. X . . .
		. . . . .`, "japanese", engine.Black)
	expect(t, s, "attack b3", "1 C3", "")
	expect(t, s, "defend b3", "1 C3", "")
}

func TestPlayerAndSeed(t *testing.T) {
	s := newTestServer(t, "capture:1")
	if got := must(t, s, "atarigo-player"); got != "random" {
		t.Errorf("atarigo-player = %q", got)
	}
	if _, ok := answer(t, s, "atarigo-player nonsense:3"); ok {
		t.Error("an unknown player was accepted")
	}
	if got := must(t, s, "atarigo-player"); got != "random" {
		t.Errorf("a rejected atarigo-player changed the player to %q", got)
	}
	game := func(seed string) string {
		must(t, s, "set_random_seed "+seed)
		must(t, s, "clear_board")
		var moves []string
		for i := 0; i < 6; i++ {
			moves = append(moves, must(t, s, "genmove "+ColorWord(s.pos().ToMove())))
		}
		return strings.Join(moves, " ")
	}
	a, b, c := game("5"), game("5"), game("6")
	if a != b {
		t.Errorf("the same seed gave %q and %q", a, b)
	}
	if a == c {
		t.Errorf("seeds 5 and 6 gave the same game %q", a)
	}
	if got := must(t, s, "get_random_seed"); got != "6" {
		t.Errorf("get_random_seed = %q", got)
	}
}

func TestSolveCommand(t *testing.T) {
	s := newTestServer(t, "capture:1")
	// Black to move captures White's stone in atari at once.
	loadDiagram(t, s, `
		. X O .
		. . X .
		. . . .
		. . . .`, "capture:1", engine.Black)
	expect(t, s, "atarigo-solve 5", "B D4", "")
	for _, bad := range []string{"atarigo-solve x", "atarigo-solve -1", "atarigo-solve 1 2"} {
		if _, ok := answer(t, s, bad); ok {
			t.Errorf("%q succeeded", bad)
		}
	}
	must(t, s, "atarigo-rules japanese")
	if _, ok := answer(t, s, "atarigo-solve 1"); ok {
		t.Error("atarigo-solve under Go rules succeeded")
	}
}

func TestServeLoop(t *testing.T) {
	s := newTestServer(t, "capture:1")
	long := strings.Repeat("x", MaxLine+10)
	in := "1 boardsize 5\n" + long + "\n2 play b c3\r\n\n# comment\n3 list_stones black\nquit\nname\n"
	var out bytes.Buffer
	if err := s.Serve(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	want := "=1 \n\n? line too long (more than 65536 bytes)\n\n=2 \n\n=3 C3\n\n= \n\n"
	if out.String() != want {
		t.Errorf("Serve wrote %q, want %q", out.String(), want)
	}
}

func TestMoveBudget(t *testing.T) {
	s := newTestServer(t, "capture:1")
	p := s.Position()
	want := DefaultMoveTime // "random" is a player kind, not a level with a budget
	if l, ok := ai.LevelByKey(s.playerSpec); ok && l.Budget > 0 {
		want = l.Budget
	}
	if got := s.moveBudget(engine.Black, &p); got != want {
		t.Errorf("budget without a clock = %v, want %v", got, want)
	}
	s.cfg.MoveTime = 10 * time.Second
	must(t, s, "time_settings 0 10 5") // byo-yomi: 10 s for 5 stones
	if got := s.moveBudget(engine.Black, &p); got != 2*time.Second-safety {
		t.Errorf("byo-yomi budget = %v, want 2s minus the safety margin", got)
	}
	must(t, s, "time_left black 1 1") // one second for one stone
	if got := s.moveBudget(engine.Black, &p); got != 800*time.Millisecond {
		t.Errorf("budget with 1 s left = %v, want 800ms", got)
	}
	must(t, s, "time_settings 0 1 0") // no time limit
	if got := s.moveBudget(engine.Black, &p); got != 10*time.Second {
		t.Errorf("budget without limit = %v, want the 10s of -time", got)
	}
}

// TestFinalStatusListDeadIsTheSharedEstimate checks that the engine names the dead stones ai.DeadStones finds,
// the estimate the game window and the arena count with too.
func TestFinalStatusListDeadIsTheSharedEstimate(t *testing.T) {
	s := newTestServer(t, "japanese")
	diagram := `
		. . . X . O . . .
		. . . X . O . . .
		. . . X . O . . .
		. . . X . O . . .
		. O . X . O . X .
		. . . X . O . . .
		. . . X . O . . .
		. . . X . O . . .
		. . . X . O . . .`
	loadDiagram(t, s, diagram, "japanese", engine.Black)
	must(t, s, "play black pass")
	must(t, s, "play white pass")
	p := engine.MustDiagram(diagram, engine.GoRules(engine.Territory, 6.5))
	dead := ai.DeadStones(&p, s.seed, nil)
	if dead.Len() != 2 {
		t.Fatalf("ai.DeadStones found %d stones, want the two lone ones", dead.Len())
	}
	expect(t, s, "final_status_list dead", chainLines(&p, dead), "")
}
