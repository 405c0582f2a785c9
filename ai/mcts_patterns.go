package ai

import "github.com/seed593a7f8d/atarigo/engine"

// The 3×3 shapes of MoGo's playouts (Gelly, Wang, Munos and Teytaud, 2006), as the Michi program writes
// them: the centre is the move, X and O the two colours, '.' empty, '#' off the board, '?' anything, 'x'
// anything but X, 'o' anything but O. Each shape counts in its eight rotations and reflections and with
// the colours exchanged. In Go playouts a move next to the last one that fits a shape (a hane, a cut, a
// block on the edge) is played before a random one.
var mcShapes = [][3]string{
	{"XOX", "...", "???"}, // hane enclosing a stone
	{"XO.", "...", "?.?"}, // hane that does not cut
	{"XO?", "X..", "x.?"}, // magari
	{".O.", "X..", "..."}, // diagonal attachment
	{"XO?", "O.o", "?o?"}, // cut
	{"XO?", "O.X", "???"}, // peeped cut
	{"?X?", "O.O", "ooo"}, // cut through a one-point jump
	{"OX?", "o.O", "???"}, // cut of a knight's move
	{"X.?", "O.?", "##?"}, // edge: chase
	{"OX?", "X.O", "###"}, // edge: block a cut
	{"?X?", "x.O", "###"}, // edge: block a connection
	{"?XO", "x.x", "###"}, // edge: sagari
	{"?OX", "X.O", "###"}, // edge: cut
}

// mcShapeTable has, for each 3×3 neighbourhood code (see mcFitsShape), whether some shape fits it.
var mcShapeTable [1 << 16]bool

// mcShapeOffsets are the eight neighbours of a point in the order of the shape code: the row above left
// to right, then left and right, then the row below.
var mcShapeOffsets = [8]engine.Point{-engine.Stride - 1, -engine.Stride, -engine.Stride + 1, -1, 1, engine.Stride - 1, engine.Stride, engine.Stride + 1}

// mcFitsShape reports whether a move at the empty point pt fits one of the playout shapes; the table is
// indexed by the neighbourhood's code (engine.Position.Neighbourhood, in the order of mcShapeOffsets).
func mcFitsShape(pos *engine.Position, pt engine.Point) bool {
	return mcShapeTable[pos.Neighbourhood(pt)]
}

func init() {
	for _, sh := range mcShapes {
		grid := [3][3]byte{}
		for r := 0; r < 3; r++ {
			for c := 0; c < 3; c++ {
				grid[r][c] = sh[r][c]
			}
		}
		for k := 0; k < 8; k++ {
			g := grid
			for i := 0; i < k%4; i++ {
				g = mcRotate(g)
			}
			if k >= 4 {
				g = mcMirror(g)
			}
			for swap := 0; swap < 2; swap++ {
				mcExpandShape(g, swap == 1, 0, 0)
			}
		}
	}
}

// mcRotate turns a 3×3 grid a quarter.
func mcRotate(g [3][3]byte) [3][3]byte {
	var out [3][3]byte
	for r := 0; r < 3; r++ {
		for c := 0; c < 3; c++ {
			out[c][2-r] = g[r][c]
		}
	}
	return out
}

// mcMirror reflects a 3×3 grid left to right.
func mcMirror(g [3][3]byte) [3][3]byte {
	var out [3][3]byte
	for r := 0; r < 3; r++ {
		for c := 0; c < 3; c++ {
			out[r][2-c] = g[r][c]
		}
	}
	return out
}

// mcExpandShape marks every neighbourhood code the grid's wildcards allow, from neighbour i on, with the
// colours exchanged when swap is set.
func mcExpandShape(g [3][3]byte, swap bool, i, code int) {
	if i == 8 {
		mcShapeTable[code] = true
		return
	}
	cell := i
	if i >= 4 {
		cell++ // skip the centre
	}
	var allowed []engine.Color
	x, o := engine.Black, engine.White
	if swap {
		x, o = o, x
	}
	switch g[cell/3][cell%3] {
	case 'X':
		allowed = []engine.Color{x}
	case 'O':
		allowed = []engine.Color{o}
	case '.':
		allowed = []engine.Color{engine.Empty}
	case '#':
		allowed = []engine.Color{engine.Border}
	case 'x':
		allowed = []engine.Color{o, engine.Empty, engine.Border}
	case 'o':
		allowed = []engine.Color{x, engine.Empty, engine.Border}
	default:
		allowed = []engine.Color{engine.Empty, engine.Black, engine.White, engine.Border}
	}
	for _, a := range allowed {
		mcExpandShape(g, swap, i+1, code|int(a)<<(2*uint(i)))
	}
}
