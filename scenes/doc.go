// Package scenes is the game window: the root ebiten.Game (App), the scene
// manager that fades between scenes, the per-frame input gathered from the
// mouse, touch screen and keyboard, and the scenes themselves.
//
// Where to start reading: app.go holds App, which Ebiten runs; each frame it
// reads the input (input.go, or a Driver when a script drives the window),
// updates the scene manager (manager.go) and draws. A scene never builds
// another: its Update returns a Request (requests.go) such as StartGame, and
// build.go, the one place where scenes are made, builds the next scene and
// the manager fades over to it. context.go is what every scene may use
// (theme, input, screen size, translations, the game kept for Continue).
//
// One file a scene, and where each flow starts:
//   - menu.go: the first screen (Learn to play, Continue, New game, Load, Settings, Learn more); on the very
//     first start it offers the lessons.
//   - tutorial_map.go: the lesson map, a card a lesson; tutorial_watch.go its watch over the folder of own
//     lessons, once a second while it is shown; tutorial_check.go the check of own lessons off the game loop,
//     whose problems mark the cards and are told on the pages; tutorial_lesson.go: a lesson page, which runs a
//     lesson.Session as the play scene runs a game.Session (clicks and buttons in, one Tick a frame, its events
//     shown: stones played and taken with their sounds, a refused point, the stars); tutorial_column.go is the
//     page's column (words, buttons, the steps through the moves played out, page dots and their places); tutorial_words.go puts what an exercise says
//     into the learner's language, in the words the lessons have taught so far; tutorial_practice.go makes
//     practice sets and feeds their pages to the page; tutorial_game.go ties a lesson's game page to the play
//     scene, which finishes the page when the learner wins.
//   - setup.go: the choice of rules, board, start and players; it asks for StartGame.
//   - play.go: the game. It owns a game.Session and follows the game through its events (Played,
//     Counting, Ended); each frame it runs the game, reads the input, shows the events, fills in the panel and
//     lays it out, once each. play_input.go turns buttons, keys and clicks into Match events, every one through
//     Session.Do; play_panel.go fills in the panel part by part, play_layout.go lays it out so that it holds still
//     (the places of the controls depend on the window, the language and the game, never on what is said: the
//     words that come and go take the room of the list of moves; layout_test.go follows each screen through them),
//     play_draw.go draws and notes what changed; play_seat.go holds the seat cards, play_record.go Review, Study,
//     Save, Load and the list of moves, play_aids.go the aids, play_coach.go the coach, play_hint.go the hint and
//     where the game was decided, play_rating.go the rating and the next opponent it suggests, play_party.go the
//     confetti, play_help.go the keyboard shortcuts (every key of the game);
//     lineshow.go draws an aid's proven line (the coach's, the hint's, the turn of a decided game) on the board while
//     the board is where it starts, else on a small diagram in the panel, a long one up to its decisive move first
//     with steps for the rest; linesteps.go holds those steps (buttons and arrow keys), which the lesson pages share
//     for the moves they play out.
//   - review.go: stepping through the record, replay, the game and its tries (game.ReviewLines); "Back to game"
//     returns to the game where it stands, "Play from here" goes on from the position shown once confirmed;
//     movelist.go is the list of moves it shares with the play scene.
//   - files.go: saving and loading games; drop.go opens files dropped on the
//     window (read, and a lesson kept, off the game loop; a lesson of a taken
//     name asks Keep both or Replace); devicefiles.go adds, in the browser, a
//     download of the game and a file picked from the device (opened as a
//     dropped file is), and says where the browser keeps nothing.
//   - study.go: the study board (stones placed freely, the engine's hint, solver and reader asked about the
//     position, a size change that asks before it takes the stones, Save, Play from here through the setup).
//   - workshop.go: the teacher's workshop's page, opened by the study board's Make an exercise: a lesson page made
//     from the position (the task, the chains clicked, the side to move, the words in any of the three languages),
//     judged off the game loop by lesson.Examine as its file will be, the glossary's words that start with the word
//     being typed suggested under its text (game.SuggestTerms); workshop_words.go says what the engine proved
//     and what the learner would read, in the lesson page's own words (tutorial_words.go). workshop_lesson.go is the
//     lesson being made: its title and pages (moved, edited, deleted with a second click, tried as a learner on the
//     real lesson page), saved into the folder of own lessons or, through the files scene, as a file to share; Your
//     lessons reopens an own lesson there to be saved over its file. The lesson being made is kept in the config
//     folder after each change (game.KeepWorkshop, off the game loop) and offered back when the next window opens.
//   - progress.go: the learner's rating over the games, the lessons done and the next step.
//   - learners.go: "Who is playing?", the device's learners as pictures (the first screen of a device of several
//     learners, and from the learner's picture on the menu); learneredit.go a learner's name and picture (the
//     pictures drawn in learnerpictures.go) and their removal; overview.go the learners' overview for parents and
//     teachers, its CSV and a learner's file exported.
//   - settings.go and learn.go (the glossary and web links).
//
// boardinput.go is the keyboard's point on a board and the pointer over it, which the play scene and the lesson
// pages share.
//
// What lasts beside the scenes is in services.go: the settings and their
// saving, the device's learners and the switch between them (learnerswitch.go: game.LearnerListStore, a learner's
// record opened and a learner's file imported off the game loop), the learner's record (Context.Learner) and its
// game.ProgressStore,
// whose failed writes are told as the autosave's are, the game.Keeper that
// writes the autosave and plays the sounds of
// the kept game (sound.go), files dropped on the window and messages shown
// over any scene (toast.go). redraw.go explains why a frame that did not
// change is not drawn again, and why frames are paced by vsync alone;
// sleep.go why the game loop stops while nothing moves and what wakes it.
// Anything slow a scene needs (files read, written or listed, the browser opened, sounds decoded, practice pages
// made) runs in a job.Slot polled from Update, with the game's own work in game.Session; a scene never starts a
// goroutine of its own.
// keptsession.go reads the settings for a window whose settings and autosave last (the desktop and the phone
// app); lifecycle.go is the App's life on a phone: Suspend writes what must last when the system pauses the
// app, Resume, and Back for the system's back button, which does what the scene's Escape does.
// driver.go is the seam for scenes/script, which drives the window from a
// script, writes screenshots and checks that texts fit; the scenes do not
// import it.
package scenes
