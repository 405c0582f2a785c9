package sgf

import (
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// josekiDictionary returns the text of a 19×19 file shaped like a joseki dictionary, with exactly the given number
// of nodes: lines of moves in the upper right corner that branch often near the root and seldom deep down, up to
// 40 moves long, a comment on one node in ten and a label on one in twenty. The same seed gives the same file.
func josekiDictionary(nodes int, seed uint64) []byte {
	rng := rand.New(rand.NewPCG(seed, 1))
	root := &Node{}
	root.Add("FF", "4")
	root.Add("GM", "1")
	root.Add("SZ", "19")
	root.Add("GN", "Joseki dictionary")
	type entry struct {
		n     *Node
		depth int
		path  []engine.Point // the moves from the root to n
	}
	all := []entry{{root, 0, nil}}
	last := 0
	for len(all) < nodes {
		parent := all[last]
		if parent.depth >= 40 || rng.IntN(100) < 12 {
			// Branch from an earlier node, near the root more often than deep down.
			for {
				parent = all[rng.IntN(len(all))]
				if parent.depth < 40 && rng.IntN(parent.depth+2) < 2 {
					break
				}
			}
		}
		var pt engine.Point
		for {
			pt = engine.Pt(9+rng.IntN(10), rng.IntN(10))
			used := false
			for _, q := range parent.path {
				used = used || q == pt
			}
			if !used {
				break
			}
		}
		n := &Node{}
		n.Add([]string{"B", "W"}[parent.depth%2], pt.SGF())
		if rng.IntN(10) == 0 {
			n.Add("C", "Joseki "+strconv.Itoa(len(all))+": the usual answer.")
		}
		if rng.IntN(20) == 0 {
			n.Add("LB", pt.SGF()+":A")
		}
		parent.n.Children = append(parent.n.Children, n)
		all = append(all, entry{n, parent.depth + 1, append(parent.path[:len(parent.path):len(parent.path)], pt)})
		last = len(all) - 1
	}
	data, err := FormatBytes(&Tree{Root: root})
	if err != nil {
		panic(err)
	}
	return data
}

// heapInUse returns the bytes of live heap objects after a collection.
func heapInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// TestReadJosekiDictionary reads a file of the size of a real joseki dictionary (62,749 nodes): every node is read,
// a deep node's position is the one the cursor finds, and the record keeps less than 1 KiB a node (a position
// cached in every node would be 12 KiB).
func TestReadJosekiDictionary(t *testing.T) {
	const nodes = 62749
	data := josekiDictionary(nodes, 1)
	before := heapInUse()
	g, err := Read(data)
	if err != nil {
		t.Fatal(err)
	}
	kept := heapInUse() - before
	if n, _ := countTree(g.Root()); n != nodes {
		t.Fatalf("%d nodes read, want %d", n, nodes)
	}
	if per := kept / nodes; per > 1024 {
		t.Errorf("the record keeps %d bytes a node", per)
	}
	deep := g.Root()
	for len(deep.Children()) > 0 {
		deep = deep.Children()[len(deep.Children())-1]
	}
	away := deep.Position()
	g.GoTo(deep)
	if here := g.Position(); here.String() != away.String() || here.MoveNumber() != away.MoveNumber() || here.MoveNumber() == 0 {
		t.Errorf("the last line's end, computed away from the cursor:\n%s\nat the cursor:\n%s", away.String(), here.String())
	}
	runtime.KeepAlive(g)
}

// benchmarkReadDictionary reads a joseki-dictionary-like file of the given number of nodes and reports, besides the
// time, the heap the record keeps (MiB-kept) and its bytes a node (B/node).
func benchmarkReadDictionary(b *testing.B, nodes int) {
	data := josekiDictionary(nodes, 1)
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	var kept uint64
	for b.Loop() {
		b.StopTimer()
		before := heapInUse()
		b.StartTimer()
		g, err := Read(data)
		if err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		kept = heapInUse() - before
		runtime.KeepAlive(g)
		b.StartTimer()
	}
	b.ReportMetric(float64(kept)/(1<<20), "MiB-kept")
	b.ReportMetric(float64(kept)/float64(nodes), "B/node")
	b.ReportMetric(float64(len(data))/(1<<20), "MiB-file")
}

// BenchmarkReadJoseki62749 reads a file of the size of a real joseki dictionary.
func BenchmarkReadJoseki62749(b *testing.B) { benchmarkReadDictionary(b, 62749) }

// BenchmarkReadMillion reads a joseki-dictionary-like file of MaxGameNodes nodes, the most a record may have.
func BenchmarkReadMillion(b *testing.B) { benchmarkReadDictionary(b, MaxGameNodes) }

// TestWriteDictionary writes a joseki-dictionary-like file for measuring programs that load it, when asked:
// SGF_DICTIONARY=/tmp/joseki.sgf:62749 go test ./engine/sgf -run TestWriteDictionary
func TestWriteDictionary(t *testing.T) {
	spec := os.Getenv("SGF_DICTIONARY")
	if spec == "" {
		t.Skip("SGF_DICTIONARY=file:nodes is not set")
	}
	i := strings.LastIndexByte(spec, ':')
	nodes, err := strconv.Atoi(spec[i+1:])
	if i < 0 || err != nil || nodes < 1 || nodes > MaxGameNodes {
		t.Fatalf("SGF_DICTIONARY=%s: want file:nodes with 1 to %d nodes", spec, MaxGameNodes)
	}
	if err := os.WriteFile(spec[:i], josekiDictionary(nodes, 1), 0o644); err != nil {
		t.Fatal(err)
	}
}
