package lesson

import "strings"

// The pace at which a page plays its moves by itself, in ticks (Session.Tick is called once a frame, 60 a
// second). A frame that brings words is held for their reading time at a young reader's pace, one that brings
// none for MoveTicks; the learner can always step on sooner, or go back, and a faster pace is a setting (Pace).
const (
	// TicksPerSecond is how many ticks make a second: the window ticks the lesson once a frame.
	TicksPerSecond = 60
	// ChildWordsPerSecond is how fast a slow young reader reads a caption, in words a second: a caption is held
	// for its words at this pace, after ReadPauseTicks.
	ChildWordsPerSecond = 2.5
	// ReadPauseTicks is the pause before a text's words are counted as read: time to find it and to look at the
	// board it speaks of.
	ReadPauseTicks = 60
	// MoveTicks is the time a move without words of its own stays the last one before the next is played.
	MoveTicks = 60
	// AnswerFirstTicks is the pause between the learner's move (or the judge's answer) and the first move the
	// page plays after it.
	AnswerFirstTicks = 30
)

// Pace is how fast a page plays its moves and moves past its words by itself, kept in the settings; the zero
// value is the young reader's pace.
type Pace string

const (
	// PaceSlow holds every caption for its reading time at ChildWordsPerSecond.
	PaceSlow Pace = ""
	// PaceFaster holds captions and moves for five eighths of PaceSlow's time.
	PaceFaster Pace = "faster"
	// PaceFast holds captions and moves for two fifths of PaceSlow's time.
	PaceFast Pace = "fast"
)

// Paces lists the paces in the order the settings offer them, the slowest first.
func Paces() []Pace { return []Pace{PaceSlow, PaceFaster, PaceFast} }

// Known reports whether p is one of Paces.
func (p Pace) Known() bool { return p == PaceSlow || p == PaceFaster || p == PaceFast }

// Ticks returns ticks, a time at the young reader's pace, at pace p (never less than one tick for a time that
// is not zero).
func (p Pace) Ticks(ticks int) int {
	if ticks <= 0 {
		return 0
	}
	switch p {
	case PaceFaster:
		return max(1, ticks*5/8)
	case PaceFast:
		return max(1, ticks*2/5)
	}
	return ticks
}

// Words counts the words of text: what lies between spaces.
func Words(text string) int { return len(strings.Fields(text)) }

// ReadingTicks returns how long text takes to read at the young reader's pace: ReadPauseTicks and its words at
// ChildWordsPerSecond; 0 for a text without words.
func ReadingTicks(text string) int {
	n := Words(text)
	if n == 0 {
		return 0
	}
	return ReadPauseTicks + int(float64(n)*TicksPerSecond/ChildWordsPerSecond+0.5)
}
