package game

import "time"

// writeFailures is what a store that writes in the background (ProgressStore, LearnerListStore) keeps to tell the
// window of its failed writes once, to say when they work again, and to time its retries. Its methods are meant
// for the game loop.
type writeFailures struct {
	told    error     // the write error told, until a write succeeds
	resumed bool      // a write succeeded after a failure was told, and resumedOnce has not said so yet
	retryAt time.Time // when due says to write again while writes fail; zero until due sees a failure
}

// tell returns err, the last write's error, the first time it is asked after writes began to fail, else nil; after
// a write succeeds a new failure is told again.
func (f *writeFailures) tell(err error) error {
	if err == nil {
		if f.told != nil {
			f.resumed = true
		}
		f.told = nil
		return nil
	}
	if f.told != nil {
		return nil
	}
	f.told = err
	return err
}

// resumedOnce reports, once, that writes work again after tell told of a failure.
func (f *writeFailures) resumedOnce() bool {
	r := f.resumed
	f.resumed = false
	return r
}

// due reports whether to write again now, while the last write failed (err): every retryEvery, counting from the
// first call that sees the failure.
func (f *writeFailures) due(err error, now time.Time) bool {
	if err == nil {
		f.retryAt = time.Time{}
		return false
	}
	if f.retryAt.IsZero() {
		f.retryAt = now.Add(retryEvery)
		return false
	}
	if now.Before(f.retryAt) {
		return false
	}
	f.retryAt = now.Add(retryEvery)
	return true
}
