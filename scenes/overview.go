package scenes

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/job"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// overviewScene is the overview of the device's learners for a teacher or a parent: a row a learner with the
// lessons finished, their stars, the games rated and what to practise more (the practice kinds missed lately), and
// for the learner selected their rating in each family of games. The table is exported as CSV, and the learner
// selected as a file to import on another device: saved in the games' folder on a desktop or a phone, downloaded in
// the browser. A learner's file is imported by dropping it on the window, or in the browser by picking it. The
// learners' files are read, and the exports written, off the game loop.
type overviewScene struct {
	back   Request
	form   *widget.Form
	panel  *widget.Panel
	title  *widget.Label
	list   *widget.List
	detail *widget.Label
	hint   *widget.Label
	msg    *widget.Label
	csv    *widget.Button
	export *widget.Button
	imp    *widget.Button // From this device: in the browser, a learner's file picked
	done   *widget.Button

	rows    []game.OverviewRow
	recs    map[string]game.Learner
	reading job.Slot[int, overviewRead] // the learners' files being read, about the list's generation
	saving  job.Slot[string, string]    // an export being written, about its file name; the path it got
	gen     int                         // the list's generation read last: a count of learners and imports
	bad     bool                        // msg tells a problem
	narrow  bool
	looks   // what the last frame showed (Dirty)
}

// overviewRead is what reading the learners' files found.
type overviewRead struct {
	rows []game.OverviewRow
	recs map[string]game.Learner
}

// newOverviewScene builds the overview and starts reading the learners' files; back is where Back leads.
func newOverviewScene(ctx *Context, back Request) *overviewScene {
	s := &overviewScene{back: back, gen: -1}
	s.panel = &widget.Panel{}
	s.title = &widget.Label{Size: widget.SizeLarge, Bold: true, V: widget.AlignCenter}
	s.list = widget.NewList(nil, "")
	s.list.Small = true
	s.list.RowHeight = 34
	s.detail = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.hint = &widget.Label{Size: widget.SizeSmall, Dim: true, Wrap: true, V: widget.AlignStart}
	s.msg = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.csv = &widget.Button{}
	s.export = &widget.Button{}
	s.imp = newDeviceButton()
	s.imp.Kind = widget.ButtonNormal
	s.done = &widget.Button{Kind: widget.ButtonPrimary}
	s.form = widget.NewForm(s.panel, s.title, s.list, s.detail, s.hint, s.msg, s.csv, s.export, s.imp, s.done)
	s.texts(ctx)
	s.read(ctx)
	return s
}

// generation returns a number that changes when the list of learners or the learners' records may have changed:
// the learners listed and the imports done.
func generation(ctx *Context) int {
	n := len(ctx.learners().Learners)
	if ctx.svc != nil {
		n += 1000 * ctx.svc.imports
	}
	return n
}

// read starts reading the learners' files off the game loop (the learner playing's record is this window's).
func (s *overviewScene) read(ctx *Context) {
	s.gen = generation(ctx)
	list := ctx.learners()
	dir := ""
	if ctx.svc != nil {
		dir = ctx.svc.learnerDir
	}
	var mine game.Learner
	if ctx.Learner != nil {
		mine = ctx.Learner.Clone()
	}
	me := ctx.LearnerID
	var sizes []game.LessonSize
	all, _ := ctx.lessons()
	for _, l := range all {
		if !l.Own {
			sizes = append(sizes, game.LessonSize{Key: l.Key, Pages: len(l.Pages)})
		}
	}
	s.reading.Start(s.gen, func(context.Context) (overviewRead, error) {
		recs, errs := map[string]game.Learner{}, map[string]error{}
		if dir != "" {
			recs, errs = game.ReadLearnerRecords(dir, list)
		}
		recs[me], errs[me] = mine, nil
		return overviewRead{rows: game.Overview(list, recs, errs, sizes), recs: recs}, nil
	})
}

