package scenes

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/job"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// filesScene is the in-game file list: the saved games of the
// folder with their date, board, players and result, and either a name
// field to save the kept game under (F3) or a Load button (F4). Reading the
// folder, writing and reading a file all run off the game loop. A file that
// cannot be read is explained (what is wrong and where) and the game in
// progress is not touched.
type filesScene struct {
	save bool
	rec  *engine.Game // with save, the record to save instead of the kept game
	back Request
	lib  game.Library
	// lessonData, with save, is a lesson file to save instead of a game (the teacher's workshop's lesson).
	lessonData []byte

	form      *widget.Form
	panel     *widget.Panel
	title     *widget.Label
	folder    *widget.Label
	list      *widget.List
	nameLabel *widget.Label
	name      *widget.TextField
	message   *widget.Label
	hint      *widget.Label
	action    *widget.Button
	cancel    *widget.Button
	device    *widget.Button // Download or From this device, where games are kept out of the player's sight (devicefiles.go)

	entries []game.Entry
	listing job.Slot[string, []game.Entry] // the folder being read, about its path
	working job.Slot[string, worked]       // the game being saved or opened, about its name or path
	confirm string                         // the name a second press of Save replaces
	bad     bool
	narrow  bool
	looks   // what the last frame showed (Dirty)
}

// worked is the result of saving or opening a file (its error is the answer's).
type worked struct {
	path  string
	rec   *engine.Game
	seats *[3]game.Seat // the seats of a game left open earlier; nil for a file, whose seats SeatsOf reads
}

// newFilesScene builds the file list for saving (save) the kept game, or rec when it is not nil, or for opening a
// game; back is where Cancel leads. It starts reading the folder.
func newFilesScene(ctx *Context, save bool, rec *engine.Game, back Request) *filesScene {
	dir := ""
	if ctx.Settings != nil {
		dir = ctx.Settings.LastFolder
	}
	s := &filesScene{save: save, rec: rec, back: back, lib: game.NewLibrary(dir)}
	s.panel = &widget.Panel{}
	s.title = &widget.Label{Size: widget.SizeLarge, Bold: true, V: widget.AlignCenter}
	s.folder = &widget.Label{Size: widget.SizeSmall, Dim: true, V: widget.AlignCenter}
	s.list = widget.NewList(nil, "")
	s.list.Small = true
	s.list.RowHeight = 30
	s.nameLabel = &widget.Label{Size: widget.SizeBody, V: widget.AlignCenter}
	s.name = widget.NewTextField("", "", "")
	s.name.MaxLen = 120
	s.message = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.hint = &widget.Label{Size: widget.SizeSmall, Dim: true, Wrap: true, V: widget.AlignCenter}
	s.action = &widget.Button{Kind: widget.ButtonPrimary}
	s.cancel = &widget.Button{Kind: widget.ButtonQuiet}
	s.device = newDeviceButton()
	s.form = widget.NewForm(s.panel, s.title, s.folder, s.list, s.nameLabel, s.name, s.message, s.hint, s.device, s.cancel, s.action)
	hideAll(!save, s.nameLabel, s.name)
	s.hint.Hidden = save || ctx.NoQuit
	if save {
		s.name.SetText(defaultFileName(ctx, rec))
		s.name.SelectAll()
		s.form.SetFocus(s.name)
	}
	s.texts(ctx)
	s.startListing()
	return s
}

// newLessonFileScene builds the file list for saving the lesson file lf under a name the teacher chooses, to share
// it (in the browser, Download hands it to the browser); back is where Cancel and the end lead.
func newLessonFileScene(ctx *Context, lf LessonFile, back Request) *filesScene {
	s := newFilesScene(ctx, true, nil, back)
	s.lessonData = lf.Data
	s.name.SetText(lf.Name)
	s.name.SelectAll()
	s.texts(ctx)
	return s
}

