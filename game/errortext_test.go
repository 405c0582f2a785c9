package game

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/job"
)

// shownErrors are the sentinel errors a person can meet in the window, by package and name.
var shownErrors = map[string]error{
	"engine.ErrOccupied": engine.ErrOccupied, "engine.ErrSuicide": engine.ErrSuicide, "engine.ErrKo": engine.ErrKo,
	"engine.ErrSuperko": engine.ErrSuperko, "engine.ErrPassNotAllowed": engine.ErrPassNotAllowed,
	"engine.ErrGameOver": engine.ErrGameOver, "engine.ErrWrongColor": engine.ErrWrongColor,
	"engine.ErrOffBoard": engine.ErrOffBoard, "engine.ErrNoLiberties": engine.ErrNoLiberties,
	"engine.ErrBadSize": engine.ErrBadSize, "engine.ErrBadCoordinate": engine.ErrBadCoordinate,
	"engine.ErrBadRules": engine.ErrBadRules, "engine.ErrBadHandicap": engine.ErrBadHandicap,
	"sgf.ErrSyntax": sgf.ErrSyntax, "sgf.ErrTooLarge": sgf.ErrTooLarge, "sgf.ErrTooManyNodes": sgf.ErrTooManyNodes, "sgf.ErrTooDeep": sgf.ErrTooDeep,
	"sgf.ErrBadSize": sgf.ErrBadSize, "sgf.ErrIllegalMove": sgf.ErrIllegalMove, "sgf.ErrBadSetup": sgf.ErrBadSetup,
	"sgf.ErrBadValue": sgf.ErrBadValue, "sgf.ErrNotGo": sgf.ErrNotGo,
	"ai.ErrPanic": ai.ErrPanic, "ai.ErrNoMove": ai.ErrNoMove, "ai.ErrNotSolvable": ai.ErrNotSolvable, "game.ErrNoShortWin": ErrNoShortWin, "ai.ErrBadGoal": ai.ErrBadGoal, "lesson.ErrBadLesson": lesson.ErrBadLesson,
	"lesson.ErrNoTitle": lesson.ErrNoTitle, "lesson.ErrNotAPoint": lesson.ErrNotAPoint, "lesson.ErrUnknownGoal": lesson.ErrUnknownGoal,
	"lesson.ErrUnknownLevel": lesson.ErrUnknownLevel, "lesson.ErrUnknownMotif": lesson.ErrUnknownMotif,
	"lesson.ErrYesValue": lesson.ErrYesValue, "ai.ErrNoTarget": ai.ErrNoTarget, "ai.ErrTargetColor": ai.ErrTargetColor,
	"ai.ErrOneTarget": ai.ErrOneTarget, "ai.ErrWinBoard": ai.ErrWinBoard, "ai.ErrCountRules": ai.ErrCountRules, "ai.ErrConnected": ai.ErrConnected,
	"lesson.ErrNoPractice": lesson.ErrNoPractice, "job.ErrPanic": job.ErrPanic,
	"assets.ErrNotFound": assets.ErrNotFound,
	"game.ErrBadSeat":    ErrBadSeat, "game.ErrBadSetup": ErrBadSetup, "game.ErrNotYourTurn": ErrNotYourTurn,
	"game.ErrNotPlacing": ErrNotPlacing, "game.ErrNotScoring": ErrNotScoring, "game.ErrNothingToUndo": ErrNothingToUndo,
	"game.ErrNothingToRedo": ErrNothingToRedo, "game.ErrNotInRecord": ErrNotInRecord,
	"game.ErrNoAutosave": ErrNoAutosave, "game.ErrBadAutosave": ErrBadAutosave, "game.ErrAutosaveUnreadable": ErrAutosaveUnreadable, "game.ErrDisputed": ErrDisputed, "game.ErrNoConfigDir": ErrNoConfigDir, "lesson.ErrNotAFile": lesson.ErrNotAFile,
	"game.ErrBadSettings": ErrBadSettings, "game.ErrBadFileName": ErrBadFileName, "game.ErrNotAFile": ErrNotAFile,
	"game.ErrNoBrowser": ErrNoBrowser, "game.ErrFileExists": ErrFileExists, "game.ErrProgressTooLarge": ErrProgressTooLarge,
	"game.ErrTooManyLearners": ErrTooManyLearners, "game.ErrNotALearnerFile": ErrNotALearnerFile,
	// The errors of the file system the window reads and writes.
	"fs.ErrNotExist": fs.ErrNotExist, "fs.ErrPermission": fs.ErrPermission,
	"syscall.EROFS": syscall.EROFS, "syscall.ENOSPC": syscall.ENOSPC, "syscall.ENOTDIR": syscall.ENOTDIR, "syscall.ELOOP": syscall.ELOOP,
}

