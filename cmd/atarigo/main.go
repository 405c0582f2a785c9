package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/cmd/internal/flagcheck"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes"
	"github.com/seed593a7f8d/atarigo/scenes/board"
)

func main() {
	if isAudioProbe() {
		runAudioProbe()
		return
	}
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "atarigo:", err)
		os.Exit(1)
	}
}

// run reads the flags, opens the window and plays until it closes.
func run(args []string) error {
	fs := flag.NewFlagSet("atarigo", flag.ContinueOnError)
	var gf gameFlags
	fs.StringVar(&gf.rules, "rules", "", "rules: capture:N (Atari Go), japanese or chinese (Go)")
	fs.StringVar(&gf.size, "size", "", "board size: N or COLSxROWS")
	players := "human or a computer level (" + levelKeys() + ")"
	fs.StringVar(&gf.black, "black", "", "who plays Black: "+players)
	fs.StringVar(&gf.white, "white", "", "who plays White: "+players)
	fs.StringVar(&gf.start, "start", "", "start position: empty, crosscut or stable")
	fs.StringVar(&gf.first, "first", "", "who moves first: black or white")
	fs.IntVar(&gf.handicap, "handicap", 0, "handicap stones for Black in Go (2-9)")
	fs.Float64Var(&gf.komi, "komi", 0, "komi for Go (default 6.5)")
	lang := fs.String("lang", "", "language: en, cs or ru (default: the system's)")
	window := fs.String("window", "1200x760", "window size WxH")
	scriptFile := scriptFlag(fs)
	stats := fs.Bool("stats", false, "print fps and tps to standard error once a second")
	gaps := fs.Bool("gaps", false, "with -stats, add the longest time between two ticks in that second")
	seed := fs.Uint64("seed", 0, "seed for the computer players (default: from the clock)")
	cpuprofile := profileFlag(fs)
	nosound := fs.Bool("nosound", false, "play no sounds")
	noautosave := fs.Bool("noautosave", false, "neither offer the autosaved game nor write one")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: atarigo [flags] [file.sgf]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if fs.NArg() > 1 {
		return fmt.Errorf("%w: unexpected argument %q", flagcheck.ErrUsage, fs.Arg(1))
	}
	setup, both, err := gf.setup()
	if err != nil {
		return err
	}
	w, h, err := flagcheck.Window("window", *window)
	if err != nil {
		return err
	}
	opt := scenes.Options{Lang: *lang, Seed: *seed}
	if opt.Seed == 0 {
		opt.Seed = uint64(time.Now().UnixNano())
	}
	opt.Session = scenes.KeptSession()
	opt.Session.NoAutosave, opt.Session.NoSound = *noautosave, *nosound
	settings := *opt.Session.Settings
	switch runtime.GOOS {
	case "linux", "freebsd", "netbsd", "openbsd":
		// Where sound goes through ALSA there may be no device at all (see audioprobe.go).
		opt.Session.AudioCheck = checkAudio
	}
	if both {
		opt.Start = &setup
	}
	if fs.NArg() == 1 {
		rec, err := game.LoadGame(fs.Arg(0))
		if err != nil {
			// The window opens all the same and says what is wrong with the file.
			l := *lang
			if l == "" {
				l = settings.Language
			}
			opt.Session.Note = game.ExplainFileError(game.NewTranslator(l), err)
		} else {
			// A file saved here goes on with its players, another program's with people, unless players were given.
			opt.Record, opt.Seats = rec, game.SeatsOf(rec)
			if gf.black != "" {
				opt.Seats[engine.Black] = setup.Seats[engine.Black]
			}
			if gf.white != "" {
				opt.Seats[engine.White] = setup.Seats[engine.White]
			}
		}
	}
	if opt.Driver, err = loadScript(*scriptFile); err != nil {
		return err
	}
	stopProfile, err := startProfile(*cpuprofile)
	if err != nil {
		return err
	}
	defer stopProfile()
	if *stats {
		opt.Stats, opt.StatsGaps = os.Stderr, *gaps
	}
	if opt.Sprites, err = board.LoadSprites(); err != nil {
		return err
	}
	app, err := scenes.NewApp(opt)
	if err != nil {
		return err
	}
	defer app.Close()
	ebiten.SetWindowTitle("Atari Go")
	sw, sh := 0, 0
	if m := ebiten.Monitor(); m != nil {
		sw, sh = m.Size()
	}
	ebiten.SetWindowSize(fitWindow(w, h, sw, sh))
	ebiten.SetWindowSizeLimits(minWindow, minWindow, flagcheck.MaxWindow, flagcheck.MaxWindow)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	setWindowIcon()
	if err := ebiten.RunGame(forPage(app)); err != nil {
		if noDisplay() {
			// Ebiten's own words name its back ends; a person needs to hear that there is no screen.
			l := *lang
			if l == "" {
				l = settings.Language
			}
			return errors.New(game.NewTranslator(l).T("error.no_display"))
		}
		return err
	}
	return nil
}

// noDisplay reports whether the system is one with X11 or Wayland and neither is reachable: no DISPLAY and no
// WAYLAND_DISPLAY in the environment.
func noDisplay() bool {
	switch runtime.GOOS {
	case "linux", "freebsd", "netbsd", "openbsd", "dragonfly":
		return os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == ""
	}
	return false
}

// levelKeys lists the computer levels' keys for the flag help.
func levelKeys() string {
	var keys []string
	for _, l := range ai.Levels() {
		keys = append(keys, l.Key)
	}
	return strings.Join(keys, ", ")
}
