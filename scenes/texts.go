package scenes

import (
	"strconv"

	"github.com/seed593a7f8d/atarigo/engine"
)

// colorName returns "Black" or "White" in the current language.
func colorName(ctx *Context, c engine.Color) string {
	if c == engine.White {
		return ctx.T("White")
	}
	return ctx.T("Black")
}

// outcomeText returns the result headline and the reason in words.
func outcomeText(ctx *Context, o engine.Outcome, rules engine.Rules) (headline, reason string) {
	if o.Winner.IsStone() {
		headline = ctx.Tf("%s wins", colorName(ctx, o.Winner))
	}
	loser := o.Winner.Opponent()
	switch o.Reason {
	case engine.ByCapture:
		if rules.Target() == 1 {
			reason = ctx.Tf("%s captured the first stone.", colorName(ctx, o.Winner))
		} else {
			reason = ctx.Tr.Plural("result.captures_needed", float64(rules.Target()), colorName(ctx, o.Winner), rules.Target())
		}
	case engine.ByExhaustion:
		reason = ctx.Tf("%s has no legal move left.", colorName(ctx, loser))
	case engine.ByResignation:
		reason = ctx.Tf("%s resigned.", colorName(ctx, loser))
	case engine.ByScore:
		if !o.Winner.IsStone() {
			headline = ctx.T("A draw")
			reason = ctx.T("Both sides have the same score.")
		} else {
			reason = ctx.Tf("%s is ahead by %s points.", colorName(ctx, o.Winner), ctx.Num(o.Margin))
		}
	case engine.ByLongCycle:
		if !o.Winner.IsStone() {
			headline = ctx.T("No result")
			reason = ctx.T("The whole board repeated with equal captures.")
		} else {
			reason = ctx.Tf("The whole board repeated; %s captured more since.", colorName(ctx, o.Winner))
		}
	case engine.ByForfeit:
		reason = ctx.Tf("%s forfeited.", colorName(ctx, loser))
	}
	return headline, reason
}

// rulesText describes the game in a few words, e.g. "Atari Go · 7×7 · first capture wins".
func rulesText(ctx *Context, r engine.Rules, cols, rows int) string {
	size := strconv.Itoa(cols) + "×" + strconv.Itoa(rows)
	if r.Kind == engine.AtariGo {
		goal := ctx.T("first capture wins")
		if r.Target() > 1 {
			goal = ctx.Tf("capture %d to win", r.Target())
		}
		return ctx.T("Atari Go") + " · " + size + " · " + goal
	}
	count := ctx.T("Japanese counting")
	if r.Scoring == engine.Area {
		count = ctx.T("Chinese counting")
	}
	return ctx.T("Go") + " · " + size + " · " + count + " · " + ctx.Tf("komi %s", ctx.Num(r.Komi))
}
