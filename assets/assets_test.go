//go:build !js

package assets

import (
	"bytes"
	"encoding/binary"
	"errors"
	"image"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

func TestImages(t *testing.T) {
	tests := []struct {
		name string
		size int
	}{
		{WoodPNG, 1024},
		{StoneBlackPNG, 256},
		{StoneWhitePNG, 256},
		{StoneShadowPNG, 256},
		{IconPNG, 64},
		{Icon256PNG, 256},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			img, err := Image(tt.name)
			if err != nil {
				t.Fatal(err)
			}
			b := img.Bounds()
			if b.Dx() != tt.size || b.Dy() != tt.size {
				t.Errorf("size %dx%d, want %dx%d", b.Dx(), b.Dy(), tt.size, tt.size)
			}
		})
	}
}

func TestImageFileSizes(t *testing.T) {
	limits := map[string]int{
		WoodPNG:        1_600_000,
		StoneBlackPNG:  200_000,
		StoneWhitePNG:  200_000,
		StoneShadowPNG: 100_000,
		IconPNG:        50_000,
		Icon256PNG:     100_000,
	}
	for name, limit := range limits {
		data, err := files.ReadFile("data/" + name)
		if err != nil {
			t.Fatal(err)
		}
		if len(data) > limit {
			t.Errorf("%s is %d bytes, want at most %d", name, len(data), limit)
		}
	}
}

// rgba8 returns the 8-bit straight-alpha colour of img at (x, y).
func rgba8(img image.Image, x, y int) (r, g, b, a uint8) {
	cr, cg, cb, ca := img.At(x, y).RGBA()
	if ca == 0 {
		return 0, 0, 0, 0
	}
	return uint8(cr * 255 / ca), uint8(cg * 255 / ca), uint8(cb * 255 / ca), uint8(ca >> 8)
}

func TestStones(t *testing.T) {
	tests := []struct {
		name               string
		minLight, maxLight int // allowed brightness range in the middle
		opaque             bool
		maxAlpha           uint8
	}{
		{StoneBlackPNG, 0, 60, true, 255},
		{StoneWhitePNG, 200, 255, true, 255},
		{StoneShadowPNG, 0, 40, false, 100},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			img, err := Image(tt.name)
			if err != nil {
				t.Fatal(err)
			}
			b := img.Bounds()
			for _, p := range []image.Point{{0, 0}, {b.Dx() - 1, 0}, {0, b.Dy() - 1}, {b.Dx() - 1, b.Dy() - 1}} {
				if _, _, _, a := rgba8(img, p.X, p.Y); a != 0 {
					t.Errorf("corner %v has alpha %d, want 0", p, a)
				}
			}
			// The edge midpoints lie just outside the disc.
			for _, p := range []image.Point{{b.Dx() / 2, 0}, {0, b.Dy() / 2}} {
				if _, _, _, a := rgba8(img, p.X, p.Y); a != 0 {
					t.Errorf("edge %v has alpha %d, want 0", p, a)
				}
			}
			r, g, bl, a := rgba8(img, b.Dx()/2, b.Dy()/2)
			if tt.opaque && a != 255 {
				t.Errorf("centre alpha %d, want 255", a)
			}
			if !tt.opaque && (a == 0 || a > tt.maxAlpha) {
				t.Errorf("centre alpha %d, want 1..%d", a, tt.maxAlpha)
			}
			light := (int(r) + int(g) + int(bl)) / 3
			if light < tt.minLight || light > tt.maxLight {
				t.Errorf("centre brightness %d, want %d..%d", light, tt.minLight, tt.maxLight)
			}
		})
	}
}

func TestStoneFillsMostOfTheWidth(t *testing.T) {
	for _, name := range []string{StoneBlackPNG, StoneWhitePNG} {
		img, err := Image(name)
		if err != nil {
			t.Fatal(err)
		}
		b := img.Bounds()
		covered := 0
		for x := 0; x < b.Dx(); x++ {
			if _, _, _, a := rgba8(img, x, b.Dy()/2); a >= 128 {
				covered++
			}
		}
		share := float64(covered) / float64(b.Dx())
		if share < 0.90 || share > 0.97 {
			t.Errorf("%s: disc covers %.3f of the width, want about 0.94", name, share)
		}
	}
}

func TestWoodColour(t *testing.T) {
	img, err := Image(WoodPNG)
	if err != nil {
		t.Fatal(err)
	}
	var sr, sg, sb, n float64
	b := img.Bounds()
	for y := 0; y < b.Dy(); y += 4 {
		for x := 0; x < b.Dx(); x += 4 {
			r, g, bl, a := rgba8(img, x, y)
			if a != 255 {
				t.Fatalf("wood pixel (%d,%d) has alpha %d", x, y, a)
			}
			sr, sg, sb, n = sr+float64(r), sg+float64(g), sb+float64(bl), n+1
		}
	}
	r, g, bl := sr/n, sg/n, sb/n
	if r < 190 || r > 240 || g < 150 || g > 200 || bl < 70 || bl > 130 || r <= g || g <= bl {
		t.Errorf("mean wood colour (%.0f, %.0f, %.0f) is not a warm light yellow", r, g, bl)
	}
}

