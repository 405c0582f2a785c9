package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// LearnersDir is the folder of the config directory that holds one file for each learner.
const LearnersDir = "learners"

// ErrBadLearnerID means a learner's id cannot name a file (see ValidLearnerID).
var ErrBadLearnerID = errors.New("not a learner's id")

// ValidLearnerID reports whether id can name a learner: 1 to 64 of a–z, 0–9, '-' and '_', not starting with a sign.
func ValidLearnerID(id string) bool {
	if len(id) == 0 || len(id) > 64 || id[0] == '-' || id[0] == '_' {
		return false
	}
	for i := 0; i < len(id); i++ {
		if c := id[i]; !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// LearnerPath returns the file of learner id in the config directory dir: dir/learners/ID.json.
func LearnerPath(dir, id string) string { return filepath.Join(dir, LearnersDir, id+".json") }

// ProgressStore keeps one learner's record (Learner) in the learner's own file. Save hands a copy over to a
// writer of its own (a LatestWriter), so the game loop never waits for the disk. Each write takes the file's lock
// (another window writes the same file), reads what the file holds now, merges this window's record into it
// (mergeLearners: the better stars win, nothing is dropped) and writes the result whole (writeFileAtomic). A
// write that fails leaves the file as it was and the record in memory; WriteError tells the window once, and the
// write is made again with the next change and by Retry. Its methods are safe for concurrent use; WriteError,
// Resumed and Retry are meant for the game loop.
type ProgressStore struct {
	path      string
	w         *LatestWriter
	writeFile func(path string, data []byte) error // writeFileAtomic; tests make it fail
	lock      func(path string) (func(), error)    // lockFile

	mu   sync.Mutex
	base Learner  // the record as handed to the last write that succeeded, or as read at the start
	last *Learner // the record of the last Save, which Retry writes again; nil before any

	fails writeFailures // what the window was told of failed writes, and when Retry writes again

	copied []byte // the damaged file a copy was kept of, so that a repair tried again keeps no second copy
}

// OpenProgressStore opens the file of learner id in the config directory dir and returns the store and the
// learner's record: the file's, with what legacy (the progress an older version kept in the settings) holds
// that the file lacks. On the first start (no file yet) the record is all of legacy and it is written at once,
// so the progress moves into the learner's file; on later starts legacy's stars and rated games are merged
// again (an older version may have run meanwhile), its misses and last lesson are not.
//
// An id that cannot name a file gives ErrBadLearnerID and no store; otherwise the store is usable whatever the
// error. A damaged file gives a *ProgressError (wrapping ErrBadProgress) after a copy of it was kept beside as .bad,
// numbered beside earlier copies so that none is written over (its Backup; "" when none could be kept: the file then stays as it is and the repair's write fails, saying why),
// and is written again, repaired, at once. A file that cannot be read gives the reading error, and the record is
// legacy's stars until the file can be read and written again.
func OpenProgressStore(dir, id string, legacy Learner) (*ProgressStore, Learner, error) {
	if !ValidLearnerID(id) {
		return nil, Learner{}, fmt.Errorf("%w: %q", ErrBadLearnerID, id)
	}
	s := newProgressStore(LearnerPath(dir, id))
	removeStaleTemps(s.path, time.Minute)
	// Misses and the last lesson are counted only once: when the progress moves into a new file.
	again := legacy.Clone()
	again.Tutorial.Missed, again.Tutorial.Last = nil, ""
	disk, _, data, err := readLearnerFile(s.path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		mine := legacy.Clone()
		if !isEmptyLearner(mine) {
			s.Save(mine)
		}
		return s, mine, nil
	case errors.Is(err, ErrBadProgress):
		pe := &ProgressError{Path: s.path, Problems: []string{err.Error()}, Err: err}
		if backup, werr := keepBadCopy(s.path, data); werr == nil {
			pe.Backup, s.copied = backup, data
		}
		s.base = disk
		mine := mergeLearners(again, disk, again)
		// Repaired at once, the original kept; when no copy could be kept, the write fails and says why.
		s.Save(mine)
		return s, mine, pe
	case err != nil:
		return s, again, err
	}
	s.base = disk
	mine := mergeLearners(again, disk, again)
	if !sameLearner(mine, disk) {
		s.Save(mine)
	}
	return s, mine, nil
}

// newProgressStore returns a store writing the learner's file at path, with its writer running.
func newProgressStore(path string) *ProgressStore {
	return &ProgressStore{path: path, w: NewLatestWriter(), writeFile: writeFileAtomic, lock: lockFile}
}

// Path returns the learner's file.
func (s *ProgressStore) Path() string { return s.path }

// Save hands a copy of l over to be written after the writes before it (replacing one not started yet) and
// returns at once; a failure is reported by Err and WriteError.
func (s *ProgressStore) Save(l Learner) {
	mine := l.Clone()
	s.mu.Lock()
	s.last = &mine
	s.mu.Unlock()
	_ = s.w.Put(func() error { return s.write(mine) })
}

// write merges mine into what the learner's file holds now and writes the result, under the file's lock; it
// runs on the writer's goroutine. A file that cannot be read is not written over: what it holds is not known.
func (s *ProgressStore) write(mine Learner) error {
	if err := os.MkdirAll(filepath.Dir(s.path), 0o755); err != nil {
		return err
	}
	unlock, err := s.lock(lockPathOf(s.path))
	if err != nil {
		return err
	}
	defer unlock()
	disk, newer, data, err := readLearnerFile(s.path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		disk = Learner{}
	case errors.Is(err, ErrBadProgress):
		// Damaged since the start (by hand, or by a disk): the file as it was is kept beside first.
		if !bytes.Equal(data, s.copied) { // not the damage a copy was kept of already
			if _, err := keepBadCopy(s.path, data); err != nil {
				return err
			}
			s.copied = data
		}
	case err != nil:
		return err
	}
	s.mu.Lock()
	base := s.base
	s.mu.Unlock()
	out, err := MarshalLearner(mergeLearners(base, disk, mine), newer)
	if err != nil {
		return err
	}
	if err := s.writeFile(s.path, out); err != nil {
		return err
	}
	s.mu.Lock()
	s.base = mine
	s.mu.Unlock()
	return nil
}

// lockPathOf returns the lock file of the learner's file at path: a hidden file beside it.
func lockPathOf(path string) string {
	return filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".lock")
}

// Err returns the error of the last write, nil after a successful one.
func (s *ProgressStore) Err() error { return s.w.Err() }

// Failing reports whether the last write failed, so that some progress is only in memory.
func (s *ProgressStore) Failing() bool { return s.w.Err() != nil }

// WriteError returns the error of the last write the first time it is asked after writes began to fail, else
// nil, so the window tells the learner once; after a write succeeds a new failure is told again.
func (s *ProgressStore) WriteError() error { return s.fails.tell(s.w.Err()) }

// Resumed reports, once, that the progress is written again after WriteError told of a failure.
func (s *ProgressStore) Resumed() bool { return s.fails.resumedOnce() }

// Retry writes the last record saved again every retryEvery while the last write failed, counting from the first
// call that sees the failure, so that a disk that comes back (a folder made writable, space freed) is used without
// waiting for the next change. The window calls it every frame with the time now; the write itself runs on the
// store's writer.
func (s *ProgressStore) Retry(now time.Time) {
	if !s.fails.due(s.w.Err(), now) {
		return
	}
	s.mu.Lock()
	last := s.last
	s.mu.Unlock()
	if last != nil {
		s.Save(*last)
	}
}

// Flush waits until every record saved before it is written (or was replaced by a newer one that is) and returns
// the error of the last write.
func (s *ProgressStore) Flush() error { return s.w.Flush() }

// Close writes what is pending, stops the writer and returns the last write's error; later Saves do nothing.
func (s *ProgressStore) Close() error { return s.w.Close() }

// isEmptyLearner reports whether l holds nothing worth a file: no page done, no miss, no rated game, no offer made,
// no choice of coach.
func isEmptyLearner(l Learner) bool {
	t := l.Tutorial
	for _, p := range t.Lessons {
		for _, s := range p {
			if s > 0 {
				return false
			}
		}
	}
	return len(t.Missed) == 0 && !t.Offered && t.Last == "" && len(l.Ratings) == 0 && l.RatingsReset.IsZero() && l.Coach == nil
}

// sameLearner reports whether a and b hold the same record, as their files would write it.
func sameLearner(a, b Learner) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && string(ja) == string(jb)
}
