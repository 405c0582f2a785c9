package script

import (
	"encoding/json"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/scenes"
)

// shotWriter captures frames and writes them as PNG files off the game loop.
type shotWriter struct {
	wg   sync.WaitGroup
	mu   sync.Mutex
	errs []error
}

// capture copies the screen's pixels now and writes them to file in the
// background, with info (where the board is) beside it as FILE.json when
// info is not nil, so that tests can find the intersections in the picture.
func (w *shotWriter) capture(screen *ebiten.Image, file string, info *scenes.BoardShot) {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	// The screen is opaque; make sure no half-transparent pixel leaks into the file.
	for i := 3; i < len(img.Pix); i += 4 {
		img.Pix[i] = 0xFF
	}
	w.wg.Add(1)
	go func() {
		defer w.wg.Done()
		err := writePNG(file, img)
		if err == nil && info != nil {
			var data []byte
			if data, err = json.Marshal(info); err == nil {
				err = os.WriteFile(file+".json", data, 0o644)
			}
		}
		if err != nil {
			w.mu.Lock()
			w.errs = append(w.errs, err)
			w.mu.Unlock()
		}
	}()
}

// wait blocks until every capture is written and returns the first error.
func (w *shotWriter) wait() error {
	w.wg.Wait()
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.errs) > 0 {
		return w.errs[0]
	}
	return nil
}

// writePNG writes img to file atomically (a temporary file renamed into place).
func writePNG(file string, img image.Image) error {
	if dir := filepath.Dir(file); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	tmp, err := os.CreateTemp(filepath.Dir(file), ".shot-*.png")
	if err != nil {
		return err
	}
	if err := png.Encode(tmp, img); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), file)
}

// fitReport is written beside a script's screenshot as FILE.fit.json.
type fitReport struct {
	// Lang is the language of the screen.
	Lang string
	// Cut lists the captions that do not fit (widget.CutTexts).
	Cut []string
}

// report writes the fit report of the screen about to be captured as file, off the game loop.
func (w *shotWriter) report(file, lang string, cut []string) {
	if cut == nil {
		cut = []string{}
	}
	data, err := json.Marshal(fitReport{Lang: lang, Cut: cut})
	if err != nil {
		return
	}
	w.wg.Add(1)
	go func() {
		defer w.wg.Done()
		os.WriteFile(file+".fit.json", data, 0o644)
	}()
}