// unshownErrors are the sentinel errors of the packages below the window that never reach its screen, with why.
var unshownErrors = map[string]string{
	"sgf.errTooManyPoints":        "the SGF reader reports it as sgf.ErrTooLarge",
	"game.errNotAnObject":         "part of a SettingsError, which the window explains",
	"game.ErrCatalogSyntax":       "the catalogs are built into the program, and the tests read every one of them",
	"game.ErrWriterClosed":        "a write handed over after the window closed its writers",
	"game.ErrBadProgress":         "part of a ProgressError, which the window explains (progress.damaged)",
	"game.ErrBadLearnerID":        "learners' ids are made by the game, never typed",
	"game.ErrBadLearnerList":      "part of a ProgressError about the list of learners, which the window explains (learners.damaged)",
	"game.ErrLastLearner":         "the window offers no way to remove the last learner",
	"game.ErrNoLearner":           "the window changes only learners it lists",
	"game.ErrLessonTaken":         "the window asks whether to replace the lesson or keep both instead",
	"game.errNoFreeName":          "a hundred copies of damaged files: no copy is made and the damaged file stays as it is",
	"game.errPopupBlocked":        "told as ErrNoBrowser, which wraps it",
	"scenes.errNoDocument":        "a browser page without a document; the game's page always has one",
	"scenes.errUnreadable":        "told as the fs.ErrPermission it wraps",
	"scenes.errNoDeviceFiles":     "the buttons that would meet it are not shown where there is no download or file picker",
	"lesson.ErrNoPage":            "the window opens only the pages its lesson has",
	"lesson.ErrNotOwn":            "the workshop lists only own lessons to reopen",
	"engine.ErrBadDiagram":        "diagrams are written by programmers, in tests and built-in positions",
	"ai.ErrUnknownPlayer":         "players named on the command line of the arena and the GTP engine; the window offers a list",
	"ai.ErrProofState":            "the state file of atarigo-solve, a command-line tool that prints it in English",
	"gtp.ErrGameOver":             "a GTP answer, read by programs",
	"gtp.ErrAnalysisOption":       "a GTP answer to an analysis command, read by programs",
	"gtp.ErrDied":                 "a GTP engine as a player, in the arena only",
	"gtp.ErrTimeout":              "a GTP engine as a player, in the arena only",
	"gtp.ErrRejected":             "a GTP engine as a player, in the arena only",
	"gtp.ErrCommandLine":          "a GTP engine as a player, in the arena only",
	"gtp.ErrResigned":             "a GTP engine as a player, in the arena only",
	"gtp.ErrBadMove":              "a GTP engine as a player, in the arena only",
	"gtp.ErrUnsupported":          "a GTP engine as a player, in the arena only",
	"gtp.ErrNotAtariGo":           "a GTP answer, read by programs",
	"gtp.ErrSyntax":               "a GTP answer, read by programs",
	"gtp.ErrInvalidColor":         "a GTP answer, read by programs",
	"gtp.ErrInvalidVertex":        "a GTP answer, read by programs",
	"gtp.errInvalidHandicap":      "a GTP answer, read by programs",
	"gtp.errBoardNotEmpty":        "a GTP answer, read by programs",
	"gtp.errNoFiles":              "a GTP answer, read by programs",
	"gtp.ErrInvalidColorOrVertex": "a GTP answer, read by programs",
	"board.ErrSprites":            "the board pictures are built into the program; failing to decode them stops it at start",
	"scenes.ErrNoControl":         "a test script names a control the screen does not show",
	"scenes.ErrNoBoard":           "a test script names an intersection where there is no board",
	"script.ErrNoControl":         "a test script names a control the screen does not show",
	"script.ErrNoBoard":           "a test script names an intersection where there is no board",
	"scenes.ErrScript":            "a test script has a bad line",
	"game.ErrStudyEmpty":          "erasing an empty point of the study board does nothing, and its chain question says study.read.empty",
	"ai.ErrEndgameNotGo":          "the study board and the hint ask the endgame search in Go only",
	"ai.ErrEndgameNotSettled":     "the study board says study.solve.open, the hint falls back to the strongest player",
	"ai.ErrEndgameTooComplex":     "the study board says study.solve.toolong, the hint falls back to the strongest player",
	"script.ErrScript":            "a test script has a bad line",
	"lesson.ErrBoardTooLarge":     "the workshop says it in its own words (workshop.problem.too_large)",
	"lesson.ErrTwoChains":         "the workshop says it in its own words (workshop.problem.two_chains)",
	"lesson.ErrNotAStone":         "the workshop says it in its own words (workshop.problem.not_a_stone)",
	"lesson.ErrNoWords":           "the workshop asks for the words (workshop.add.no_words, workshop.lesson.no_words)",
}

// sentinelErrors lists the package-level error variables (errors.New or fmt.Errorf) declared in the non-test Go
// files of dir, as "package.Name".
func sentinelErrors(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if i >= len(vs.Values) || !isErrorConstructor(vs.Values[i]) {
						continue
					}
					out = append(out, file.Name.Name+"."+name.Name)
				}
			}
		}
	}
	return out
}

