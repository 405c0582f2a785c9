//go:build !race

package ai

// underRace reports that the tests run under the race detector (see race_test.go): here they do not.
const underRace = false