func TestSounds(t *testing.T) {
	tests := []struct {
		name     string
		min, max time.Duration
	}{
		{StoneWAV, 100 * time.Millisecond, 150 * time.Millisecond},
		{CaptureWAV, 250 * time.Millisecond, 350 * time.Millisecond},
		{GameEndWAV, 800 * time.Millisecond, 1000 * time.Millisecond},
		{IllegalWAV, 120 * time.Millisecond, 180 * time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data, err := Sound(tt.name)
			if err != nil {
				t.Fatal(err)
			}
			w, err := parseWAV(data)
			if err != nil {
				t.Fatal(err)
			}
			if w.format != 1 || w.channels != 1 || w.rate != 44100 || w.bits != 16 {
				t.Fatalf("format %d, %d channels, %d Hz, %d bits; want PCM mono 44100 Hz 16-bit",
					w.format, w.channels, w.rate, w.bits)
			}
			if w.byteRate != 88200 || w.blockAlign != 2 {
				t.Errorf("byte rate %d, block align %d; want 88200, 2", w.byteRate, w.blockAlign)
			}
			d := time.Duration(len(w.samples)) * time.Second / 44100
			if d < tt.min || d > tt.max {
				t.Errorf("duration %v, want %v..%v", d, tt.min, tt.max)
			}
			peak := 0
			for _, s := range w.samples {
				peak = max(peak, abs(int(s)))
			}
			db := 20 * math.Log10(float64(peak)/32768)
			if db < -4 || db > -2 {
				t.Errorf("peak %.2f dBFS, want about -3", db)
			}
			// Fades keep the ends quiet so playback does not click.
			first, last := abs(int(w.samples[0])), abs(int(w.samples[len(w.samples)-1]))
			if first > 300 || last > 300 {
				t.Errorf("ends at %d and %d, want near silence", first, last)
			}
		})
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// wavFile is the part of a WAV file the tests look at.
type wavFile struct {
	format, channels, blockAlign, bits uint16
	rate, byteRate                     uint32
	samples                            []int16
}

// parseWAV reads a RIFF WAVE file with a fmt and a data chunk.
func parseWAV(data []byte) (wavFile, error) {
	var w wavFile
	if len(data) < 12 || string(data[0:4]) != "RIFF" || string(data[8:12]) != "WAVE" {
		return w, errors.New("no RIFF WAVE header")
	}
	if size := binary.LittleEndian.Uint32(data[4:8]); int(size) != len(data)-8 {
		return w, errors.New("RIFF size does not match the file")
	}
	var haveFmt, haveData bool
	for rest := data[12:]; len(rest) >= 8; {
		id, size := string(rest[0:4]), int(binary.LittleEndian.Uint32(rest[4:8]))
		if size > len(rest)-8 {
			return w, errors.New("chunk " + id + " runs past the end")
		}
		body := rest[8 : 8+size]
		switch id {
		case "fmt ":
			if size < 16 {
				return w, errors.New("fmt chunk too short")
			}
			w.format = binary.LittleEndian.Uint16(body[0:])
			w.channels = binary.LittleEndian.Uint16(body[2:])
			w.rate = binary.LittleEndian.Uint32(body[4:])
			w.byteRate = binary.LittleEndian.Uint32(body[8:])
			w.blockAlign = binary.LittleEndian.Uint16(body[12:])
			w.bits = binary.LittleEndian.Uint16(body[14:])
			haveFmt = true
		case "data":
			if size%2 != 0 {
				return w, errors.New("odd data size")
			}
			w.samples = make([]int16, size/2)
			if err := binary.Read(bytes.NewReader(body), binary.LittleEndian, w.samples); err != nil {
				return w, err
			}
			haveData = true
		}
		rest = rest[8+size+size%2:]
	}
	if !haveFmt || !haveData {
		return w, errors.New("missing fmt or data chunk")
	}
	return w, nil
}

func TestUnknownNames(t *testing.T) {
	tests := []struct {
		name  string
		sound bool
	}{
		{"nope.png", false},
		{"", false},
		{"../assets.go", false},
		{"data/wood.png", false},
		{StoneWAV, false},
		{"nope.wav", true},
		{WoodPNG, true},
	}
	for _, tt := range tests {
		var err error
		if tt.sound {
			_, err = Sound(tt.name)
		} else {
			_, err = Image(tt.name)
		}
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("name %q: got %v, want ErrNotFound", tt.name, err)
		}
	}
}

// TestGeneratorIsReproducible runs the generator into a temporary directory
// and checks that it writes exactly the embedded files, byte for byte.
func TestGeneratorIsReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the generator")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not found")
	}
	generate := func() string {
		dir := t.TempDir()
		out, err := exec.Command(goTool, "run", "./gen", "-out", dir).CombinedOutput()
		if err != nil {
			t.Fatalf("generator: %v\n%s", err, out)
		}
		return dir
	}
	got := generate()
	want := "data"
	if runtime.GOARCH != "amd64" {
		// Floating point may round differently elsewhere (fused
		// multiply-add), so there only two runs are compared.
		want = generate()
	}
	wantFiles, err := os.ReadDir(want)
	if err != nil {
		t.Fatal(err)
	}
	gotFiles, err := os.ReadDir(got)
	if err != nil {
		t.Fatal(err)
	}
	if len(gotFiles) != len(wantFiles) {
		t.Errorf("generator wrote %d files, want %d", len(gotFiles), len(wantFiles))
	}
	for _, f := range wantFiles {
		a, err := os.ReadFile(filepath.Join(want, f.Name()))
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(got, f.Name()))
		if err != nil {
			t.Errorf("%s: %v", f.Name(), err)
			continue
		}
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs from a fresh run of the generator", f.Name())
		}
	}
}
