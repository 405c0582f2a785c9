package main

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
}

// errNoGame means the folder holds no built game.
var errNoGame = errors.New("no atarigo.wasm in the folder: run make wasm first")

// run reads the flags and serves until the process is stopped.
func run(args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	dir := fs.String("dir", "web", "the `folder` to serve (what make wasm writes)")
	host := fs.String("host", "localhost", "the address to listen on (0.0.0.0 for other machines too)")
	port := fs.Int("port", 8080, "the TCP port")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if _, err := os.Stat(filepath.Join(*dir, "atarigo.wasm")); err != nil {
		return fmt.Errorf("%s: %w", *dir, errNoGame)
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(*host, strconv.Itoa(*port)))
	if err != nil {
		return err
	}
	_, bound, err := net.SplitHostPort(ln.Addr().String())
	if err != nil {
		return err
	}
	fmt.Printf("Atari Go is served at http://%s/ (Ctrl+C stops)\n", net.JoinHostPort(*host, bound))
	return http.Serve(ln, handler(*dir))
}
