package game

import (
	"errors"
	"io/fs"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"unicode"
	"unicode/utf8"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/job"
)

// errorKeys maps every sentinel error a person can meet in the window to the catalog key of the sentence that
// explains it; ErrorText looks errors up here, first match first, so wrapping errors come before what they wrap.
var errorKeys = []struct {
	err error
	key string
}{
	// The problems of a game file; an illegal move in a file wraps the engine's error, so these come first.
	{sgf.ErrSyntax, "files.problem.syntax"},
	{sgf.ErrTooManyNodes, "files.problem.too_many_nodes"}, // an ErrTooLarge that names the limit
	{sgf.ErrTooLarge, "files.problem.too_large"},
	{sgf.ErrTooDeep, "files.problem.too_deep"},
	{sgf.ErrBadSize, "files.problem.bad_size"},
	{sgf.ErrIllegalMove, "files.problem.illegal_move"},
	{sgf.ErrBadSetup, "files.problem.bad_setup"},
	{sgf.ErrBadValue, "files.problem.bad_value"},
	{sgf.ErrNotGo, "files.problem.not_go"},
	{fs.ErrNotExist, "files.problem.not_found"},
	{fs.ErrPermission, "files.problem.not_allowed"},
	{syscall.ENOTDIR, "files.problem.not_a_folder"},
	{syscall.ELOOP, "files.problem.link_loop"},
	// A move the rules refuse.
	{engine.ErrOccupied, "move.occupied"},
	{engine.ErrSuicide, "move.suicide"},
	{engine.ErrKo, "move.ko"},
	{engine.ErrSuperko, "move.superko"},
	{engine.ErrPassNotAllowed, "move.no_pass"},
	{engine.ErrGameOver, "move.game_over"},
	{engine.ErrNoLiberties, "move.no_liberties"},
	{engine.ErrWrongColor, "error.wrong_color"},
	{engine.ErrOffBoard, "error.off_board"},
	{engine.ErrBadCoordinate, "error.off_board"},
	{ErrNotYourTurn, "move.not_your_turn"},
	// A game that cannot start or be changed this way.
	{engine.ErrBadSize, "error.bad_size"},
	{engine.ErrBadRules, "error.bad_rules"},
	{engine.ErrBadHandicap, "error.bad_handicap"},
	{ErrBadSeat, "error.bad_seat"},
	{ErrBadSetup, "error.bad_setup"},
	{ErrNotPlacing, "error.not_placing"},
	{ErrNotScoring, "error.not_scoring"},
	{ErrDisputed, "error.disputed"},
	{ErrNothingToUndo, "move.nothing_to_undo"},
	{ErrNothingToRedo, "move.nothing_to_redo"},
	{ErrNotInRecord, "error.not_in_record"},
	// The computer players.
	{ai.ErrPanic, "error.computer_failed"},
	{ai.ErrNoMove, "error.no_move"},
	{ai.ErrNotSolvable, "error.not_solvable"},
	{ErrNoShortWin, "error.no_short_win"},
	// The reasons a lesson file cannot be used (LessonProblem says them with their details) and the file itself.
	{lesson.ErrNoTitle, "error.bad_lesson"},
	{lesson.ErrNotAPoint, "error.bad_lesson"},
	{lesson.ErrUnknownGoal, "error.bad_goal"},
	{lesson.ErrUnknownLevel, "error.bad_lesson"},
	{lesson.ErrUnknownMotif, "error.bad_lesson"},
	{lesson.ErrYesValue, "error.bad_lesson"},
	{ai.ErrNoTarget, "error.bad_goal"},
	{ai.ErrTargetColor, "error.bad_goal"},
	{ai.ErrOneTarget, "error.bad_goal"},
	{ai.ErrWinBoard, "error.bad_goal"},
	{ai.ErrCountRules, "error.bad_goal"},
	{ai.ErrConnected, "error.bad_goal"},
	{ai.ErrBadGoal, "error.bad_goal"},
	{lesson.ErrBadLesson, "error.bad_lesson"},
	{lesson.ErrNoPractice, "error.no_practice"},
	{job.ErrPanic, "error.work_failed"},
	// Files, settings and the autosave.
	{ErrNoAutosave, "error.no_autosave"},
	{ErrBadAutosave, "error.bad_autosave"},
	{ErrAutosaveUnreadable, "error.autosave_unreadable"},
	{ErrNoConfigDir, "error.no_config_dir"},
	{ErrBadSettings, "error.bad_settings"},
	{ErrBadFileName, "files.error.name"},
	{ErrFileExists, "files.error.exists"},
	{ErrNotAFile, "files.problem.not_a_file"},
	{ErrProgressTooLarge, "error.progress_too_large"},
	{ErrTooManyLearners, "error.too_many_learners"},
	{ErrNotALearnerFile, "error.not_a_learner_file"},
	{lesson.ErrNotAFile, "files.problem.not_a_file"},
	{ErrNoBrowser, "error.no_browser"},
	{assets.ErrNotFound, "error.asset_missing"},
	{syscall.EROFS, "error.read_only"},
	{syscall.ENOSPC, diskFullKey},
}

