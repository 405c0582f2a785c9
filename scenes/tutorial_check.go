package scenes

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/job"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// The check of the own lessons: what atarigo-lessons does on the command line, the window does for every lesson of
// the teacher's folder once it is read, off the game loop, one lesson at a time (a job.Slot, as everything slow),
// while the map or a lesson page is shown. A page whose intended answer the judge does not accept, or with another
// problem the check finds, gets a mark on its lesson's card and a notice on the page, in the checker's own words;
// the page can still be played, as the judge decides every move and never reads the stored answer.

// ownChecks is the check of the own lessons: the lesson being checked and what was found of each checked one.
type ownChecks struct {
	running job.Slot[*lesson.Lesson, []lesson.PageReport] // about the lesson being checked
	done    map[*lesson.Lesson]ownCheck
}

// ownCheck is what the check found of one lesson: the problems of each page, or why it could not check it.
type ownCheck struct {
	pages [][]lesson.Problem
	err   error
}

// problemPages returns the numbers (from 1) of the pages with problems.
func (o ownCheck) problemPages() []int {
	var out []int
	for i, p := range o.pages {
		if len(p) > 0 {
			out = append(out, i+1)
		}
	}
	return out
}

// runChecks takes the answer of the check of an own lesson, if one came, and when next is set starts the check of
// the next own lesson not checked yet (the map checks them all; a page of a built-in lesson leaves the processor
// to the learner's judge); it reports whether an answer came (so the captions change). It never waits.
func (c *Context) runChecks(next bool) (changed bool) {
	if c.checks == nil {
		c.checks = &ownChecks{done: map[*lesson.Lesson]ownCheck{}}
	}
	ch := c.checks
	if a, ok := ch.running.Poll(); ok && c.isOwn(a.About) {
		var oc ownCheck
		if a.Err != nil {
			oc.err = a.Err
		} else {
			for _, r := range a.Value {
				oc.pages = append(oc.pages, r.Problems)
			}
		}
		ch.done[a.About] = oc
		changed = true
	}
	if ch.running.Running() || !next {
		return changed
	}
	for _, l := range c.own.Lessons {
		if _, ok := ch.done[l]; !ok {
			ch.running.Start(l, func(ctx context.Context) ([]lesson.PageReport, error) {
				return lesson.CheckLesson(ctx, ai.NewJudge(), l)
			})
			break
		}
	}
	return changed
}

// isOwn reports whether l is among the own lessons read last.
func (c *Context) isOwn(l *lesson.Lesson) bool {
	for _, o := range c.own.Lessons {
		if o == l {
			return true
		}
	}
	return false
}

// checkOf returns what the check found of lesson l; ok is false while l is not checked (or is built in).
func (c *Context) checkOf(l *lesson.Lesson) (oc ownCheck, ok bool) {
	if c.checks == nil {
		return oc, false
	}
	oc, ok = c.checks.done[l]
	return oc, ok
}

// checking reports whether an own lesson is being checked.
func (c *Context) checking() bool { return c.checks != nil && c.checks.running.Running() }

// stopChecks stops the check and waits for its work to end (the window closes).
func (c *Context) stopChecks() {
	if c.checks != nil {
		c.checks.running.Stop()
	}
}

// keepOnly forgets what was found of lessons not in list, and stops the check of one not in it; a nil ownChecks
// keeps nothing.
func (ch *ownChecks) keepOnly(list []*lesson.Lesson) {
	if ch == nil {
		return
	}
	in := map[*lesson.Lesson]bool{}
	for _, l := range list {
		in[l] = true
	}
	for l := range ch.done {
		if !in[l] {
			delete(ch.done, l)
		}
	}
	if l, ok := ch.running.About(); ok && !in[l] {
		ch.running.Cancel()
	}
}

// checkNotice says what the check found on page i of lesson l, for the teacher, in the user's language: the
// problems in the checker's words and that the page can still be played; "" when it found none (or did not check).
func checkNotice(ctx *Context, l *lesson.Lesson, i int) string {
	oc, ok := ctx.checkOf(l)
	if !ok || i < 0 || i >= len(oc.pages) || len(oc.pages[i]) == 0 {
		return ""
	}
	var said []string
	for _, p := range oc.pages[i] {
		said = append(said, game.CheckProblemText(ctx.Tr, p))
	}
	return ctx.Tr.T("tutorial.check.notice", strings.Join(said, " "))
}

// checkCard marks card c of own lesson l with what the check found: the pages with problems on its line of
// detail, a "!" on its badge and a tooltip that says where to read more.
func checkCard(ctx *Context, c *widget.Card, l *lesson.Lesson) {
	c.Warning = false
	oc, ok := ctx.checkOf(l)
	if !ok {
		return
	}
	pages := oc.problemPages()
	if len(pages) == 0 {
		return
	}
	nums := make([]string, len(pages))
	for i, p := range pages {
		nums[i] = strconv.Itoa(p)
	}
	c.Detail = ctx.Tr.Plural("tutorial.check.card", float64(len(pages)), strings.Join(nums, ", "))
	c.Tip = ctx.Tr.T("tutorial.check.card.tip")
	c.Warning = true
}

// checkFailures says, a line each, which own lessons the check could not check and why (a cancelled check is
// no failure: it is run again).
func checkFailures(ctx *Context) []string {
	var out []string
	for _, l := range ctx.own.Lessons {
		if oc, ok := ctx.checkOf(l); ok && oc.err != nil && !errors.Is(oc.err, context.Canceled) {
			out = append(out, ctx.Tr.T("tutorial.check.failed", l.Title.In(ctx.Tr.Lang()), ctx.ErrorText(oc.err)))
		}
	}
	return out
}