// defaultFileName proposes a name for the kept game: the game, the board
// and the time, such as "Atari Go 7×7 2024-05-01 14.30"; for a study board's position (rec), "Study board 9×9 …".
func defaultFileName(ctx *Context, rec *engine.Game) string {
	name := "Atari Go"
	switch {
	case rec != nil:
		p := rec.Current().Position()
		name = fmt.Sprintf("%s %d×%d", ctx.Tr.T("study.title"), p.Cols(), p.Rows())
	case ctx.Session != nil:
		m := ctx.Session.Match()
		p := m.Position()
		kind := ctx.Tr.T("app.title")
		if m.Rules().Kind == engine.Go {
			kind = ctx.Tr.T("common.go")
		}
		name = fmt.Sprintf("%s %d×%d", kind, p.Cols(), p.Rows())
	}
	return name + " " + ctx.Now().Format("2006-01-02 15.04")
}

// texts sets the captions in the current language.
func (s *filesScene) texts(ctx *Context) {
	tr := ctx.Tr
	if s.save {
		s.title.Text = tr.T("files.save_title")
		if s.lessonData != nil {
			s.title.Text = tr.T("workshop.save_as.title")
		}
		s.action.Text, s.action.Tip = tr.T("common.save"), tr.T("files.save.tip")
		if s.confirm != "" {
			s.action.Text = tr.T("files.replace")
		}
	} else {
		s.title.Text = tr.T("files.load_title")
		s.action.Text, s.action.Tip = tr.T("common.load"), tr.T("files.load.tip")
	}
	s.folder.Text = tr.T("files.folder", s.lib.Dir)
	s.nameLabel.Text = tr.T("files.name")
	s.name.Tip = tr.T("files.name.tip")
	s.hint.Text = tr.T("files.drop_hint")
	s.cancel.Text, s.cancel.Tip = tr.T("common.cancel"), tr.T("files.cancel.tip")
	s.list.Tip = tr.T("files.load.tip")
	if s.save {
		s.list.Tip = tr.T("files.list.save.tip")
	}
	s.deviceTexts(ctx)
	s.columns(ctx)
}

// columns sets the list's columns: all five when there is room, else name, date and result.
func (s *filesScene) columns(ctx *Context) {
	tr := ctx.Tr
	if s.narrow {
		s.list.Columns = []widget.ListColumn{
			{Title: tr.T("files.col.name"), Weight: 3},
			{Title: tr.T("files.col.date"), Weight: 1.5},
			{Title: tr.T("files.col.result"), Weight: 2},
		}
		return
	}
	s.list.Columns = []widget.ListColumn{
		{Title: tr.T("files.col.name"), Weight: 3},
		{Title: tr.T("files.col.date"), Weight: 1.7},
		{Title: tr.T("files.col.board"), Weight: 1.4},
		{Title: tr.T("files.col.players"), Weight: 2.6},
		{Title: tr.T("files.col.result"), Weight: 2.2},
	}
}

// startListing starts reading the folder off the game loop: its entries, with the games left open
// (game.PreviousEntries) first when a game is to be opened.
func (s *filesScene) startListing() {
	lib, save := s.lib, s.save
	s.listing.Start(lib.Dir, func(ctx context.Context) ([]game.Entry, error) {
		es, err := lib.List(ctx)
		if !save {
			es = append(game.PreviousEntries(), es...)
		}
		return es, err
	})
}

