package lesson

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/seed593a7f8d/atarigo/ai"
)

// Terms is the one home of which lesson teaches which word of Go: a learner meets the built-in lessons in order,
// and a sentence on lesson N (its own texts, and every sentence the lesson page chooses from the catalog) may use a
// term only when the term's lesson is N or earlier. The lessons' own texts are held against it both ways (a term
// is used in the lesson named here and in none before it), and the lesson page holds every sentence it can show
// against it; the page chooses its words with Taught. The motifs' terms are named as ai.Motif names them
// ("double-atari"), so that MotifTaught can ask for the tactic of a line.
var Terms = []Term{
	{"capture", 1, forms(`captur\p{L}*`, `zaj[aeíim]\p{L}*`, `захват\p{L}*|захвач\p{L}*`)},
	{"liberty", 2, forms(`liberty|liberties`, `svobod(a|y|u|ě|ou|ám|ami|ách)?`, `свобод(а|ы|у|е|ой|ою|ам|ами|ах)?`)},
	{"atari", 3, forms(`ataris?`, `atari`, `атари`)},
	{"chain", 4, forms(`chains?`, `skupin\p{L}*|řetěz\p{L}*`, `цепоч\p{L}*`)},
	{"connect", 5, forms(`connect\p{L}*`, `spoj\p{L}*`, `соедин\p{L}*`)},
	{"cut", 7, forms(`cut|cuts|cutting`, `odříz\p{L}*|odřiz\p{L}*|přesek\p{L}*|řezac\p{L}*|řezajíc\p{L}*`,
		`разрез\p{L}*|разреж\p{L}*|режущ\p{L}*`)},
	{"self-atari", 8, forms(`self-atari`, `sebeatari`, `самоатари`)},
	// The rule is taught and named once in lesson 8, never in its title; the lesson page says it in plain words.
	{"suicide", 8, forms(`suicides?`, `sebevražd\p{L}*`, `самоубийств\p{L}*`)},
	{"double-atari", 9, forms(`double ataris?`, `dvojit\p{L}* atari`, `двойн\p{L}* атари`)},
	{"ladder", 10, forms(`ladders?`, `žebří\p{L}*`, `лестниц\p{L}*`)},
	{"ladder-breaker", 11, forms(`ladder breakers?`, `lamač\p{L}*`, `ломател\p{L}*`)},
	{"net", 12, forms(`nets?|netted`, `síť|sítě|sítí|sítím|sítích|sítěmi`, `сеть|сети|сетью|сетей|сетям|сетями|сетях`)},
	{"snapback", 13, forms(`snapbacks?`, `past|pasti|pastí|pastmi|pastech`, `удар\p{L}* назад|снэпбэк\p{L}*`)},
	{"race", 14, forms(`races?`, `závod\p{L}*`, `гонк\p{L}*`)},
	{"shortage", 15, forms(`shortage|short of liberties`, `nedostat\p{L}* svobod\p{L}*`, `нехватк\p{L}* свобод\p{L}*`)},
	{"throw-in", 16, forms(`throw-ins?`, `vhoz\p{L}*|vhoď\p{L}*|vhodí|vhodit`, `вбрасывани\p{L}*|вброс\p{L}*`)},
	{"ko", 17, forms(`ko|kos`, `ko`, `ко`)},
	{"eye", 18, forms(`eyes?`, `oko|oka|oku|okem|ok|oky|okům|okách`, `глаз\p{L}*`)},
	// Czech says skupina for a chain and for a group alike: the chain's forms hold it.
	{"group", 18, forms(`groups?`, ``, `групп\p{L}*`)},
	{"territory", 20, forms(`territor\p{L}*`, `územ\p{L}*`, `территори\p{L}*`)},
	{"komi", 20, forms(`komi`, `komi`, `коми`)},
	{"pass", 21, forms(`pass|passes|passing|passed`, `pas|pasy|pasů|pasuj\p{L}*|pasova\p{L}*`, `пас(а|ы|ов)?|пасу\p{L}*|пасова\p{L}*`)},
	{"prisoner", 21, forms(`prisoners?`, `zajat(ec|ce|ci|ců|cem)`, `пленни\p{L}*`)},
	// The two ways of counting, named as the game's header names them (Japanese and Chinese rules).
	{"territory-counting", 21, forms(`territory counting`, `počítání\p{L}* území`, `подсч[её]т\p{L}*( по)? территори\p{L}*`)},
	{"area-counting", 21, forms(`area counting`, `počítání\p{L}* plochy`, `подсч[её]т\p{L}*( по)? площад\p{L}*`)},
}

// Term is a word of Go the lessons teach.
type Term struct {
	// Key names the term in English ("liberty"); a tactic's term is named as its ai.Motif.
	Key string
	// Lesson is the number of the built-in lesson that first teaches it (1 for 01-stones.sgf).
	Lesson int
	// Forms are the term's forms by language, one regular expression matched against whole words, case aside (a
	// stem ends in \p{L}*, the words of a form of several words stand one space apart).
	Forms map[string]string
}

// forms writes a term's forms in English, Czech and Russian; an empty form means the language has no word of its
// own for it.
func forms(en, cs, ru string) map[string]string {
	return map[string]string{"en": en, "cs": cs, "ru": ru}
}

// AllTaught is what Lesson.Taught returns for pages whose learner may meet every term: a teacher's own lesson or
// a practice set.
const AllTaught = math.MaxInt

// gameNames are the game's names, which use the word atari without being the term.
var gameNames = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)atari[\s-]go|атари[\s-]го`) })

// termPatterns are the compiled forms of Terms, by term and language.
var termPatterns = sync.OnceValue(func() []map[string]*regexp.Regexp {
	out := make([]map[string]*regexp.Regexp, len(Terms))
	for i, t := range Terms {
		out[i] = map[string]*regexp.Regexp{}
		for lang, f := range t.Forms {
			if f == "" {
				continue
			}
			f = strings.ReplaceAll(f, " ", `[\s\p{Pd}]+`)
			out[i][lang] = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:` + f + `)(?:[^\p{L}]|$)`)
		}
	}
	return out
})

// TermsIn returns the terms text (in language lang) uses, in the order of Terms.
func TermsIn(text, lang string) []Term {
	text = gameNames().ReplaceAllString(text, " ")
	var out []Term
	for i, t := range Terms {
		if re := termPatterns()[i][lang]; re != nil && re.MatchString(text) {
			out = append(out, t)
		}
	}
	return out
}

// Taught reports whether the term named key is taught by lesson number through (AllTaught: by every lesson). It
// panics when no term has that key: the caller's key is mistyped.
func Taught(key string, through int) bool {
	for _, t := range Terms {
		if t.Key == key {
			return t.Lesson <= through
		}
	}
	panic("lesson: no term " + strconv.Quote(key))
}

// MotifTaught reports whether the tactic m has been taught by lesson number through, so that a sentence may name
// it; a motif without a term of its own (ai.MotifNone) never is.
func MotifTaught(m ai.Motif, through int) bool {
	for _, t := range Terms {
		if t.Key == m.String() {
			return t.Lesson <= through
		}
	}
	return false
}

// Taught returns how far into the built-in lessons a learner on l's pages has come: the number of a built-in lesson
// (3 for 03-atari), whose terms and those of the lessons before it the page may use, and AllTaught for a teacher's
// own lesson, a practice set or any lesson whose key starts with no number.
func (l *Lesson) Taught() int {
	if l.Own {
		return AllTaught
	}
	head, _, _ := strings.Cut(l.Key, "-")
	n, err := strconv.Atoi(head)
	if err != nil || n <= 0 {
		return AllTaught
	}
	return n
}
