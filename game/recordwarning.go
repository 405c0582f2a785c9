package game

import (
	"errors"

	"github.com/seed593a7f8d/atarigo/engine"
)

// irregularKeys maps the rule a recorded move breaks to the catalog key that names it in files.warning.move.
var irregularKeys = []struct {
	err error
	key string
}{
	{engine.ErrOccupied, "files.irregular.occupied"},
	{engine.ErrSuicide, "files.irregular.suicide"},
	{engine.ErrKo, "files.irregular.ko"},
}

// RecordWarning returns the sentence, in t's language, that tells a person the record read from a file breaks the
// rules somewhere (engine.Game.Irregular: a suicide, a stone on a stone, a ko retaken at once, stones set up
// without liberties) and is shown as it was recorded, naming the first such move; "" when it breaks none.
func RecordWarning(t *Translator, g *engine.Game) string {
	odd := g.Irregular()
	if len(odd) == 0 {
		return ""
	}
	n := odd[0]
	var s string
	if err := n.Irregular(); errors.Is(err, engine.ErrNoLiberties) {
		s = t.T("files.warning.setup")
	} else {
		what := "files.irregular.occupied"
		for _, k := range irregularKeys {
			if errors.Is(err, k.err) {
				what = k.key
			}
		}
		p := n.Position()
		s = t.T("files.warning.move", p.MoveNumber(), t.T(what))
	}
	if len(odd) > 1 {
		s += " " + t.T("files.warning.more")
	}
	return s
}