// rows fills the list from the entries.
func (s *filesScene) rows(ctx *Context) {
	tr := ctx.Tr
	s.list.Rows = s.list.Rows[:0]
	for _, e := range s.entries {
		if e.Name == "" {
			e.Name = tr.T("files.previous")
		}
		date := e.Modified.Format("2006-01-02 15:04")
		if e.Err != nil {
			row := []widget.ListCell{{Text: e.Name}, {Text: date, Dim: true}}
			if !s.narrow {
				row = append(row, widget.ListCell{}, widget.ListCell{})
			}
			row = append(row, widget.ListCell{Text: tr.T("files.unreadable"), Dim: true})
			s.list.Rows = append(s.list.Rows, row)
			continue
		}
		h := e.Header
		if h.Date != "" && !strings.HasPrefix(date, h.Date) {
			date = h.Date
		}
		result := game.ResultText(tr, h.Result)
		if h.Result == "" {
			result = tr.Plural("files.moves", float64(h.Moves))
		}
		row := []widget.ListCell{{Text: e.Name}, {Text: date, Dim: true}}
		if !s.narrow {
			kind := ctx.Tr.T("app.title")
			if h.Rules.Kind == engine.Go {
				kind = ctx.Tr.T("common.go")
			}
			size := strconv.Itoa(h.Cols) + "×" + strconv.Itoa(h.Rows)
			row = append(row, widget.ListCell{Text: kind + " " + size},
				widget.ListCell{Text: tr.T("files.players", playerName(ctx, h.Black), playerName(ctx, h.White))})
		}
		row = append(row, widget.ListCell{Text: result})
		s.list.Rows = append(s.list.Rows, row)
	}
	if s.listing.Running() {
		s.list.Empty = tr.T("files.loading")
	} else {
		s.list.Empty = tr.T("files.empty")
	}
}

// playerName translates the names this program writes for its players (a person, a computer level); any other
// name is a person's own and is shown as it is.
func playerName(ctx *Context, name string) string {
	if name == "" {
		return "?"
	}
	if name == "Human" {
		return ctx.Tr.T("common.person")
	}
	for _, l := range ai.Levels() {
		if name == l.Name {
			return levelName(ctx, l.Key)
		}
	}
	return name
}

// layout places the panel in the middle of the screen.
func (s *filesScene) layout(ctx *Context) {
	t := ctx.Theme
	scr := screenRect(ctx).Inset(t.I(24))
	pw := min(scr.Dx(), t.I(960))
	ph := min(scr.Dy(), t.I(660))
	panel := centered(scr, pw, ph)
	s.panel.Rect = panel
	narrow := panel.Dx() < t.I(640)
	if narrow != s.narrow {
		s.narrow = narrow
		s.columns(ctx)
		s.rows(ctx)
	}
	in := panel.Inset(t.I(20))
	gap := t.I(10)
	st := widget.Stack{X: in.Min.X, W: in.Dx(), Y: in.Min.Y, Gap: gap}
	s.title.Rect = st.Next(t.I(34))
	s.folder.Rect = st.Next(t.I(18))
	bottom := in.Max.Y - t.I(48)
	btn := image.Rect(in.Max.X-t.I(180), bottom, in.Max.X, in.Max.Y)
	s.action.Rect = btn
	s.cancel.Rect = image.Rect(btn.Min.X-gap-t.I(150), bottom, btn.Min.X-gap, in.Max.Y)
	s.hint.Rect = image.Rect(in.Min.X, bottom, s.cancel.Rect.Min.X-gap, in.Max.Y)
	y := s.layoutDevice(t, in, bottom, gap) - gap
	msgH := 0
	if s.message.Text != "" {
		msgH = s.message.Height(t, in.Dx())
	}
	if msgH > 0 {
		s.message.Rect = image.Rect(in.Min.X, y-msgH, in.Max.X, y)
		y -= msgH + gap
	} else {
		s.message.Rect = image.Rectangle{}
	}
	if s.save {
		row := image.Rect(in.Min.X, y-t.I(42), in.Max.X, y)
		lw := min(t.I(150), int(widget.TextWidth(s.nameLabel.Text, t.Face(widget.SizeBody, false)))+t.I(16))
		s.nameLabel.Rect = image.Rect(row.Min.X, row.Min.Y, row.Min.X+lw, row.Max.Y)
		s.name.Rect = image.Rect(row.Min.X+lw, row.Min.Y, row.Max.X, row.Max.Y)
		y = row.Min.Y - gap
	}
	s.list.Rect = image.Rect(in.Min.X, st.Y+t.I(4), in.Max.X, y)
}