// texts sets the captions and the table in the current language.
func (s *overviewScene) texts(ctx *Context) {
	tr := ctx.Tr
	s.title.Text = tr.T("overview.title")
	s.list.Tip = tr.T("overview.list.tip")
	s.list.Empty = tr.T("files.loading")
	if deviceFiles {
		s.csv.Text, s.csv.Tip = tr.T("overview.csv.download"), tr.T("overview.csv.download.tip")
	} else {
		s.csv.Text, s.csv.Tip = tr.T("overview.csv.save"), tr.T("overview.csv.save.tip")
	}
	name := ""
	if r, ok := s.selected(); ok {
		name = r.Learner.DisplayName(tr)
	}
	if deviceFiles {
		s.export.Text, s.export.Tip = tr.T("overview.export.download"), tr.T("overview.export.download.tip", name)
	} else {
		s.export.Text, s.export.Tip = tr.T("overview.export.save"), tr.T("overview.export.save.tip", name)
	}
	s.imp.Text, s.imp.Tip = tr.T("overview.import"), tr.T("overview.import.tip")
	s.hint.Text = tr.T("overview.import.drop")      // the file's ending, game.LearnerFileExt, is written in the text
	s.hint.Hidden = deviceFiles || game.HasAppDir() // the browser offers Import instead; nothing is dropped on a phone
	s.done.Text, s.done.Tip = tr.T("common.back"), tr.T("setup.back.tip")
	s.columns(ctx)
	s.fill(ctx)
}

// columns sets the list's columns: with the games rated when there is room.
func (s *overviewScene) columns(ctx *Context) {
	tr := ctx.Tr
	s.list.Columns = []widget.ListColumn{
		{Title: tr.T("overview.col.name"), Weight: 2.6},
		{Title: tr.T("overview.head.lessons"), Weight: 1.8},
		{Title: tr.T("overview.head.stars"), Weight: 1, Align: widget.AlignCenter},
	}
	if !s.narrow {
		s.list.Columns = append(s.list.Columns, widget.ListColumn{Title: tr.T("overview.head.games"), Weight: 1, Align: widget.AlignCenter})
	}
	weak := 3.0
	if s.narrow {
		s.list.Columns[0].Weight = 2
		weak = 2.2
	}
	s.list.Columns = append(s.list.Columns, widget.ListColumn{Title: tr.T("overview.col.weak"), Weight: weak})
}

// fill puts the rows into the list and says more of the learner selected.
func (s *overviewScene) fill(ctx *Context) {
	tr := ctx.Tr
	s.list.Rows = s.list.Rows[:0]
	for _, r := range s.rows {
		games := 0
		for _, rt := range r.Ratings {
			games += len(rt.Games)
		}
		weak := game.WeakText(tr, r)
		if weak == "" {
			weak = "—"
		}
		row := []widget.ListCell{
			{Text: r.Learner.DisplayName(tr)},
			{Text: s.lessonsCell(tr, r)},
			{Text: fmt.Sprint(r.Stars)},
		}
		if !s.narrow {
			row = append(row, widget.ListCell{Text: fmt.Sprint(games)})
		}
		row = append(row, widget.ListCell{Text: weak, Dim: r.Weak == nil})
		s.list.Rows = append(s.list.Rows, row)
	}
	if !s.reading.Running() {
		s.list.Empty = tr.T("overview.empty")
	}
	s.detail.Text = ""
	r, ok := s.selected()
	if !ok {
		return
	}
	var parts []string
	for _, f := range ai.RatingFamilies() {
		if rt, ok := r.Ratings[f]; ok {
			parts = append(parts, tr.Plural("overview.rating", float64(len(rt.Games)), tr.T(familyKeys[f]), ctx.Num(math.Round(rt.Value)), len(rt.Games)))
		}
	}
	text := tr.T("overview.detail.none", r.Learner.DisplayName(tr))
	if len(parts) > 0 {
		text = tr.T("overview.detail", r.Learner.DisplayName(tr), strings.Join(parts, "; "))
	}
	if s.narrow && r.Begun > 0 {
		text = tr.T("overview.detail.lessons", lessonsText(tr, r)) + " " + text // the cell has no room for the lessons begun
	}
	if r.Err != nil && ctx.svc != nil {
		text += " " + tr.T("overview.detail.damaged", game.LearnerPath(ctx.svc.learnerDir, r.Learner.ID))
	}
	s.detail.Text = text
}

// selected returns the row of the learner selected.
func (s *overviewScene) selected() (game.OverviewRow, bool) {
	if i := s.list.Selected; i >= 0 && i < len(s.rows) {
		return s.rows[i], true
	}
	return game.OverviewRow{}, false
}