// isErrorConstructor reports whether e is a call of errors.New or fmt.Errorf.
func isErrorConstructor(e ast.Expr) bool {
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && (pkg.Name == "errors" && sel.Sel.Name == "New" || pkg.Name == "fmt" && sel.Sel.Name == "Errorf")
}

// TestEverySentinelErrorIsSortedOut walks the sentinel errors of the packages the window is built on and of the
// window itself: each is either shown to people, and then explained by a catalog key, or listed with the reason
// it never reaches the screen. A new sentinel error fails this test until it is sorted out.
func TestEverySentinelErrorIsSortedOut(t *testing.T) {
	dirs := []string{".", "lesson", "../engine", "../engine/sgf", "../ai", "../ai/gtp", "../assets", "../scenes", "../scenes/board",
		"../scenes/widget", "../scenes/script", "../job"}
	seen := map[string]bool{}
	for _, dir := range dirs {
		for _, name := range sentinelErrors(t, dir) {
			seen[name] = true
			_, shown := shownErrors[name]
			_, unshown := unshownErrors[name]
			if !shown && !unshown {
				t.Errorf("%s (in %s): say whether a person can meet it (shownErrors, with a catalog key in errorKeys) or why not (unshownErrors)", name, dir)
			}
		}
	}
	for name := range shownErrors {
		if !seen[name] && !strings.HasPrefix(name, "fs.") && !strings.HasPrefix(name, "syscall.") {
			t.Errorf("shownErrors lists %s, which is not declared any more", name)
		}
	}
}

// TestShownErrorsHaveTranslatedSentences checks that every error a person can meet, also when wrapped, is explained
// by a sentence of its own in every language, never by the general sentence nor by the error's English text.
func TestShownErrorsHaveTranslatedSentences(t *testing.T) {
	for name, sentinel := range shownErrors {
		wrapped := fmt.Errorf("while doing something: %w", sentinel)
		key, ok := ErrorKey(wrapped)
		if !ok {
			t.Errorf("%s has no catalog key in errorKeys", name)
			continue
		}
		for _, lang := range LanguageCodes() {
			tr := NewTranslator(lang)
			if !tr.Has(key) {
				t.Errorf("%s: key %q is not in the %s catalog", name, key, lang)
			}
			got := ErrorText(tr, wrapped)
			if got == "" || got == sentinel.Error() || strings.Contains(got, "while doing") ||
				lang != DefaultLanguage && strings.Contains(got, sentinel.Error()) {
				t.Errorf("%s in %s: %q shows the error's own text", name, lang, got)
			}
			if r := []rune(got); r[0] != []rune(strings.ToUpper(string(r[0])))[0] {
				t.Errorf("%s in %s: %q does not start as a sentence", name, lang, got)
			}
		}
	}
}

// TestErrorText checks the sentences of a few errors as a person reads them.
func TestErrorText(t *testing.T) {
	en, cs := NewTranslator("en"), NewTranslator("cs")
	full := "The disk is full."
	if runtime.GOOS == "js" {
		full = "The browser's storage for this site is full." // web/storage.js stands for the disk
	}
	tests := []struct {
		err  error
		tr   *Translator
		want string
	}{
		{fmt.Errorf("play D4: %w", engine.ErrOccupied), en, "There is already a stone on that point. Choose an empty one."},
		{ErrNothingToUndo, en, "There is no move to take back."},
		{ErrNothingToRedo, cs, "Není žádný tah, který by šel zahrát znovu."},
		{&fs.PathError{Op: "open", Path: "/x", Err: syscall.ENOSPC}, en, full},
		{&sgf.Error{Err: sgf.ErrTooLarge}, en, "The file is too large."},
		{&FileError{Path: "/games/a.sgf", Err: &sgf.Error{Err: sgf.ErrSyntax, Line: 3, Col: 7}}, en,
			"a.sgf cannot be opened: the text is not in SGF format (line 3, column 7)"},
		{errors.New("something nobody foresaw"), en, "An unexpected problem."},
	}
	for _, tc := range tests {
		if got := ErrorText(tc.tr, tc.err); got != tc.want {
			t.Errorf("ErrorText(%v) = %q, want %q", tc.err, got, tc.want)
		}
	}
}

// TestNoticeTexts checks that every notice kind but NoticeNone has a sentence in every language.
func TestNoticeTexts(t *testing.T) {
	for _, lang := range LanguageCodes() {
		tr := NewTranslator(lang)
		if got := (Notice{}).Text(tr); got != "" {
			t.Errorf("%s: NoticeNone says %q", lang, got)
		}
		for k := NoticeComputerFailed; int(k) < len(noticeKeys); k++ {
			if !tr.Has(noticeKeys[k]) {
				t.Errorf("%s: notice %d has no sentence (%q)", lang, k, noticeKeys[k])
			}
		}
	}
}
