package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"time"

	"github.com/ebitengine/oto/v3"
)

// Ebiten's audio ends the game loop with an error when the system has no
// sound device (a server, a container, a virtual X display). So before the
// window uses sound, the program runs itself once more as a probe that only
// opens the sound device with the same library and reports by its exit
// status whether that works.

// audioProbeEnv names the environment variable that makes the program a probe.
const audioProbeEnv = "ATARIGO_AUDIO_PROBE"

// probeTimeout bounds how long the probe may take.
const probeTimeout = 5 * time.Second

// errNoSound means the sound device could not be opened.
var errNoSound = errors.New("no sound device")

// isAudioProbe reports whether this process was started as the probe.
func isAudioProbe() bool { return os.Getenv(audioProbeEnv) == "1" }

// runAudioProbe opens the sound device and exits 0 when it works, 1 when not.
func runAudioProbe() {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{SampleRate: 44100, ChannelCount: 2, Format: oto.FormatFloat32LE})
	if err == nil {
		<-ready
		err = ctx.Err()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "atarigo: sound:", err)
		os.Exit(1)
	}
	os.Exit(0)
}

// checkAudio runs the probe and returns nil when the window may use sound.
func checkAudio() error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), probeTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Env = append(os.Environ(), audioProbeEnv+"=1")
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%w: %v", errNoSound, err)
	}
	return nil
}
