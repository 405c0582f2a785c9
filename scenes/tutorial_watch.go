package scenes

import (
	"context"
	"time"

	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/job"
)

// The map's watch over the folder of own lessons: a teacher who saves a lesson file from another program sees it
// on the map without a restart. No file-system notification is at hand on every system the game runs on (nor
// as a dependency), so while the map is shown it looks at the folder's entries about once a second, off the game
// loop: their names, sizes and times of change (lesson.ScanFolder), without reading them. When these differ from
// what the lessons were read with, the files new or changed are read (lesson.ReloadFolder) in the same work, and
// the map shows them; the lessons of unchanged files stay as they were, with their progress and their checks. A
// folder that can no longer be read, or can again, is shown so as well.

// folderPoll is how long the watch waits between two looks at the folder.
const folderPoll = time.Second

// folderWatch is the map's watch over the folder of own lessons.
type folderWatch struct {
	slot  job.Slot[int, watched] // about the Context's lessonGen the look compares with
	every time.Duration          // the wait before each look (folderPoll; tests make it shorter)
}

// watched is what one look at the folder found: whether it changed, and then the folder read again.
type watched struct {
	changed bool
	folder  lesson.Folder
}

// watchFolder takes the answer of the last look at the folder, makes the folder read again the own lessons when
// it changed, and starts the next look; it reports whether the lessons changed. It never waits.
func (s *tutorialScene) watchFolder(ctx *Context) (changed bool) {
	w := &s.watch
	if a, ok := w.slot.PollFor(ctx.lessonGen); ok && a.Err == nil && a.Value.changed {
		ctx.setOwn(a.Value.folder)
		changed = true
	}
	if w.slot.Running() {
		return changed
	}
	dir, err := game.LessonsDir()
	if err != nil {
		return changed
	}
	old, every := ctx.own, w.every
	w.slot.Start(ctx.lessonGen, func(jc context.Context) (watched, error) {
		if every > 0 {
			t := time.NewTimer(every)
			defer t.Stop()
			select {
			case <-jc.Done():
				return watched{}, jc.Err()
			case <-t.C:
			}
		}
		stamps, err := lesson.ScanFolder(dir)
		switch {
		case err != nil && old.Err != nil, err == nil && old.Err == nil && !old.Changed(stamps):
			return watched{}, nil // as it was: unreadable still, or the same files
		case err != nil:
			return watched{changed: true, folder: lesson.Folder{Err: err}}, nil // it became unreadable
		}
		return watched{changed: true, folder: lesson.ReloadFolder(dir, old)}, nil
	})
	return changed
}
