package scenes

import (
	"bytes"
	"context"
	"fmt"
	"io"

	"github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/hajimehoshi/ebiten/v2/audio/wav"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/game"
)

// sampleRate is the rate of the game's sounds and of the audio context.
const sampleRate = 44100

// Sounds plays the game's sounds: the stone, a capture, the end of
// a game and a refused move, made by assets/gen. The audio context and one
// player per sound are made once; a sound played again starts over. A nil
// *Sounds, or one that is muted, plays nothing.
type Sounds struct {
	players map[string]*audio.Player
	on      bool
	volume  float64
}

// decodeSounds decodes the WAV files into the samples the audio
// context plays; it needs no audio context and may run on any goroutine.
func decodeSounds() (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, name := range assets.Sounds {
		data, err := assets.Sound(name)
		if err != nil {
			return nil, err
		}
		stream, err := wav.DecodeWithSampleRate(sampleRate, bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("sound %s: %w", name, err)
		}
		pcm, err := io.ReadAll(stream)
		if err != nil {
			return nil, fmt.Errorf("sound %s: %w", name, err)
		}
		out[name] = pcm
	}
	return out, nil
}

// newSounds makes one player per decoded sound on the process's one audio
// context, creating the context if there is none.
func newSounds(pcm map[string][]byte) *Sounds {
	ctx := audio.CurrentContext()
	if ctx == nil {
		ctx = audio.NewContext(sampleRate)
	}
	s := &Sounds{players: map[string]*audio.Player{}, on: true, volume: 1}
	for name, data := range pcm {
		s.players[name] = ctx.NewPlayerFromBytes(data)
	}
	return s
}

// soundWork returns the work, run off the game loop, that checks that the system can play sound (check may be
// nil: it can) and decodes the sounds; it fails when there is no sound.
func soundWork(check func() error) func(context.Context) (map[string][]byte, error) {
	return func(context.Context) (map[string][]byte, error) {
		if check != nil {
			if err := check(); err != nil {
				return nil, err
			}
		}
		return decodeSounds()
	}
}

// Set turns the sounds on or off and sets their loudness (0…1).
func (s *Sounds) Set(on bool, volume float64) {
	if s == nil {
		return
	}
	s.on, s.volume = on, min(max(volume, 0), 1)
	for _, p := range s.players {
		p.SetVolume(s.volume)
		if !on {
			p.Pause()
		}
	}
}

// Play starts the sound with the given name (assets.StoneWAV …) from its beginning.
func (s *Sounds) Play(name string) {
	if s == nil || !s.on || s.volume == 0 {
		return
	}
	p, ok := s.players[name]
	if !ok {
		return
	}
	if err := p.Rewind(); err != nil {
		return
	}
	p.Play()
}

// Playing reports whether a sound is playing now, so that the loop does not go to sleep (and the browser's page
// does not suspend the sound, sleep.go) under it.
func (s *Sounds) Playing() bool {
	if s == nil {
		return false
	}
	for _, p := range s.players {
		if p.IsPlaying() {
			return true
		}
	}
	return false
}

// PlaySound plays a sound of the game (game.SoundPlayer), so the Keeper of the kept game can play its stones,
// captures and ends.
func (s *Sounds) PlaySound(snd game.Sound) {
	switch snd {
	case game.SoundStone:
		s.Play(assets.StoneWAV)
	case game.SoundCapture:
		s.Play(assets.CaptureWAV)
	case game.SoundEnd:
		s.Play(assets.GameEndWAV)
	}
}
