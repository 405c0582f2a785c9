package lesson

import "github.com/seed593a7f8d/atarigo/engine"

// The moves a page plays out on its board (a show page's line; on an exercise the learner's moves, the computer's
// answers, a refutation, Show me's moves; a question's ladder) are kept from the position they start at, as frames:
// frame i is the start with the first i moves played. The board shows one frame. While the moves play by themselves
// each frame stays for its time (pace.go): a move with words of its own for their reading time, another for
// MoveTicks, and no frame gives way while the window's own words beside the board (Read) are still being read. The
// learner steps forward and back through the frames (which stops the playing), plays them again from the frame
// shown, or from the start once the last was reached, and the last frame stays until the learner moves on.

// restart makes moves, played from start as far as they are legal, the moves played out, and shows start.
func (s *Session) restart(start engine.Position, moves []engine.Move) {
	s.start, s.moves, s.at, s.board = start, nil, 0, start
	s.playing, s.wait = false, 0
	end := start
	for _, mv := range moves {
		if _, err := end.Play(mv); err != nil {
			break
		}
		s.moves = append(s.moves, mv)
	}
}

// end returns the position after all the moves played out, shown or not.
func (s *Session) end() engine.Position { return s.frame(len(s.moves)) }

// frame returns frame i: the start with the first i moves played.
func (s *Session) frame(i int) engine.Position {
	p := s.start
	for _, mv := range s.moves[:i] {
		p.Play(mv) // legal: append checked it
	}
	return p
}

// append adds mv after the moves played out, not shown yet; it reports false, adding nothing, when mv is not
// legal there.
func (s *Session) append(mv engine.Move) bool {
	end := s.end()
	if _, err := end.Play(mv); err != nil {
		return false
	}
	s.moves = append(s.moves, mv)
	return true
}

// from makes p the end of the moves played out: the moves after the last frame that is p are dropped (a move
// taken back, a line shown again from where it starts), and the board steps back when it showed one of them. A p
// that is no frame starts them again from p.
func (s *Session) from(p *engine.Position) {
	for i := len(s.moves); i >= 0; i-- {
		if f := s.frame(i); f.Hash() == p.Hash() && f.ToMove() == p.ToMove() {
			s.moves = s.moves[:i]
			if s.at > i {
				s.show(i)
			}
			return
		}
	}
	s.restart(*p, nil)
}

// show puts frame i on the board; a step forward by one move reports it played (its sound, its stone placed),
// and a show page's last frame, once reached, records the page done.
func (s *Session) show(i int) {
	if i == s.at+1 {
		mv := s.moves[s.at]
		captured, _ := s.board.Play(mv)
		s.events = append(s.events, Played{Move: mv, Captured: captured})
	} else {
		s.board = s.frame(i)
	}
	s.at = i
	s.wait = s.hold(i)
	if s.pg.Kind == PageShow && i == len(s.moves) && !s.seen {
		s.seen = true
		s.pageDone(MaxStars)
	}
}

// hold returns how long frame i stays before the next, while the moves play by themselves: a show page's move
// that brings words, for their reading time; any other, MoveTicks.
func (s *Session) hold(i int) int {
	if i > 0 && i < len(s.steps) && s.steps[i].Text != nil {
		return max(s.pace(MoveTicks), s.pace(ReadingTicks(s.steps[i].Text.In(s.lang()))))
	}
	return s.pace(MoveTicks)
}

// animate lets the time of the frame shown, and of the window's words, run by one tick, and shows the next frame
// when both have run out while the moves play by themselves. The computer's answer in an exercise that waits for the
// learner's next move does not wait for the words: the learner reads them while thinking of that move.
func (s *Session) animate() {
	s.wait = max(s.wait-1, 0)
	s.readLeft = max(s.readLeft-1, 0)
	answer := s.ex != nil && s.ex.State() == Waiting && !s.auto
	if s.Playing() && s.wait == 0 && (s.readLeft == 0 || answer) {
		s.show(s.at + 1)
	}
}

// pace returns ticks, a time at the young reader's pace, at the lesson's pace (a setting).
func (s *Session) pace(ticks int) int { return s.opt.Pace.Ticks(ticks) }

// lang returns the language the page's words are read in.
func (s *Session) lang() string {
	if s.opt.Lang == "" {
		return "en"
	}
	return s.opt.Lang
}

// Read tells the lesson the words the window shows beside the board besides the page's own (the feedback line):
// from when they change, no frame gives way to the next by itself before they have been on screen for their
// reading time.
func (s *Session) Read(text string) {
	if text != s.read {
		s.read, s.readLeft = text, s.pace(ReadingTicks(text))
	}
}

// Frame returns the frame shown and the number of moves played out: the board shows the first at of n moves.
func (s *Session) Frame() (at, n int) { return s.at, len(s.moves) }

// Steppable reports whether the learner may step through the moves played out: a show page's line, and on an
// exercise or a question, once the try is over (solved or refuted) or while Show me plays.
func (s *Session) Steppable() bool {
	switch {
	case len(s.moves) == 0:
		return false
	case s.pg.Kind == PageShow:
		return true
	case s.ex == nil:
		return false
	case s.auto:
		return true
	}
	st := s.ex.State()
	return st == Solved || st == Refuted
}

// Forward shows the next frame and stops the moves playing by themselves.
func (s *Session) Forward() {
	if s.Steppable() && s.at < len(s.moves) {
		s.playing = false
		s.show(s.at + 1)
	}
}

// Back shows the frame before the one shown and stops the moves playing by themselves.
func (s *Session) Back() {
	if s.Steppable() && s.at > 0 {
		s.playing = false
		s.show(s.at - 1)
	}
}

// Play lets the moves play by themselves from the frame shown; from the last frame, again from the start.
func (s *Session) Play() {
	if !s.Steppable() {
		return
	}
	if s.at == len(s.moves) {
		s.show(0)
	}
	s.playing = true
}

// Replay plays the moves again by themselves from the start.
func (s *Session) Replay() {
	if s.Steppable() {
		s.show(0)
		s.playing = true
	}
}

// Moving reports whether the page changes by itself: moves played by themselves, a move being judged, Show me
// going on; while it does not, nothing changes until the learner acts.
func (s *Session) Moving() bool {
	return s.Playing() || (s.ex != nil && s.ex.State() == Judging) || (s.auto && s.playing)
}

// Pause stops the moves playing by themselves; the frame shown stays.
func (s *Session) Pause() { s.playing = false }

// numbers returns the numbers of the moves on the board, counted from the start of the moves played out: a stone
// played where one was taken carries only its own number.
func (s *Session) numbers() []Numbered {
	var out []Numbered
	for i, mv := range s.moves[:s.at] {
		for k := range out {
			if out[k].Point == mv.Point {
				out = append(out[:k], out[k+1:]...)
				break
			}
		}
		out = append(out, Numbered{Point: mv.Point, N: i + 1})
	}
	return out
}
