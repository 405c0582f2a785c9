package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// maxLearnerListFile is the largest list of learners read: maxLearners entries take a few tens of kilobytes.
const maxLearnerListFile = 4 << 20

// LearnerListStore keeps the device's list of learners (LearnerList) in the config directory's LearnersFile, the
// way ProgressStore keeps a learner's record. The window changes the list through the store (Add, Change, Remove,
// Choose), which changes its own copy at once (List) and hands the write to a writer of its own: it takes the
// file's lock, reads what the file holds now (another window writes it too), merges this window's changes into it
// (mergeLearnerLists), writes the result whole, then removes the files of the learners removed here, and takes
// what the other windows changed into its copy. A failed write leaves the file as it was; WriteError tells the
// window once, and the list is written again with the next change and by Retry. Its methods are safe for
// concurrent use; WriteError, Resumed and Retry are meant for the game loop.
type LearnerListStore struct {
	dir       string // the config directory; "" for a list kept in memory only
	path      string
	w         *LatestWriter
	writeFile func(path string, data []byte) error // writeFileAtomic; tests make it fail
	lock      func(path string) (func(), error)    // lockFile

	mu   sync.Mutex
	base LearnerList // the list as the file held it after the last write that succeeded, or as read at the start
	mine LearnerList // the window's list: base and the changes made here since

	fails  writeFailures
	copied []byte // the damaged file a copy was kept of, so that a repair tried again keeps no second copy
}

// OpenLearnerList opens the list of learners in the config directory dir and returns the store and the list. No
// file yet gives DefaultLearnerList, which is not written until something changes. A damaged file gives what could
// be read of it (at least the default list) and an error wrapping ErrBadLearnerList, after a copy of the file was
// kept beside it (LEARNERS.bad, numbered beside earlier copies; when none can be kept the file is left alone and
// the repair's write fails, saying why); it is written again, repaired, at once. A file that cannot be read gives
// the error of reading it and the default list, and is not written over until it can be read.
func OpenLearnerList(dir string) (*LearnerListStore, LearnerList, error) {
	s := newLearnerListStore(dir)
	removeStaleTemps(s.path, time.Minute)
	disk, _, data, err := readLearnerListFile(s.path)
	s.base, s.mine = disk, disk.Clone()
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return s, disk.Clone(), nil
	case errors.Is(err, ErrBadLearnerList):
		le := &ProgressError{Path: s.path, Problems: []string{err.Error()}, Err: err}
		backup, werr := keepBadCopy(s.path, data)
		if werr == nil {
			le.Backup, s.copied = backup, data
			s.w.Put(func() error { return s.write(true) }) // repaired at once, the original kept
		} else {
			// No copy: the file is left as it is, and the failed repair says why.
			s.w.Put(func() error { return werr })
		}
		return s, disk.Clone(), le
	}
	return s, disk.Clone(), err
}

// MemoryLearnerList returns a store that keeps list in memory only, for a window that keeps nothing between runs.
func MemoryLearnerList(list LearnerList) *LearnerListStore {
	s := newLearnerListStore("")
	s.base, s.mine = list.Clone(), list.Clone()
	return s
}

// newLearnerListStore returns a store of the list in the config directory dir ("" for none), with its writer running.
func newLearnerListStore(dir string) *LearnerListStore {
	s := &LearnerListStore{dir: dir, w: NewLatestWriter(), writeFile: writeFileAtomic, lock: lockFile}
	if dir != "" {
		s.path = filepath.Join(dir, LearnersFile)
	}
	return s
}

// readLearnerListFile reads the list of learners at path: the list, the keys of a newer version and the bytes read.
// A file that does not exist gives the default list and fs.ErrNotExist; a damaged one what could be read and an
// error wrapping ErrBadLearnerList; one that cannot be read the default list and the error of reading it.
func readLearnerListFile(path string) (LearnerList, map[string]json.RawMessage, []byte, error) {
	data, err := readPlainFile(path, maxLearnerListFile)
	if err != nil {
		return DefaultLearnerList(), nil, nil, err
	}
	l, newer, err := ReadLearnerList(data)
	return l, newer, data, err
}

// Path returns the file of the list of learners; "" for a list kept in memory only.
func (s *LearnerListStore) Path() string { return s.path }

// List returns the window's list: the changes made here and, as of the last write, every other window's.
func (s *LearnerListStore) List() LearnerList {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.mine.Clone()
}

// change applies f to the window's list and, when it succeeds, hands the list over to be written.
func (s *LearnerListStore) change(f func(l *LearnerList) error) error {
	s.mu.Lock()
	l := s.mine.Clone()
	err := f(&l)
	if err == nil {
		s.mine = l
	}
	s.mu.Unlock()
	if err == nil {
		s.Refresh()
	}
	return err
}

