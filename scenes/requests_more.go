package scenes

// ToReview asks for the review (rewind) scene of the kept game.
type ToReview struct{}

// ToFiles asks for the list of saved games: to save the kept game (Save)
// or to open a saved one. Back is where Cancel leads.
type ToFiles struct {
	Save bool
	Back Request
}

// ToSettings asks for the settings scene; Back is where it leads when closed.
type ToSettings struct {
	Back Request
}

// ToLearn asks for the "Learn more" scene; Back is where it leads when closed.
type ToLearn struct {
	Back Request
}

func (ToReview) request()   {}
func (ToFiles) request()    {}
func (ToSettings) request() {}
func (ToLearn) request()    {}

// backOr returns r, or the menu when r is nil.
func backOr(r Request) Request {
	if r == nil {
		return ToMenu{}
	}
	return r
}

// buildMore makes the scenes of saving, loading, reviewing, settings and
// learning; nil for a request it does not know.
func (a *App) buildMore(req Request) Scene {
	switch r := req.(type) {
	case ToReview:
		if a.ctx.Session != nil && a.ctx.Session.Match().Record() != nil {
			return newReviewScene(&a.ctx, a.ctx.Session, a.sprites)
		}
	case ToFiles:
		return newFilesScene(&a.ctx, r.Save, backOr(r.Back))
	case ToSettings:
		return newSettingsScene(&a.ctx, backOr(r.Back))
	case ToLearn:
		return newLearnScene(&a.ctx, backOr(r.Back))
	}
	return nil
}

// coordsOn reports whether the board shows its coordinates (a setting).
func coordsOn(ctx *Context) bool {
	return ctx.Settings == nil || ctx.Settings.Aids.Coordinates
}
