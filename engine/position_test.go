package engine

import (
	"errors"
	"testing"
)

// TestParseSize reads board sizes as the command lines write them.
func TestParseSize(t *testing.T) {
	tests := []struct {
		in         string
		cols, rows int
		ok         bool
	}{
		{"9", 9, 9, true},
		{" 19 ", 19, 19, true},
		{"7x5", 7, 5, true},
		{"7X5", 7, 5, true},
		{"6×4", 6, 4, true},
		{"1", 0, 0, false},
		{"20", 0, 0, false},
		{"9x20", 0, 0, false},
		{"nine", 0, 0, false},
		{"9x", 0, 0, false},
		{"", 0, 0, false},
	}
	for _, tc := range tests {
		cols, rows, err := ParseSize(tc.in)
		if tc.ok && (err != nil || cols != tc.cols || rows != tc.rows) {
			t.Errorf("ParseSize(%q) = %d, %d, %v; want %d, %d", tc.in, cols, rows, err, tc.cols, tc.rows)
		}
		if !tc.ok && !errors.Is(err, ErrBadSize) {
			t.Errorf("ParseSize(%q) = %d, %d, %v; want ErrBadSize", tc.in, cols, rows, err)
		}
	}
}
