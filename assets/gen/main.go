// Command gen draws the board, stone and icon images and synthesises the
// sound effects of the game, writing them into a directory (by default
// data, next to the assets package). The output is the same on every run.
package main

import (
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
)

// seed fixes every random choice, so the files come out identical each time.
const seed = 0x5EED593A

func main() {
	out := flag.String("out", "data", "directory to write the files into")
	icon := flag.Int("icon", 0, "write only the icon, this many pixels square (16 to 512; an ICO to 256), to the file -icon-out (PNG, or ICO when it ends in .ico)")
	iconOut := flag.String("icon-out", "icon.png", "the file -icon writes")
	flag.Parse()
	if *icon != 0 {
		if err := writeIcon(*icon, *iconOut); err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
		return
	}
	if err := generate(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

// generate writes every asset into dir.
func generate(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	wood := makeWood(seed)
	images := []struct {
		name string
		img  image.Image
	}{
		{"wood.png", wood},
		{"stone_black.png", renderStone(stoneSize, shadeBlack)},
		{"stone_white.png", renderStone(stoneSize, shadeWhite)},
		{"stone_shadow.png", renderShadow(stoneSize)},
		{"icon.png", makeIcon(wood, 64)},
		{"icon_256.png", makeIcon(wood, 256)},
	}
	for _, f := range images {
		data, err := encodePNG(f.img)
		if err != nil {
			return fmt.Errorf("%s: %w", f.name, err)
		}
		if err := os.WriteFile(filepath.Join(dir, f.name), data, 0o644); err != nil {
			return err
		}
	}
	sounds := []struct {
		name string
		data []byte
	}{
		{"stone.wav", makeStoneSound(seed + 1)},
		{"capture.wav", makeCaptureSound(seed + 2)},
		{"gameend.wav", makeGameEndSound(seed + 3)},
		{"illegal.wav", makeIllegalSound(seed + 4)},
		{"solved.wav", makeSolvedSound(seed + 5)},
	}
	for _, f := range sounds {
		if err := os.WriteFile(filepath.Join(dir, f.name), f.data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// encodePNG compresses img as tightly as the standard encoder allows.
func encodePNG(img image.Image) ([]byte, error) {
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&b, img); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// maxIcon is the largest icon: the 512-pixel one the browser's manifest names for installing the game (the wood
// is then drawn a texel to two pixels).
const maxIcon = 2 * iconRegion

// writeIcon writes the icon, size pixels square, to file: PNG, or ICO when the name ends in .ico; app projects
// (the browser page, Android) use it.
func writeIcon(size int, file string) error {
	if size < 16 || size > maxIcon || strings.HasSuffix(file, ".ico") && size > iconRegion {
		return fmt.Errorf("an icon is 16 to %d pixels square (an ICO one to %d), not %d", maxIcon, iconRegion, size)
	}
	data, err := encodePNG(makeIcon(makeWood(seed), size))
	if err != nil {
		return err
	}
	if strings.EqualFold(filepath.Ext(file), ".ico") {
		data = wrapICO(data, size)
	}
	if dir := filepath.Dir(file); dir != "." {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	return os.WriteFile(file, data, 0o644)
}

// wrapICO returns the ICO file holding one PNG image, size pixels square: the icon directory (6 bytes), its one
// entry (16 bytes), then the PNG as it is, which every browser and Windows since Vista reads.
func wrapICO(png []byte, size int) []byte {
	side := byte(size)
	if size >= 256 {
		side = 0 // 0 means 256 in an ICO entry
	}
	out := make([]byte, 0, 22+len(png))
	out = binary.LittleEndian.AppendUint16(out, 0)  // reserved
	out = binary.LittleEndian.AppendUint16(out, 1)  // type: icon
	out = binary.LittleEndian.AppendUint16(out, 1)  // one image
	out = append(out, side, side, 0, 0)             // width, height, no palette, reserved
	out = binary.LittleEndian.AppendUint16(out, 1)  // colour planes
	out = binary.LittleEndian.AppendUint16(out, 32) // bits a pixel
	out = binary.LittleEndian.AppendUint32(out, uint32(len(png)))
	out = binary.LittleEndian.AppendUint32(out, 22) // where the image starts
	return append(out, png...)
}
