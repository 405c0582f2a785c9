// Package lesson holds the tutorial's lessons: the model (Lesson, Page, the goal of an exercise), reading them
// from SGF files, and checking them against the engine.
//
// Where to start reading: lesson.go defines Lesson and Page and reads a lesson file, an SGF collection whose
// game trees are the pages, the goal and targets in custom properties (AGGL, AGTG, AGAN, AGMO, AGLV) and the
// texts in C and GN with their translations beside them (AGC, AGGN: "cs:…"). The built-in lessons are files
// of the same kind under assets/lessons, so a teacher's folder of them is read the same way and they open in
// any SGF editor. steps.go reads a show page's moves with their comments and marks (CR, LB, AR, AGLI).
// exercise.go is Exercise, the state machine of one exercise or question as the learner works on it (events
// in, effects out, like game.Match). session.go is Session, the counterpart of game.Session, and where the
// lesson flow lives: it opens pages, drives the exercise, runs the judge off the game loop (a job.Slot; judge.go
// answers one request), plays the moves out at the board's pace (a show page's line, the computer's answers,
// refutations, Show me), gives hints, counts stars and records the learner's progress, and reports events
// (Played, Refused, Judged, ExerciseSolved, PageDone); marks.go says what the page draws over the board. shown.go keeps
// the moves played out as frames the learner steps through (Forward, Back, Play, Replay), and plays them by themselves
// at the pace of pace.go: each caption held for its reading time at a young reader's ChildWordsPerSecond, the last
// frame kept until the learner moves on. The
// tutorial scene only reads input, calls Session.Tick once a frame and draws. check.go asks ai's judge about every legal
// move of every exercise (CheckPage, CheckLesson): the page is good when at least one move is correct, not every
// move is, every move is decided, and every intended answer is among the accepted ones; each problem found is a
// Problem of a kind, with the moves it names. Nothing here trusts a stored answer: the judge decides every move.
// fileerrors.go is why a file cannot be read (a *PageError: the page, the reason as a sentinel, the property,
// value, target and colour it names), so that the window says what the checker prints, in the reader's language.
// folder.go reads a teacher's own folder and, for its watch, the stamps (name, size, time) of its files:
// ReloadFolder reads again only the files whose stamps changed; ReadFile reads a lesson file only when it is a
// regular file of at most MaxFileSize bytes. terms.go is the one table of which lesson first
// teaches which word of Go (Terms), which the lesson page asks before it names a tactic or a chain; said.go says
// which kinds of Said each page can come to, so that every sentence a page may show can be checked against that
// table. practice.go makes fresh practice sets of a kind (MakePractice): practice_vary.go changes the built-in
// exercises, practice_maker.go keeps a change only when the judge proves it by a lesson page's rule within a budget
// of reading nodes, practice_key.go tells shapes apart up to symmetry and colours, and practice_grade.go grades a
// page from what the judge measured. write.go is Format, which writes a lesson as the file Parse reads back (the
// hint of AGHI too). workshop.go is the teacher's workshop's model: a Draft is a page being made from a position (its
// Task, the chains it is about, its words), Workshop the lesson of one's own its pages are gathered in (Reopen makes
// an own lesson one again, to be saved over its own file); workshop_kept.go is the form it is kept in between two
// windows (Keep, Kept); examine.go
// has the engine judge a draft exactly as the lesson file will be judged (Examine writes the page, reads it back
// and checks it with CheckPage) and plays its right, tempting wrong and set-aside moves through an Exercise
// (Rehearse), so that the window shows the teacher what the learner would read.
package lesson
