package scenes

import (
	"strconv"
	"time"

	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
)

// watcher follows the kept game from frame to frame, whichever scene is
// shown, and does what every change of it calls for: it writes the
// autosave after every move, undo, change of players or pause (F-39), and
// plays the sound of a stone, a capture or the end of the game (F-43).
type watcher struct {
	// restored is the game read back from the autosave at the start, which
	// need not be written again until it changes.
	restored *game.Session
	sess     *game.Session
	node     *engine.Node
	state    game.State
	paused   bool
	watch    time.Duration
	seats    [3]game.Seat
}

// update looks at the kept game; saver may be nil (nothing is written),
// sounds may be nil (nothing is heard).
func (w *watcher) update(sess *game.Session, saver *game.Autosaver, sounds *Sounds) {
	if sess != w.sess {
		// Another game: note it as it is, and save it unless it is the one just restored.
		w.sess = sess
		w.remember()
		if saver != nil && sess != w.restored {
			if sess != nil {
				w.save(saver)
			} else {
				saver.Clear()
			}
		}
		return
	}
	if sess == nil {
		return
	}
	m := sess.Match()
	node := w.current()
	if node == w.node && m.State() == w.state && m.Paused() == w.paused && m.WatchDelay() == w.watch &&
		m.Seat(engine.Black) == w.seats[engine.Black] && m.Seat(engine.White) == w.seats[engine.White] {
		return
	}
	if node != nil && w.node != nil && node.Parent() == w.node && node.HasMove() && !node.Move.IsPass() {
		if len(node.Captured()) > 0 {
			sounds.Play(assets.CaptureWAV)
		} else {
			sounds.Play(assets.StoneWAV)
		}
	}
	if m.State() == game.Over && w.state != game.Over && w.node != nil {
		sounds.Play(assets.GameEndWAV)
	}
	w.remember()
	if saver != nil {
		w.save(saver)
	}
}

// current returns the node at the record's cursor, nil while placing stones.
func (w *watcher) current() *engine.Node {
	if w.sess == nil || w.sess.Match().Record() == nil {
		return nil
	}
	return w.sess.Match().Record().Current()
}

// remember notes the state of the game as it is now.
func (w *watcher) remember() {
	w.node = w.current()
	if w.sess == nil {
		return
	}
	m := w.sess.Match()
	w.state, w.paused, w.watch = m.State(), m.Paused(), m.WatchDelay()
	w.seats[engine.Black], w.seats[engine.White] = m.Seat(engine.Black), m.Seat(engine.White)
}

// save writes the autosave of the game, or removes it while stones are
// being placed (there is no game yet) and once the game is over.
func (w *watcher) save(saver *game.Autosaver) {
	m := w.sess.Match()
	a, ok := game.AutosaveOf(m, map[string]string{uiWatchDelay: strconv.FormatInt(m.WatchDelay().Milliseconds(), 10)})
	if !ok || m.State() == game.Over {
		saver.Clear()
		return
	}
	if err := saver.Save(a); err != nil {
		saver.Clear()
	}
}

// uiWatchDelay is the autosave's window value that keeps the least time
// between two computers' moves, in milliseconds.
const uiWatchDelay = "watch_ms"

// restoreUI applies the window values of an autosave to its restored match.
func restoreUI(m *game.Match, ui map[string]string) {
	if ms, err := strconv.Atoi(ui[uiWatchDelay]); err == nil && ms >= 0 && ms <= 60000 {
		m.SetDelays(game.DefaultReplyDelay, time.Duration(ms)*time.Millisecond)
	}
}
