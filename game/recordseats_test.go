package game

import (
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

func TestSeatsOfASavedGameAreItsPlayers(t *testing.T) {
	lv := ai.Levels()[1]
	s := Setup{Rules: engine.AtariRules(1), Cols: 7, Rows: 7, First: engine.Black}
	s.Seats[engine.White] = Computer(lv.Key)
	g, err := s.NewRecord()
	if err != nil {
		t.Fatal(err)
	}
	data, err := MarshalGame(g, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	back, err := sgf.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	seats := SeatsOf(back)
	if !seats[engine.Black].IsHuman() || seats[engine.White] != Computer(lv.Key) {
		t.Errorf("seats of the saved game: %v / %v, want human / %s", seats[engine.Black], seats[engine.White], lv.Key)
	}
	// Another program's file with the same names is played by people.
	back.Info.Application = "Sabaki:0.52"
	if seats := SeatsOf(back); !seats[engine.White].IsHuman() {
		t.Errorf("a file from another program gave White to %v", seats[engine.White])
	}
}