// diskFullKey and diskFullProblemKey are the catalog keys that say a write found no room, as a sentence and as a
// part of one: the disk, or in the browser the site's storage (web/storage.js), which a person clears otherwise.
var diskFullKey, diskFullProblemKey = func() (string, string) {
	if runtime.GOOS == "js" {
		return "error.storage_full", "write.problem.storage_full"
	}
	return "error.disk_full", "write.problem.disk_full"
}()

// errorOther is the catalog key of the sentence for an error no key of errorKeys explains.
const errorOther = "files.problem.other"

// ErrorKey returns the catalog key of the sentence that explains err, and false (with the key of the general
// sentence) when no sentinel error in err's chain has one.
func ErrorKey(err error) (string, bool) {
	for _, k := range errorKeys {
		if errors.Is(err, k.err) {
			return k.key, true
		}
	}
	return errorOther, false
}

// ErrorText returns a sentence in t's language that explains err to a person: a file that cannot be opened names
// the file, its problem and where it is (ExplainFileError); any other error gives the sentence of its sentinel error,
// and an error without one a general sentence, so the English text of an error never reaches the screen.
func ErrorText(t *Translator, err error) string {
	var fe *FileError
	if errors.As(err, &fe) {
		return ExplainFileError(t, err)
	}
	var pe *lesson.PageError
	if errors.As(err, &pe) {
		return LessonErrorText(t, err)
	}
	key, _ := ErrorKey(err)
	if strings.HasPrefix(key, problemPrefix) {
		return sentence(t.T(key))
	}
	return t.T(key)
}

// problemPrefix begins the catalog keys of the problems of a file, which are parts of a sentence ("the file is too
// large") that files.error.load completes.
const problemPrefix = "files.problem."

// sentence makes a sentence of a part of one: its first letter a capital and a full stop at its end.
func sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:] + "."
}

// ExplainFileError turns an error of LoadGame or Library.Load into a sentence in the Translator's language: which
// file, what is wrong (one of the files.problem keys) and, for a bad record, where ("line 3, column 7"); for a
// lesson file that cannot be used, the reader's reason with its page and details (LessonProblem).
func ExplainFileError(t *Translator, err error) string {
	key, _ := ErrorKey(err)
	if !strings.HasPrefix(key, problemPrefix) {
		key = errorOther
	}
	what := fileProblem(t, key, err)
	var pe *lesson.PageError
	if errors.As(err, &pe) { // a lesson file: the reader's own reason, with its page and details
		what = LessonProblem(t, err)
	}
	var fe *FileError
	if !errors.As(err, &fe) {
		return sentence(what)
	}
	return t.T("files.error.load", filepath.Base(fe.Path), what)
}

// fileProblem says the problem of a file, err, whose catalog key is key, as a part of a sentence: with where the
// SGF reader found it ("line 3, column 7"), or for a file larger than its reader reads, with the limit.
func fileProblem(t *Translator, key string, err error) string {
	var se *sgf.Error
	if !errors.As(err, &se) {
		return t.T(key)
	}
	if errors.Is(se.Err, sgf.ErrTooLarge) && se.Limit > 0 {
		return t.T("files.problem.larger_than", se.Limit>>20)
	}
	what := t.T(key)
	if se.Line > 0 {
		what += " (" + t.T("files.error.at", se.Line, se.Col) + ")"
	}
	return what
}

// writeProblems maps the errors of a failed write to the catalog keys of what went wrong, as parts of a sentence
// ("writing there is not allowed"); WriteProblem looks them up, first match first.
var writeProblems = []struct {
	err error
	key string
}{
	{fs.ErrPermission, "write.problem.not_allowed"},
	{syscall.ENOTDIR, "write.problem.not_a_folder"},
	{syscall.EROFS, "write.problem.read_only"},
	{syscall.ENOSPC, diskFullProblemKey},
	{ErrNotAFile, "write.problem.not_a_file"},
	{syscall.EISDIR, "write.problem.not_a_file"},
	{ErrProgressTooLarge, "write.problem.too_large"},
}

// WriteProblem says in t's language, as a part of a sentence, why a file could not be written (or read before it is
// written again): no permission, a file where a folder should be or a folder where the file should be, a read-only
// or full disk, a file too large to read, or an unexpected problem.
func WriteProblem(t *Translator, err error) string {
	for _, p := range writeProblems {
		if errors.Is(err, p.err) {
			return t.T(p.key)
		}
	}
	return t.T(errorOther)
}
