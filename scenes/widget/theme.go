package widget

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Palette is the set of colours the widgets and scenes draw with.
type Palette struct {
	Background, BackgroundDeep   color.RGBA
	Panel, PanelBorder           color.RGBA
	Text, TextDim, TextOnAccent  color.RGBA
	Accent, AccentHover          color.RGBA
	AccentPressed                color.RGBA
	Button, ButtonHover          color.RGBA
	ButtonPressed, ButtonBorder  color.RGBA
	Focus, Error, Good           color.RGBA
	TooltipBg, TooltipText       color.RGBA
	Shadow, Disabled, TrackOff   color.RGBA
	SelectedBg, SelectedText     color.RGBA
	LastMove, KoMark, AtariGlow  color.RGBA
	TerritoryBlack, TerritoryWht color.RGBA
}

// WarmPalette is the calm, warm palette that goes with a wood board.
var WarmPalette = Palette{
	Background:     rgb(0xEF, 0xE6, 0xD8),
	BackgroundDeep: rgb(0xE4, 0xD7, 0xC3),
	Panel:          rgb(0xFB, 0xF7, 0xF0),
	PanelBorder:    rgb(0xDC, 0xCF, 0xBC),
	Text:           rgb(0x3A, 0x2E, 0x25),
	TextDim:        rgb(0x7A, 0x6A, 0x5C),
	TextOnAccent:   rgb(0xFF, 0xF8, 0xF0),
	Accent:         rgb(0xB0, 0x55, 0x30),
	AccentHover:    rgb(0xC2, 0x62, 0x3A),
	AccentPressed:  rgb(0x94, 0x45, 0x25),
	Button:         rgb(0xF5, 0xEE, 0xE3),
	ButtonHover:    rgb(0xEC, 0xE1, 0xD1),
	ButtonPressed:  rgb(0xDF, 0xD1, 0xBD),
	ButtonBorder:   rgb(0xCB, 0xBA, 0xA2),
	Focus:          rgb(0x2D, 0x7D, 0x8A),
	Error:          rgb(0xA8, 0x36, 0x24),
	Good:           rgb(0x3C, 0x7A, 0x4A),
	TooltipBg:      rgb(0x3A, 0x2E, 0x25),
	TooltipText:    rgb(0xFB, 0xF7, 0xF0),
	Shadow:         color.RGBA{0x3A, 0x2A, 0x1A, 0x22},
	Disabled:       rgb(0xB5, 0xA9, 0x9A),
	TrackOff:       rgb(0xD3, 0xC6, 0xB3),
	SelectedBg:     rgb(0x5A, 0x47, 0x38),
	SelectedText:   rgb(0xFB, 0xF7, 0xF0),
	LastMove:       rgb(0xD2, 0x2B, 0x1E),
	KoMark:         rgb(0x3A, 0x2E, 0x25),
	AtariGlow:      color.RGBA{0xE0, 0x40, 0x20, 0xD0},
	TerritoryBlack: rgb(0x20, 0x1A, 0x16),
	TerritoryWht:   rgb(0xF8, 0xF4, 0xEC),
}

// rgb builds an opaque colour.
func rgb(r, g, b uint8) color.RGBA {
	return color.RGBA{r, g, b, 0xFF}
}

// Theme is the palette, the scale and the fonts of the user interface; one
// value is shared by every scene.
type Theme struct {
	// Palette holds the colours.
	Palette
	// Scale converts device-independent pixels to screen pixels.
	Scale float64
	// Screen is the whole window in screen pixels, when known (a part being redrawn is smaller).
	Screen image.Rectangle
	fonts  fontSet
}

// NewTheme returns the warm theme at the given scale; it fails only if the
// embedded fonts cannot be parsed.
func NewTheme(scale float64) (*Theme, error) {
	if err := loadFonts(); err != nil {
		return nil, err
	}
	if scale <= 0 {
		scale = 1
	}
	return &Theme{Palette: WarmPalette, Scale: scale}, nil
}

// S converts a length in device-independent pixels to screen pixels.
func (t *Theme) S(dp float64) float64 {
	return dp * t.Scale
}

// I converts a length in device-independent pixels to whole screen pixels.
func (t *Theme) I(dp float64) int {
	return int(math.Round(dp * t.Scale))
}

// Face returns the face for a text role, regular or bold.
func (t *Theme) Face(size TextSize, bold bool) text.Face {
	return t.FacePx(math.Round(sizeDP[size]*t.Scale), bold)
}

// FacePx returns a face of exactly px screen pixels, regular or bold.
func (t *Theme) FacePx(px float64, bold bool) text.Face {
	if px < 6 {
		px = 6
	}
	return t.fonts.face(px, bold)
}

// LineHeight returns the height of one line of the given role in pixels.
func (t *Theme) LineHeight(size TextSize) float64 {
	return math.Round(sizeDP[size] * t.Scale * 1.35)
}
