//go:build race

package ai

// underRace reports that the tests run under the race detector, where every search is many times slower: the long
// samples shrink to a few positions.
const underRace = true