// Update handles the list, the name, the buttons and the background work.
func (s *filesScene) Update(ctx *Context) Request {
	s.poll(ctx)
	s.layout(ctx)
	in := ctx.Input
	if !s.save && s.form.Focused() == nil && len(s.list.Rows) > 0 {
		// Without a text field the arrows move in the list straight away.
		switch {
		case in.TakeKey(ebiten.KeyDown):
			s.list.Select(min(s.list.Selected+1, len(s.list.Rows)-1))
		case in.TakeKey(ebiten.KeyUp):
			s.list.Select(max(s.list.Selected-1, 0))
		}
	}
	s.form.Update(in)
	if s.name.Changed() && s.confirm != "" {
		s.confirm = ""
		s.say(ctx, "", false)
		s.texts(ctx)
	}
	if s.list.Changed() && s.save && s.list.Selected >= 0 {
		s.name.SetText(s.entries[s.list.Selected].Name)
		s.confirm = ""
		s.say(ctx, "", false)
		s.texts(ctx)
	}
	s.action.Disabled = s.working.Running() || (!s.save && s.list.Selected < 0) ||
		(s.save && s.rec == nil && s.lessonData == nil && (ctx.Session == nil || ctx.Session.Match().Record() == nil))
	go1 := s.action.Clicked() || (s.save && s.name.Submitted()) || s.list.Activated()
	if !go1 && s.form.Focused() == nil && (in.TakeKey(ebiten.KeyEnter) || in.TakeKey(ebiten.KeyNumpadEnter)) {
		go1 = true
	}
	if go1 && !s.working.Running() {
		if s.save {
			s.startSave(ctx)
		} else if s.list.Selected >= 0 {
			s.startLoad(ctx)
		}
	}
	if s.cancel.Clicked() || in.TakeKey(ebiten.KeyEscape) {
		return s.back
	}
	if s.device.Clicked() {
		s.deviceClicked(ctx)
	}
	if req := s.finish(ctx); req != nil {
		return req
	}
	s.noteChanges()
	return nil
}

// say shows a message under the list; bad marks a problem.
func (s *filesScene) say(ctx *Context, msg string, bad bool) {
	s.message.Text, s.bad = msg, bad
	s.message.Color = color.RGBA{}
	if bad {
		s.message.Color = ctx.Theme.Error
	}
}

// startSave checks the name and writes the kept game on a goroutine; a
// name already taken is replaced only after a second press. Where the browser keeps nothing, it downloads the game
// instead, so that no "Saved" is said of a file that goes with the page.
func (s *filesScene) startSave(ctx *Context) {
	if storageBlocked() && deviceFiles {
		s.deviceClicked(ctx)
		return
	}
	name := strings.TrimSpace(s.name.Text)
	file, err := game.CheckFileName(name)
	if err != nil {
		s.say(ctx, ctx.Tr.T("files.error.name"), true)
		return
	}
	overwrite := s.confirm == file
	if !overwrite {
		// Ask before replacing a listed file; Save itself refuses any other (a name differing in case where the system ignores case).
		for _, e := range s.entries {
			if filepath.Base(e.Path) == file {
				s.confirm = file
				s.say(ctx, ctx.Tr.T("files.overwrite", file), false)
				s.texts(ctx)
				return
			}
		}
	}
	lib := s.lib
	if data := s.lessonData; data != nil {
		s.working.Start(name, func(context.Context) (worked, error) {
			p, err := lib.SaveData(name, data, overwrite)
			return worked{path: p}, err
		})
		return
	}
	rec, err := s.record(ctx)
	if err != nil {
		s.say(ctx, ctx.Tr.T("files.error.save", ctx.ErrorText(err)), true)
		return
	}
	s.working.Start(name, func(context.Context) (worked, error) {
		p, err := lib.Save(name, rec, overwrite)
		return worked{path: p}, err
	})
}

