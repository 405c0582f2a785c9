package game

import (
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// TestHintSentenceEndgame puts the exact endgame's hints, and the fallback when the endgame was too complex,
// into words in English, Czech and Russian, with the plural of the margin each language needs.
func TestHintSentenceEndgame(t *testing.T) {
	c3 := engine.Pt(2, 4)
	exact := func(mv engine.Point, winner engine.Color, margin float64) ai.HintResult {
		return ai.HintResult{Move: mv, Exact: true, Winner: winner, Margin: margin}
	}
	tests := []struct {
		hint   ai.HintResult
		toMove engine.Color
		want   [3]string // en, cs, ru
	}{
		{exact(c3, engine.Black, 2.5), engine.Black, [3]string{
			"Best move: C3 — Black wins by 2.5 points with best play (exact).",
			"Nejlepší tah: C3 — při nejlepší hře Černý vyhraje o 2,5 bodu (přesně).",
			"Лучший ход: C3 — при лучшей игре Чёрные выигрывают с перевесом в 2,5 очка (точно).",
		}},
		{exact(c3, engine.White, -1), engine.Black, [3]string{
			"Best move: C3 — White wins by 1 point with best play (exact).",
			"Nejlepší tah: C3 — při nejlepší hře Bílý vyhraje o 1 bod (přesně).",
			"Лучший ход: C3 — при лучшей игре Белые выигрывают с перевесом в 1 очко (точно).",
		}},
		{exact(engine.Pass, engine.White, 3), engine.White, [3]string{
			"Best move: pass — White wins by 3 points with best play (exact).",
			"Nejlepší tah: pas — při nejlepší hře Bílý vyhraje o 3 body (přesně).",
			"Лучший ход: пас — при лучшей игре Белые выигрывают с перевесом в 3 очка (точно).",
		}},
		{exact(c3, engine.Black, 5), engine.White, [3]string{
			"Best move: C3 — Black wins by 5 points with best play (exact).",
			"Nejlepší tah: C3 — při nejlepší hře Černý vyhraje o 5 bodů (přesně).",
			"Лучший ход: C3 — при лучшей игре Чёрные выигрывают с перевесом в 5 очков (точно).",
		}},
		{exact(c3, engine.Empty, 0), engine.Black, [3]string{
			"Best move: C3 — with best play the game is a draw (exact).",
			"Nejlepší tah: C3 — při nejlepší hře skončí partie remízou (přesně).",
			"Лучший ход: C3 — при лучшей игре партия заканчивается вничью (точно).",
		}},
		{ai.HintResult{Move: c3, Value: 0.614, TooComplex: true}, engine.Black, [3]string{
			"Too complex for an exact answer. The strongest player would play C3. From here it wins 61% of its games.",
			"Na přesnou odpověď je to příliš složité. Nejsilnější hráč by zahrál C3. Odsud vyhrává 61 % svých partií.",
			"Слишком сложно для точного ответа. Сильнейший игрок сыграл бы C3. Отсюда он выигрывает 61% партий.",
		}},
	}
	for _, tt := range tests {
		for i, lang := range []string{"en", "cs", "ru"} {
			if got := HintSentence(NewTranslator(lang), tt.hint, tt.toMove, 7); got != tt.want[i] {
				t.Errorf("%+v in %s: %q, want %q", tt.hint, lang, got, tt.want[i])
			}
		}
	}
}
