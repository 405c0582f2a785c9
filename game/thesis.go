package game

import (
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
)

// LevelSpec returns the player specification of level lv played with the
// thesis constants e: a level whose player is one of the thesis players
// (greedy or alphabeta) gets e's five constants, and alphabeta also e's
// depth, after its own settings; other levels, and every level when e holds
// the thesis defaults, keep lv.Spec unchanged.
func (e EvalConstants) LevelSpec(lv ai.Level) string {
	kind, _, _ := strings.Cut(lv.Spec, ":")
	kind = strings.ToLower(strings.TrimSpace(kind))
	if (kind != "greedy" && kind != "alphabeta") || e == DefaultEval() {
		return lv.Spec
	}
	f := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	fields := []string{"alpha=" + f(e.Alpha), "beta=" + f(e.Beta), "gamma=" + f(e.Gamma), "delta=" + f(e.Delta), "epsilon=" + f(e.Epsilon)}
	if kind == "alphabeta" {
		fields = append(fields, "depth="+strconv.Itoa(e.Depth))
	}
	sep := ","
	if !strings.Contains(lv.Spec, ":") {
		sep = ":"
	} else if strings.HasSuffix(strings.TrimSpace(lv.Spec), ":") {
		sep = ""
	}
	return lv.Spec + sep + strings.Join(fields, ",")
}
