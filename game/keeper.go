package game

import (
	"strconv"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Sound names a sound of the game.
type Sound uint8

const (
	// SoundStone is a stone put on the board.
	SoundStone Sound = iota + 1
	// SoundCapture is a move that captured stones.
	SoundCapture
	// SoundEnd is the end of the game.
	SoundEnd
)

// SoundPlayer plays the game's sounds; the window implements it.
type SoundPlayer interface {
	// PlaySound plays s at once, without waiting for it to end.
	PlaySound(s Sound)
}

// Keeper carries out what the game's changes call for, whatever screen is shown: it is handed the Match's
// effects, and it plays the sound of a stone, a capture or the end of the game, and writes the
// autosave after every change of what the autosave holds. A game being placed or over has no autosave. A write
// that fails leaves the last good autosave on disk; WriteError tells the window. It runs on the game loop.
type Keeper struct {
	saver    *Autosaver  // nil: nothing is written
	sounds   SoundPlayer // nil: nothing is heard
	sess     *Session
	restored *Session  // the game read back from the autosave, not written again until it changes
	rev      uint64    // the Match revision last written (or found restored)
	told     error     // the write error WriteError reported, until a write succeeds
	resumed  bool      // a write succeeded after a failure was told, and Resumed has not said so yet
	retryAt  time.Time // when Retry writes again while writes fail; zero until Retry sees a failure
}

// retryEvery is how often Retry writes the kept game again while writing it fails.
const retryEvery = 10 * time.Second

// NewKeeper returns a Keeper writing through saver (nil: nothing is written) and playing sounds (nil: silence).
func NewKeeper(saver *Autosaver, sounds SoundPlayer) *Keeper {
	return &Keeper{saver: saver, sounds: sounds}
}

// SetSounds sets the sound player, once the system is known to play sound.
func (k *Keeper) SetSounds(sounds SoundPlayer) { k.sounds = sounds }

// Restored tells the Keeper that sess was read from the autosave: it is kept without being written again until
// it changes.
func (k *Keeper) Restored(sess *Session) {
	k.restored = sess
	k.Keep(sess)
}

// Keep makes sess the kept game (nil: there is none). A new game is written at once, unless it is the one just
// restored; no game removes the autosave.
func (k *Keeper) Keep(sess *Session) {
	if sess == k.sess {
		return
	}
	if k.sess != nil {
		k.sess.keeper = nil
		if m := k.sess.Match(); k.saver != nil && m.Unfinished() {
			// An unfinished game is not overwritten by the next: it is kept as the previous game.
			if a, ok := AutosaveOf(m, WindowValues(m)); ok {
				_ = k.saver.KeepPrevious(a)
			}
		}
	}
	k.sess = sess
	if sess == nil {
		if k.saver != nil {
			k.saver.Clear()
		}
		return
	}
	sess.keeper = k
	if sess == k.restored {
		k.rev = sess.Match().Revision()
		return
	}
	k.write()
}

// DropPrevious forgets the game left open whose record is g, once it is the kept game again (the window brought it
// back from memory): its file among the games left open is removed, or never written.
func (k *Keeper) DropPrevious(g *engine.Game) {
	if k != nil && k.saver != nil {
		k.saver.DropPrevious(g)
	}
}

// hear plays the sound of a Played or Ended effect.
func (k *Keeper) hear(e Effect) {
	if k == nil || k.sounds == nil {
		return
	}
	switch e := e.(type) {
	case Played:
		switch {
		case e.Move.IsPass():
		case len(e.Captured) > 0:
			k.sounds.PlaySound(SoundCapture)
		default:
			k.sounds.PlaySound(SoundStone)
		}
	case Ended:
		k.sounds.PlaySound(SoundEnd)
	}
}

// sync writes the autosave when the kept game changed since the last write.
func (k *Keeper) sync() {
	if k == nil || k.sess == nil || k.sess.Match().Revision() == k.rev {
		return
	}
	k.write()
}

// write writes the autosave of the kept game, or removes it while stones are placed and once the game is over.
func (k *Keeper) write() {
	m := k.sess.Match()
	k.rev = m.Revision()
	if k.saver == nil {
		return
	}
	a, ok := AutosaveOf(m, WindowValues(m))
	if !ok || m.State() == Over {
		k.saver.Clear()
		return
	}
	// A game that cannot be marshalled is not written; the autosave on disk stays as it was.
	_ = k.saver.Save(a)
}

// WriteError returns the error of the last autosave write the first time it is asked after writes began to fail,
// else nil, so the window tells the person once; after a write succeeds a new failure is told again.
func (k *Keeper) WriteError() error {
	if k.saver == nil {
		return nil
	}
	err := k.saver.Err()
	if err == nil {
		if k.told != nil {
			k.resumed = true
		}
		k.told = nil // written again: a later failure is news
		return nil
	}
	if k.told != nil {
		return nil
	}
	k.told = err
	return err
}

// Failing reports whether the last autosave write failed, so that the kept game would be lost if the window closed.
func (k *Keeper) Failing() bool { return k.saver != nil && k.saver.Err() != nil }

// Resumed reports, once, that autosaves are written again after WriteError told of a failure.
func (k *Keeper) Resumed() bool {
	r := k.resumed
	k.resumed = false
	return r
}

// Retry writes the kept game again every retryEvery while the last write failed, counting from the first call
// that sees the failure, so that a disk that comes back (a folder made writable, space freed) is used without
// waiting for the next move. The window calls it every frame with the time now.
func (k *Keeper) Retry(now time.Time) {
	if k.saver == nil || k.sess == nil || k.saver.Err() == nil {
		k.retryAt = time.Time{}
		return
	}
	if k.retryAt.IsZero() {
		k.retryAt = now.Add(retryEvery)
		return
	}
	if now.Before(k.retryAt) {
		return
	}
	k.retryAt = now.Add(retryEvery)
	k.write()
}

// Flush writes what the kept game's last changes call for and waits for the write, whose error it returns; the
// Keeper goes on working (an app the system pauses, and may end without warning, calls it).
func (k *Keeper) Flush() error {
	k.sync()
	if k.saver == nil {
		return nil
	}
	return k.saver.Flush()
}

// Close writes what the kept game's last changes call for and waits for the write.
func (k *Keeper) Close() error {
	k.sounds = nil
	k.sync()
	if k.saver == nil {
		return nil
	}
	return k.saver.Close()
}

// UIWatchDelay is the autosave's window value that keeps the least time between two computers' moves, in
// milliseconds.
const UIWatchDelay = "watch_ms"

// WindowValues returns the window's values of m that an autosave keeps (the watch delay).
func WindowValues(m *Match) map[string]string {
	return map[string]string{UIWatchDelay: strconv.FormatInt(m.WatchDelay().Milliseconds(), 10)}
}

// RestoreWindowValues applies the window values of an autosave to its restored match.
func RestoreWindowValues(m *Match, ui map[string]string) {
	if ms, err := strconv.Atoi(ui[UIWatchDelay]); err == nil && ms >= 0 && ms <= 60000 {
		m.SetDelays(DefaultReplyDelay, time.Duration(ms)*time.Millisecond)
	}
}