// layout places the table, the detail of the learner selected and the buttons.
func (s *overviewScene) layout(ctx *Context) {
	t := ctx.Theme
	scr := screenRect(ctx)
	panel := scr.Inset(tightPad(t, scr, 24))
	panel = centered(panel, min(panel.Dx(), t.I(1100)), panel.Dy())
	s.panel.Rect = panel
	in := panel.Inset(tightPad(t, panel, 20))
	gap := t.I(10)
	narrow := in.Dx() < t.I(720)
	if narrow != s.narrow {
		s.narrow = narrow
		s.columns(ctx)
		s.fill(ctx)
	}
	s.title.Rect = image.Rect(in.Min.X, in.Min.Y, in.Max.X, in.Min.Y+t.I(36))
	bh := t.I(44)
	// The buttons at the bottom: Back at the right, the exports and the import beside it, in rows as they fit.
	var shown []*widget.Button
	for _, b := range []*widget.Button{s.csv, s.export, s.imp} {
		if !b.Hidden {
			shown = append(shown, b)
		}
	}
	doneW := min(t.I(160), in.Dx()/3)
	s.done.Rect = image.Rect(in.Max.X-doneW, in.Max.Y-bh, in.Max.X, in.Max.Y)
	need := 0
	for _, b := range shown {
		need += int(widget.TextWidth(b.Text, t.Face(widget.SizeBody, false))) + t.I(28) + gap
	}
	bottom := in.Max.Y - bh
	if need+doneW <= in.Dx() {
		x := in.Min.X
		for _, b := range shown {
			w := int(widget.TextWidth(b.Text, t.Face(widget.SizeBody, false))) + t.I(28)
			b.Rect = image.Rect(x, bottom, x+w, in.Max.Y)
			x += w + gap
		}
	} else {
		// One a row above Back, as wide as the panel.
		for i := len(shown) - 1; i >= 0; i-- {
			bottom -= gap + bh
			shown[i].Rect = image.Rect(in.Min.X, bottom, in.Max.X, bottom+bh)
		}
	}
	y := bottom - gap
	for _, l := range []*widget.Label{s.msg, s.hint, s.detail} {
		l.Rect = image.Rectangle{}
		if l.Hidden || l.Text == "" {
			continue
		}
		h := l.Height(t, in.Dx())
		l.Rect = image.Rect(in.Min.X, y-h, in.Max.X, y)
		y -= h + gap
	}
	s.list.Rect = image.Rect(in.Min.X, s.title.Rect.Max.Y+gap, in.Max.X, y)
}

// Update takes in the learners' records once read, and handles the table, the exports, the import and Back.
func (s *overviewScene) Update(ctx *Context) Request {
	if r, ok := s.reading.Poll(); ok && r.Err == nil {
		sel := s.list.Selected
		s.rows, s.recs = r.Value.rows, r.Value.recs
		if sel < 0 || sel >= len(s.rows) {
			sel = 0
			for i, row := range s.rows {
				if row.Learner.ID == ctx.LearnerID {
					sel = i
				}
			}
		}
		s.list.Select(sel)
		s.texts(ctx)
	}
	if !s.reading.Running() && s.gen != generation(ctx) {
		s.read(ctx) // a learner came or went, or a file was imported
	}
	if r, ok := s.saving.Poll(); ok {
		s.say(ctx, r)
	}
	s.layout(ctx)
	s.form.Update(ctx.Input)
	in := ctx.Input
	if s.list.Changed() {
		s.texts(ctx)
	}
	_, picked := s.selected()
	s.export.Disabled = !picked || s.saving.Running()
	s.csv.Disabled = s.rows == nil || s.saving.Running()
	switch {
	case s.done.Clicked() || in.TakeKey(ebiten.KeyEscape):
		return s.back
	case !s.csv.Disabled && s.csv.Clicked():
		var buf bytes.Buffer
		if err := game.OverviewCSV(&buf, ctx.Tr, s.rows); err != nil {
			s.tell(ctx, ctx.ErrorText(err), true)
			break
		}
		s.write(ctx, game.OverviewFileName(ctx.Tr, ctx.Now().Format("2006-01-02")), buf.Bytes())
	case !s.export.Disabled && s.export.Clicked():
		r, _ := s.selected()
		data, err := game.ExportLearner(r.Learner, s.recs[r.Learner.ID], ctx.Tr)
		if err != nil {
			s.tell(ctx, ctx.ErrorText(err), true)
			break
		}
		s.write(ctx, game.ExportFileName(r.Learner.DisplayName(ctx.Tr)), data)
	case !s.imp.Hidden && s.imp.Clicked():
		if err := pickDeviceFile(acceptLearners); err != nil {
			s.tell(ctx, ctx.ErrorText(err), true)
		}
	}
	s.layout(ctx)
	s.noteChanges()
	return nil
}

