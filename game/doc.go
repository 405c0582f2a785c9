// Package game is the application model behind the window: the Match state
// machine that runs a game between people and computer players, the Setup a
// game starts from, and Session, which connects a Match to the computer
// players' Worker. It never imports Ebiten, so all of it is tested without a
// window. The tutorial's lessons are in the package game/lesson.
//
// Where to start reading: match.go holds Match, an explicit state machine
// (placing stones, a human's turn, the computer's turn, paused, scoring, over)
// whose event methods (Play, Pass, Undo, SetSeat, ComputerMoved, Tick, …)
// change the state and return Effects (effects.go) for the caller to carry
// out: ask the computer for a move, cancel it, show a move that was played;
// a problem the player should hear of is a Notice (notice.go). session.go
// carries out those effects with an ai.Worker and a clock (the dead stones of
// a Go game's count are estimated in a job.Slot), and hands the
// moves played and the end of the game to the Keeper (keeper.go), which
// plays their sounds and writes the autosave whenever the Match's revision
// changes; the play scene owns one Session. scoring.go is the scoring stage
// of a Go game (the dead stones come from ai.SureDead and ai.DeadStones).
// setup.go says what a new game looks like (rules, size, start position,
// handicap, seats) and builds its record; seat.go says who plays a colour;
// placing.go is the stage of placing stones before a game.
//
// What lasts between runs: settings.go (what the settings are and their
// defaults), settings_normalize.go (bringing values into range),
// settings_file.go (reading without writing, Repair, saving), lenientjson.go
// (reading a file field by field, so one wrong value loses only itself),
// configdir.go (where they live), learnerlist.go (the device's learners: ids, names, pictures, and how two
// windows' lists merge) and learnerliststore.go (LearnerListStore: learners.json, merged on every write under its
// lock, a removed learner's file removed), learner.go (the learner's record: lesson stars, practice misses,
// ratings, the choice of coach, and how two windows' records merge), learnerexport.go (a learner exported to a
// file and imported on another device, merged by name or as a new one), overview.go (the overview of the
// learners for a teacher or a parent, and its CSV), writefailures.go (failed writes told once and retried), progressstore.go (ProgressStore: the learner's own file learners/ID.json,
// merged on every write under the file's lock, filelock_*.go), learner_file.go (reading that file field by
// field, ReadLearner) and lessonstars.go (lesson keys of any name in it), appenv.go (what an app's system tells
// instead: its own folder, the person's locale, how to show a web page), autosave.go (the game written for
// Continue), previous.go (the unfinished games put aside when another took their place, offered in Load),
// writer.go (LatestWriter: the background writer the autosave, the settings and the progress store each write
// through), atomicwrite.go (files written whole or not at all, through symbolic links, and numbered copies that
// replace none), lessonsdir.go (own lessons, a dropped one kept new, beside or in place of one of its name),
// workshopfile.go (the lesson being made in the teacher's workshop, kept in the config folder between two windows),
// library.go (saved games and their list), i18n.go (the translations;
// locale_*.go ask Windows, macOS and the browser for the user's locale) and glossary.go
// (Go terms and links; glossary_suggest.go the terms suggested while a teacher types). errortext.go turns every
// error a person can meet into a sentence of the catalog (ErrorText). Around them: review.go names the
// game and its tries for a review (ReviewLines) and lets a game go on from an
// earlier move after one, mainline.go makes the line
// played the main line of a saved file, recordseats.go gives a file's
// players back, and thesis.go applies the settings' evaluation constants to
// the thesis players.
//
// Teaching at the board, each worked out off the game loop in a job.Slot (package job) started with the node or
// position it is about and dropped once the board has moved on: coach.go
// (the coach's check of a person's move and its sentences), hint.go (the Hint
// and the HINT property), decided.go (where a game was decided), boardaids.go
// (the Go aids: score estimate and stones at risk), rating.go (the learner's
// rating and the coach's choice of opponent, with extra stones below the
// weakest level) and progress.go (the lessons done). study.go is the study
// board (stones placed freely, prisoners, undo) and study_ask.go its
// questions to the engine and their sentences.
package game
