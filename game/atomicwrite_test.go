package game

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestSecondDamagedAutosaveKeepsTheFirstCopy damages the autosave twice, then three times: each damaged file is
// kept in a copy of its own (autosave.sgf.bad, then autosave.sgf.2.bad, …), none written over another.
func TestSecondDamagedAutosaveKeepsTheFirstCopy(t *testing.T) {
	dir := useConfigDir(t)
	path := filepath.Join(dir, AutosaveFile)
	damaged := []string{"first damaged", "second damaged", "(;GM[1]SZ[9];B[ee];W[" + "cut"}
	want := []string{path + ".bad", path + ".2.bad", path + ".3.bad"}
	for i, text := range damaged {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		_, rec, err := OpenAutosave()
		if err != nil || rec == nil || rec.Backup != want[i] {
			t.Fatalf("damaged autosave %d: %v, recovery %+v; want its copy at %s", i+1, err, rec, want[i])
		}
	}
	for i, p := range want {
		if b, err := os.ReadFile(p); err != nil || string(b) != damaged[i] {
			t.Errorf("%s holds %q (%v); want %q", p, b, err, damaged[i])
		}
	}
}

// TestSecondDamagedSettingsKeepTheFirstCopy damages the settings file twice: the second repair keeps its copy
// beside the first instead of over it.
func TestSecondDamagedSettingsKeepTheFirstCopy(t *testing.T) {
	_, p, err := writeSettings(t, "first damaged")
	if err == nil {
		t.Fatal("no error for a damaged file")
	}
	os.WriteFile(p, []byte("second damaged"), 0o644)
	s, err := LoadSettings()
	var se *SettingsError
	if !errors.As(err, &se) {
		t.Fatalf("error %v, want a *SettingsError", err)
	}
	if err := se.Repair(s); err != nil || se.Backup != p+".2.bad" {
		t.Fatalf("repair: %v, copy %q; want %q", err, se.Backup, p+".2.bad")
	}
	for name, want := range map[string]string{p + ".bad": "first damaged", p + ".2.bad": "second damaged"} {
		if b, _ := os.ReadFile(name); string(b) != want {
			t.Errorf("%s holds %q, want %q", name, b, want)
		}
	}
}

// TestWritesGoThroughSymlinks saves settings whose file is a symbolic link (absolute, relative, a chain of two, one
// to a file not there yet): the link stays a link and the file it names gets the settings, written whole beside it.
func TestWritesGoThroughSymlinks(t *testing.T) {
	tests := []struct {
		name   string
		link   func(t *testing.T, link, target string) // makes link lead to target
		exists bool                                    // the target is there before the write
	}{
		{"absolute", func(t *testing.T, link, target string) { symlink(t, target, link) }, true},
		{"relative", func(t *testing.T, link, target string) {
			rel, err := filepath.Rel(filepath.Dir(link), target)
			if err != nil {
				t.Fatal(err)
			}
			symlink(t, rel, link)
		}, true},
		{"chain", func(t *testing.T, link, target string) {
			mid := filepath.Join(filepath.Dir(target), "middle.json")
			symlink(t, target, mid)
			symlink(t, mid, link)
		}, true},
		{"dangling", func(t *testing.T, link, target string) { symlink(t, target, link) }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := useConfigDir(t)
			target := filepath.Join(t.TempDir(), "dotfiles", "atarigo.json")
			os.MkdirAll(filepath.Dir(target), 0o755)
			if tt.exists {
				os.WriteFile(target, []byte("{}\n"), 0o644)
			}
			link := filepath.Join(dir, SettingsFile)
			tt.link(t, link, target)
			s := DefaultSettings()
			s.Language = "cs"
			if err := s.Save(); err != nil {
				t.Fatal(err)
			}
			if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
				t.Fatalf("%s is no longer a link (%v)", link, err)
			}
			got, err := LoadSettingsFile(target)
			if err != nil || got.Language != "cs" {
				t.Errorf("the linked file holds %+v (%v); want the settings saved", got, err)
			}
		})
	}
}

// TestALinkInACircleIsNotWritten makes the settings file a link that leads back to itself: saving fails and
// nothing is written in its place.
func TestALinkInACircleIsNotWritten(t *testing.T) {
	dir := useConfigDir(t)
	link := filepath.Join(dir, SettingsFile)
	symlink(t, filepath.Join(dir, "other.json"), link)
	symlink(t, link, filepath.Join(dir, "other.json"))
	if err := DefaultSettings().Save(); err == nil {
		t.Fatal("saving through a circle of links did not fail")
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced (%v)", err)
	}
}

// symlink makes a symbolic link, skipping the test where the system does not allow one.
func symlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.Symlink(target, link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
}