// Add adds a learner called name with picture (LearnerList.Add) and returns them.
func (s *LearnerListStore) Add(name, picture string) (LearnerEntry, error) {
	var e LearnerEntry
	err := s.change(func(l *LearnerList) (err error) {
		e, err = l.Add(name, picture)
		return err
	})
	return e, err
}

// Change gives learner id a name and a picture (LearnerList.Change).
func (s *LearnerListStore) Change(id, name, picture string) error {
	return s.change(func(l *LearnerList) error { return l.Change(id, name, picture) })
}

// Remove takes learner id off the list (LearnerList.Remove); once the list is written, their file goes.
func (s *LearnerListStore) Remove(id string) error {
	return s.change(func(l *LearnerList) error { return l.Remove(id) })
}

// Choose remembers learner id as the one chosen last.
func (s *LearnerListStore) Choose(id string) {
	s.change(func(l *LearnerList) error {
		if l.Last == id || l.Index(id) < 0 {
			return ErrNoLearner // nothing to write
		}
		l.Last = id
		return nil
	})
}

// Refresh hands the list over to be written (after the writes before it, replacing one not started yet), which
// also takes in what other windows changed meanwhile; it returns at once, and a failure is reported by Err and
// WriteError.
func (s *LearnerListStore) Refresh() {
	_ = s.w.Put(func() error { return s.write(false) })
}

// write merges the window's changes into what the file holds now and writes the result, under the file's lock,
// then removes the files of the learners removed here and takes the result in as the window's list (with the
// changes made meanwhile); it runs on the writer's goroutine, or at the start. The file is written only when the
// result differs from it, or always with repair. A file that cannot be read is not written over.
func (s *LearnerListStore) write(repair bool) error {
	if s.dir == "" {
		return nil
	}
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return err
	}
	unlock, err := s.lock(lockPathOf(s.path))
	if err != nil {
		return err
	}
	defer unlock()
	disk, newer, data, err := readLearnerListFile(s.path)
	missing := errors.Is(err, fs.ErrNotExist)
	switch {
	case missing:
	case errors.Is(err, ErrBadLearnerList):
		// Damaged since it was read: the file as it was is kept beside first, once.
		if !bytes.Equal(data, s.copied) {
			if _, err := keepBadCopy(s.path, data); err != nil {
				return err
			}
			s.copied = data
		}
		repair = true
	case err != nil:
		return err
	}
	s.mu.Lock()
	base, mine := s.base, s.mine.Clone()
	s.mu.Unlock()
	out := mergeLearnerLists(base, disk, mine)
	if repair || !out.same(disk) || missing && !out.same(DefaultLearnerList()) {
		js, err := MarshalLearnerList(out, newer)
		if err != nil {
			return err
		}
		if err := s.writeFile(s.path, js); err != nil {
			return err
		}
	}
	for _, id := range removedLearners(base, mine) {
		if out.Index(id) < 0 {
			removeLearnerFiles(s.dir, id)
		}
	}
	s.mu.Lock()
	s.mine = mergeLearnerLists(mine, out, s.mine) // with the changes made while this write ran
	s.base = out
	s.mu.Unlock()
	return nil
}

// removeLearnerFiles removes the file of learner id in the config directory dir and its lock; its damaged copies
// (.bad), which the learner may still want back, stay.
func removeLearnerFiles(dir, id string) {
	p := LearnerPath(dir, id)
	os.Remove(p)
	os.Remove(lockPathOf(p))
}

// Err returns the error of the last write, nil after a successful one.
func (s *LearnerListStore) Err() error { return s.w.Err() }

// Failing reports whether the last write failed, so that some change is only in memory.
func (s *LearnerListStore) Failing() bool { return s.w.Err() != nil }

// WriteError returns the error of the last write the first time it is asked after writes began to fail, else
// nil, so the window tells it once; after a write succeeds a new failure is told again.
func (s *LearnerListStore) WriteError() error { return s.fails.tell(s.w.Err()) }

// Resumed reports, once, that the list is written again after WriteError told of a failure.
func (s *LearnerListStore) Resumed() bool { return s.fails.resumedOnce() }

// Retry writes the list again every retryEvery while the last write failed (see ProgressStore.Retry).
func (s *LearnerListStore) Retry(now time.Time) {
	if !s.fails.due(s.w.Err(), now) {
		return
	}
	s.Refresh()
}

// Flush waits until every change made before it is written and returns the error of the last write.
func (s *LearnerListStore) Flush() error { return s.w.Flush() }

// Close writes what is pending, stops the writer and returns the last write's error; later Saves do nothing.
func (s *LearnerListStore) Close() error { return s.w.Close() }