// write hands an export to the browser's downloads, or writes it off the game loop into the games' folder under a
// name no file has.
func (s *overviewScene) write(ctx *Context, name string, data []byte) {
	if deviceFiles {
		if err := downloadFile(name, data); err != nil {
			s.tell(ctx, ctx.Tr.T("files.error.save", ctx.ErrorText(err)), true)
			return
		}
		s.tell(ctx, ctx.Tr.T("files.downloaded", name), false)
		return
	}
	dir := ""
	if ctx.Settings != nil {
		dir = ctx.Settings.LastFolder
	}
	folder := game.NewLibrary(dir).Dir
	s.saving.Start(name, func(context.Context) (string, error) { return game.SaveExport(folder, name, data) })
}

// say tells where an export was written, or why it could not be.
func (s *overviewScene) say(ctx *Context, r job.Answer[string, string]) {
	if r.Err != nil {
		s.tell(ctx, ctx.Tr.T("files.error.save", ctx.ErrorText(r.Err)), true)
		return
	}
	s.tell(ctx, ctx.Tr.T("files.saved", r.Value), false)
}

// tell shows msg under the table; bad marks a problem.
func (s *overviewScene) tell(ctx *Context, msg string, bad bool) {
	s.msg.Text, s.bad = msg, bad
	s.msg.Color = ctx.Theme.Good
	if bad {
		s.msg.Color = ctx.Theme.Error
	}
}

// Busy reports whether the learners' files are being read or an export written.
func (s *overviewScene) Busy() bool { return s.reading.Running() || s.saving.Running() }

// Leave lets go of the work under way.
func (s *overviewScene) Leave(ctx *Context) {
	s.reading.Cancel()
}

// Draw paints the panel, the table and the buttons.
func (s *overviewScene) Draw(screen *ebiten.Image, ctx *Context) {
	s.form.Draw(screen, ctx.Theme)
}

// noteChanges decides whether the next frame must be drawn again.
func (s *overviewScene) noteChanges() {
	sig := fmt.Sprintf("%d|%d|%s|%s|%s|%v|%v|%v", s.list.Selected, len(s.rows), s.detail.Text, s.msg.Text, s.title.Text,
		s.panel.Rect, s.export.Disabled, s.csv.Disabled)
	s.looks.note(sig, s.form.Animating())
}

// Live returns nothing: the scene has no part that moves on its own.
func (s *overviewScene) Live(buf []image.Rectangle) []image.Rectangle { return buf }

// mainForm returns the scene's controls.
func (s *overviewScene) mainForm() *widget.Form { return s.form }

// dataWidgets returns the detail and the message, which hold a learner's name and a folder.
func (s *overviewScene) dataWidgets() []widget.Widget {
	return []widget.Widget{s.detail, s.msg}
}

// lessonsCell returns the table's cell of the lessons: lessonsText, without the lessons begun where the table is
// narrow (the detail of the learner selected says them).
func (s *overviewScene) lessonsCell(tr *game.Translator, r game.OverviewRow) string {
	if s.narrow {
		return tr.T("progress.of", r.Finished, r.Lessons)
	}
	return lessonsText(tr, r)
}

// lessonsText says how far a learner got in the lessons: "3 of 22", and the lessons begun, "3 of 22, 1 begun".
func lessonsText(tr *game.Translator, r game.OverviewRow) string {
	s := tr.T("progress.of", r.Finished, r.Lessons)
	if r.Begun > 0 {
		s = tr.T("overview.lessons.begun", s, r.Begun)
	}
	return s
}