// startLoad starts reading the selected file off the game loop.
func (s *filesScene) startLoad(ctx *Context) {
	e := s.entries[s.list.Selected]
	lib := s.lib
	s.working.Start(e.Path, func(context.Context) (worked, error) {
		if e.Name == "" {
			// The game left open earlier goes on with its players.
			a, err := game.OpenPrevious(e.Path)
			return worked{path: e.Path, rec: a.Game, seats: &a.Seats}, err
		}
		g, err := lib.Load(e.Path)
		return worked{path: e.Path, rec: g}, err
	})
}

// poll takes the folder's list when it is read.
func (s *filesScene) poll(ctx *Context) {
	r, ok := s.listing.Poll()
	if !ok {
		return
	}
	s.entries = s.entries[:0]
	auto, _ := game.AutosavePath()
	for _, e := range r.Value {
		// The autosave is the game left open, offered by Continue, not a saved game.
		if auto == "" || filepath.Clean(e.Path) != filepath.Clean(auto) {
			s.entries = append(s.entries, e)
		}
	}
	if r.Err != nil {
		s.say(ctx, ctx.ErrorText(r.Err), true)
	}
	s.rows(ctx)
	if !s.save && len(s.entries) > 0 {
		s.list.Select(0)
	}
}

// finish takes the result of a save or a load: back to the game, the
// opened game, or a message saying what went wrong.
func (s *filesScene) finish(ctx *Context) Request {
	a, ok := s.working.Poll()
	if !ok {
		return nil
	}
	r, err := a.Value, a.Err
	tr := ctx.Tr
	switch {
	case s.save && errors.Is(err, game.ErrFileExists):
		s.confirm = filepath.Base(r.path)
		s.say(ctx, tr.T("files.overwrite", s.confirm), false)
		s.texts(ctx)
	case s.save && err != nil:
		s.say(ctx, tr.T("files.error.save", ctx.ErrorText(err)), true)
	case s.save:
		ctx.Tell(tr.T("files.saved", filepath.Base(r.path)), false)
		return s.back
	case err != nil:
		msg := game.ExplainFileError(tr, err)
		if ctx.Session != nil {
			msg += " " + tr.T("files.error.unchanged")
		}
		s.say(ctx, msg, true)
	case r.seats != nil:
		return OpenRecord{Record: r.rec, Seats: *r.seats}
	default:
		return OpenRecord{Record: r.rec, Seats: game.SeatsOf(r.rec)}
	}
	return nil
}

// Leave stops reading the folder.
func (s *filesScene) Leave(ctx *Context) {
	s.listing.Cancel()
}

// Draw paints the panel.
func (s *filesScene) Draw(screen *ebiten.Image, ctx *Context) {
	s.form.Draw(screen, ctx.Theme)
}

// noteChanges decides whether the next frame must be drawn again.
func (s *filesScene) noteChanges() {
	sig := fmt.Sprintf("%d|%d|%s|%s|%v|%v|%s", len(s.list.Rows), s.list.Selected, s.name.Text, s.message.Text, s.working.Running(), s.listing.Running(), s.action.Text)
	s.looks.note(sig, s.form.Animating())
}

// Live returns nothing: the list has no part that moves on its own.
func (s *filesScene) Live(buf []image.Rectangle) []image.Rectangle { return buf }

// Busy reports whether the folder is being read or a file written or read.
func (s *filesScene) Busy() bool { return s.listing.Running() || s.working.Running() }

// mainForm returns the scene's controls.
func (s *filesScene) mainForm() *widget.Form { return s.form }

// dataWidgets returns the folder's path and the list of files, shortened when they are long.
func (s *filesScene) dataWidgets() []widget.Widget { return []widget.Widget{s.folder, s.list} }
