package scenes

import (
	"strconv"

	"github.com/seed593a7f8d/atarigo/engine"
)

// levelName returns the name of the computer level with key ("beginner") in the current language.
func levelName(ctx *Context, key string) string { return ctx.Tr.T("level." + key) }

// colorName returns "Black" or "White" in the current language.
func colorName(ctx *Context, c engine.Color) string {
	if c == engine.White {
		return ctx.Tr.T("common.white")
	}
	return ctx.Tr.T("common.black")
}

// outcomeText returns the result headline and the reason in words.
func outcomeText(ctx *Context, o engine.Outcome, rules engine.Rules) (headline, reason string) {
	if o.Winner.IsStone() {
		headline = ctx.Tr.T("result.wins", colorName(ctx, o.Winner))
	}
	loser := o.Winner.Opponent()
	switch o.Reason {
	case engine.ByCapture:
		if rules.Target() == 1 {
			reason = ctx.Tr.T("result.capture_first", colorName(ctx, o.Winner))
		} else {
			reason = ctx.Tr.Plural("result.captures_needed", float64(rules.Target()), colorName(ctx, o.Winner), rules.Target())
		}
	case engine.ByExhaustion:
		reason = ctx.Tr.T("result.exhaustion", colorName(ctx, loser))
	case engine.ByResignation:
		reason = ctx.Tr.T("result.resignation", colorName(ctx, loser))
	case engine.ByScore:
		if !o.Winner.IsStone() {
			headline = ctx.Tr.T("result.draw")
			reason = ctx.Tr.T("result.same_score")
		} else {
			reason = ctx.Tr.T("result.points", colorName(ctx, o.Winner), ctx.Num(o.Margin))
		}
	case engine.ByLongCycle:
		if !o.Winner.IsStone() {
			headline = ctx.Tr.T("result.no_result")
			reason = ctx.Tr.T("result.cycle_equal")
		} else {
			reason = ctx.Tr.T("result.cycle", colorName(ctx, o.Winner))
		}
	case engine.ByForfeit:
		reason = ctx.Tr.T("result.forfeit", colorName(ctx, loser))
	}
	return headline, reason
}

// rulesText describes the game in a few words, e.g. "Atari Go · 7×7 · first capture wins"; a Go game's counting
// and komi are named with the words lessons 20 and 21 teach ("Go · 9×9 · territory counting · komi 6.5").
func rulesText(ctx *Context, r engine.Rules, cols, rows int) string {
	size := strconv.Itoa(cols) + "×" + strconv.Itoa(rows)
	if r.Kind == engine.AtariGo {
		goal := ctx.Tr.T("rules.first_capture")
		if r.Target() > 1 {
			goal = ctx.Tr.T("rules.capture_n", r.Target())
		}
		return ctx.Tr.T("app.title") + " · " + size + " · " + goal
	}
	count := ctx.Tr.T("rules.territory_counting")
	if r.Scoring == engine.Area {
		count = ctx.Tr.T("rules.area_counting")
	}
	return ctx.Tr.T("common.go") + " · " + size + " · " + count + " · " + ctx.Tr.T("play.komi", ctx.Num(r.Komi))
}
