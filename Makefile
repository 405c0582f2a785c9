# Atari Go — build, run and test. `make run` starts the game, `make check` is the quick check before each commit,
# `make test` runs every test; they install what is missing first (Debian/Ubuntu packages when root or with sudo,
# Go modules).

GO      ?= go
APT_PKGS = gcc pkg-config libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev libxrandr-dev \
           libxxf86vm-dev libasound2-dev xvfb gnugo imagemagick chromium
SUDO    := $(shell [ "$$(id -u)" = 0 ] && echo "" || (command -v sudo >/dev/null && echo sudo))
# FUZZTIME is how long make fuzz runs each fuzz target; make test runs each for a number of inputs (fuzz-short).
FUZZTIME ?= 5m
# STATICCHECK is the pinned static checker that make test runs (through go run, so nothing is installed by hand).
STATICCHECK ?= honnef.co/go/tools/cmd/staticcheck@v0.8.2
# RACE_PKGS are the packages without a window, whose tests also run under the race detector.
RACE_PKGS = ./engine/... ./ai/... ./game/... ./cmd/atarigo-gtp/... ./cmd/atarigo-arena/...
# XRUN runs a command under a virtual X server when there is no display: the tests of packages that import Ebiten
# need one.
XRUN = $(shell [ -z "$$DISPLAY" ] && command -v xvfb-run >/dev/null && echo 'xvfb-run -a -s "-screen 0 1280x800x24"')

.PHONY: all deps run build check lint test serve browser-cpu race staticcheck interop screenshots bench proof-6x6 proof-6x6-verify bench-ab bench-sample lesson-latency judge-reference tactics strength strength-atari strength-ladder strength-handicap strength-go strength-go-ladder strength-go-ending estimate-games pachi strength-pachi reading-heldout owl-dev owl-dev-build fuzz fuzz-short vet wasm windows android android-icons clean

all: build

# deps installs the system packages and Go modules the build and tests need (idempotent). The system packages
# are installed where apt-get and dpkg are (Debian, Ubuntu); elsewhere it says what to install instead. Node and
# npm (which the browser and GTP client tests run) come from Debian only where no node or npm is on the PATH.
deps:
	@if command -v dpkg >/dev/null && command -v apt-get >/dev/null; then \
	  missing=""; for p in $(APT_PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	  command -v node >/dev/null || missing="$$missing nodejs"; command -v npm >/dev/null || missing="$$missing npm"; \
	  if [ -n "$$missing" ]; then \
	    if [ "$$(id -u)" = 0 ] || command -v sudo >/dev/null; then \
	      echo "installing:$$missing"; \
	      $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	    else echo "warning: missing packages (install them as root):$$missing"; fi; \
	  fi; \
	elif [ "$$(uname -s)" = Darwin ]; then \
	  xcode-select -p >/dev/null 2>&1 || echo "note: the window needs the Xcode command-line tools (a C compiler for cgo): xcode-select --install"; \
	  command -v gnugo >/dev/null || echo "note: some tests compare with GNU Go and are skipped without it: brew install gnu-go"; \
	else \
	  echo "note: no apt-get here; install a C compiler, pkg-config and the X11, OpenGL and ALSA development files"; \
	  echo "      (Debian names: $(APT_PKGS))"; \
	fi
	@command -v $(GO) >/dev/null || { echo "Go 1.26 or newer is needed: https://go.dev/dl/"; exit 1; }
	@$(GO) mod download

build: deps
	$(GO) build -o bin/ ./cmd/...

run: deps
	$(GO) run ./cmd/atarigo $(ARGS)

vet: staticcheck
	$(GO) vet ./...

staticcheck:
	$(GO) run $(STATICCHECK) ./...

# lint checks the formatting (gofmt) and runs go vet, also on the browser's files (syscall/js, built only for
# GOOS=js), and the pinned staticcheck.
lint:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./cmd/atarigo ./scenes/... ./game/...
	$(GO) run $(STATICCHECK) ./...

# check is what to run before each commit, a few minutes on two cores once the build cache is warm: lint and the
# tests in -short mode, which leave out the end-to-end windows, the browser and GNU Go matches and run the long
# searches on a smaller sample (make test runs them all). It prints how long it took.
check:
	@start=$$(date +%s); $(MAKE) --no-print-directory deps lint && $(XRUN) $(GO) test -short ./...; \
	  status=$$?; echo "make check: $$([ $$status = 0 ] && echo passed || echo FAILED) in $$(( $$(date +%s) - start )) s"; exit $$status

# race runs the tests of the packages without a window under the race detector; -short leaves out the long
# searches (the lesson walk), which the plain run covers.
race:
	$(GO) test -race -short -timeout 25m $(RACE_PKGS)

# test runs gofmt, vet and staticcheck, every unit and end-to-end test, the tests of the packages without a window
# under the race detector, and short fuzz runs of the file and protocol readers.
test: deps
	$(MAKE) --no-print-directory lint
	CGO_ENABLED=0 $(GO) build -o /dev/null ./cmd/atarigo-gtp ./cmd/atarigo-arena ./cmd/atarigo-solve
	$(XRUN) $(GO) test -timeout 25m ./...
	$(MAKE) --no-print-directory race
	$(MAKE) --no-print-directory fuzz-short

# fuzz runs each fuzz target for FUZZTIME: the SGF reader (parse, load → save → load), the GTP server, the
# autosave reader with its recovery, the reader of a learner's progress file and the translation catalogs' reader
# (against encoding/json).
fuzz:
	$(GO) test ./engine/sgf -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME)
	$(GO) test ./engine/sgf -run '^$$' -fuzz '^FuzzLoadSaveLoad$$' -fuzztime $(FUZZTIME)
	$(GO) test ./ai/gtp -run '^$$' -fuzz '^FuzzServer$$' -fuzztime $(FUZZTIME)
	$(GO) test ./game -run '^$$' -fuzz '^FuzzAutosave$$' -fuzztime $(FUZZTIME)
	$(GO) test ./game -run '^$$' -fuzz '^FuzzReadLearner$$' -fuzztime $(FUZZTIME)
	$(GO) test ./game -run '^$$' -fuzz '^FuzzParseCatalog$$' -fuzztime $(FUZZTIME)

# fuzz-short runs each fuzz target for a number of inputs, about 10 to 20 seconds each here, not for a time:
# Go 1.26 ends a fuzzing time budget with a race that now and then fails the run with "context deadline
# exceeded" and no failing input (golang/go#75804, fixed in Go 1.27).
fuzz-short:
	$(GO) test ./engine/sgf -run '^$$' -fuzz '^FuzzParse$$' -fuzztime 100000x
	$(GO) test ./engine/sgf -run '^$$' -fuzz '^FuzzLoadSaveLoad$$' -fuzztime 3000x
	$(GO) test ./ai/gtp -run '^$$' -fuzz '^FuzzServer$$' -fuzztime 6000x
	$(GO) test ./game -run '^$$' -fuzz '^FuzzAutosave$$' -fuzztime 50000x
	$(GO) test ./game -run '^$$' -fuzz '^FuzzReadLearner$$' -fuzztime 50000x
	$(GO) test ./game -run '^$$' -fuzz '^FuzzParseCatalog$$' -fuzztime 20000x

# interop plays GTP with outside programs and fails on any protocol error: a scripted session through Sabaki's
# GTP client (@sabaki/gtp from npm, installed into the test's temporary folder) with lz-analyze and kata-analyze
# streamed and stopped, then INTEROP_GAMES games of 9×9 Go in which both sides are GTP subprocesses: atarigo-gtp
# started plainly against GNU Go level 1 (no forfeit allowed).
INTEROP_GAMES ?= 6
interop: deps
	@command -v node >/dev/null && command -v npm >/dev/null || { echo "make interop needs node and npm (apt-get install nodejs npm)"; exit 1; }
	@test -x /usr/games/gnugo || { echo "make interop needs GNU Go at /usr/games/gnugo (apt-get install gnugo)"; exit 1; }
	$(GO) test -count=1 -v -run '^TestSabakiSession$$' ./cmd/atarigo-gtp
	$(GO) build -o bin/ ./cmd/atarigo-gtp ./cmd/atarigo-arena
	@mkdir -p out/interop
	./bin/atarigo-arena -a "gtp:$(CURDIR)/bin/atarigo-gtp" -b "gtp:/usr/games/gnugo --mode gtp --level 1" \
	  -games $(INTEROP_GAMES) -size 9 -rules japanese -komi 6.5 -time 5s -j 2 -sgf out/interop -json | tee out/interop/match.txt
	@grep -q '"a_forfeits":0,"b_forfeits":0' out/interop/match.txt || { echo "interop: a side forfeited (see out/interop/match.txt)"; exit 1; }

# bench runs the speed benchmarks and the 6×6 solver proofs (a 2 GiB table); it prints their figures.
bench: deps
	$(GO) test ./engine -run '^$$' -bench 'Playout' -benchtime 3s -cpu 1 -count 5
	tools/playout-ab.sh d384ba2 work 100 # against the engine before the playout work, in one process
	$(GO) test ./ai -run '^$$' -bench . -benchtime 2s -cpu 1
	ATARIGO_SOLVE6=all ATARIGO_SOLVE_BITS=27 $(GO) test ./ai -run 'TestSolvePublished' -v -timeout 120m

# proof-6x6 proves who wins first-capture Atari Go on the empty 6×6 board with perfect play (settled: Black, with
# C4; docs/proof) on both cores, two tables of 2^PROOF_BITS entries (28: 4 GiB each, so 10 GB of memory; 27
# halves it), resuming from the state in docs/proof (a settled state just prints its result; a new PROOF_STATE
# starts again); Ctrl-C stops it with the state saved, and the next run goes on from there. It prints a line
# after every leaf of the split proof.
PROOF_STATE ?= docs/proof/6x6-empty-d2.state
PROOF_BITS ?= 28
proof-6x6: deps
	$(GO) run ./cmd/atarigo-solve -size 6 -start empty -depth 2 -workers 2 -bits $(PROOF_BITS) -state $(PROOF_STATE)

# proof-6x6-verify solves again from scratch, on both cores, the positions the settled result of proof-6x6 rests
# on (the 20 replies to Black's C4: about a quarter of an hour) and writes them, each with a perfect line, as
# the game record docs/proof/6x6-empty.sgf.
proof-6x6-verify: deps
	$(GO) run ./cmd/atarigo-solve -size 6 -start empty -depth 2 -workers 2 -bits $(PROOF_BITS) -state $(PROOF_STATE) -verify -sgf docs/proof/6x6-empty.sgf

# bench-ab compares the playout speed of the working tree with revision OLD in one process, alternating
# batches on one core and timing them in the thread's CPU time, which is steadier than two benchmark runs
# on a machine whose speed drifts: the engine's light and Atari Go playouts, and the AI's policy playouts
# of Go and Atari Go.
OLD ?= HEAD
bench-ab: deps
	tools/playout-ab.sh $(OLD) work
	GAME=atari tools/playout-ab.sh $(OLD) work
	GAME=policy-go tools/playout-ab.sh $(OLD) work 60
	GAME=policy-atari tools/playout-ab.sh $(OLD) work 60

# tactics measures the tactical reader at several node budgets and GNU Go 3.8's reader on the 345 attack and defend
# questions from real 19×19 games in ai/testdata/tactics (the judged answers, ko codes, whether the move given works,
# nodes and CPU time); about two minutes. make test reads every eighth question at the game's budget.
tactics: deps
	ATARIGO_TACTICS=1 $(GO) test ./ai -run '^TestReaderGamePositions$$' -count=1 -v -timeout 30m

# reading-heldout measures the tactical reader (at the players' budgets and as GTP's question reader), the exact
# life-and-death search and GNU Go 3.8 on the 898 held-out questions of ai/testdata/heldout (GNU Go 3.8's own
# regression tests: attack, defend, owl_attack, owl_defend; nothing is tuned on them), ko results apart; about
# 15 minutes. HELDOUT=detail lists every wrong answer; HELDOUT=owl measures the open-group search alone (about
# a minute). make test only checks that the table loads.
HELDOUT ?= 1
reading-heldout: deps
	ATARIGO_HELDOUT=$(HELDOUT) nice $(GO) test ./ai -run '^TestReaderHeldout$$' -count=1 -v -timeout 60m

# owl-dev measures the open-group search (ai/owl.go) on its development questions, ai/testdata/owl: GNU Go 3.8's
# owl_attack and owl_defend answers about the dragons of the project's own records, the set its bounds were chosen
# on (the held-out set is only measured, by reading-heldout); about two minutes. GNU Go judges each kill found with
# a move other than its own. ATARIGO_OWL=detail lists the disagreements. owl-dev-build asks GNU Go again and
# rewrites the table (about 6 minutes).
owl-dev: deps
	ATARIGO_OWL=1 nice $(GO) test ./ai -run '^TestOwlDev$$' -count=1 -v -timeout 30m

owl-dev-build: deps
	ATARIGO_OWL_BUILD=1 nice $(GO) test ./ai -run '^TestBuildOwlDev$$' -count=1 -v -timeout 30m

# lesson-latency times, on one core, the judge's refutation of every wrong first move of every built-in exercise:
# the time from a learner's wrong move to the start of its refutation on the board.
lesson-latency: deps
	$(GO) run ./cmd/atarigo-lessons -latency

# judge-reference cross-checks the lesson judge with a plain full-width search seven plies deep (make test reads
# five): every first move of every built-in capture page and of fresh positions; about fifteen minutes.
judge-reference: deps
	ATARIGO_JUDGE_PLIES=7 $(GO) test ./ai -run '^TestJudgeAgreesWithReference' -count=1 -v -timeout 60m

# bench-sample runs the Go playout benchmark every 30 seconds for ten minutes and prints the spread of its
# playouts per second of CPU time.
bench-sample: deps
	tools/bench-sample.sh 20

# strength plays the level ladder in the arena (each level against the one below) and Master against the
# thesis alphabeta:3, 40 games a pairing with colours alternating, on 7×7 and 9×9 Atari Go from the empty
# board and from the crosscut; then Master against GNU Go levels 1 and 10 on 9×9 Go. It takes hours.
LEVELS = beginner easy medium hard master
STRENGTH_J ?= 2
STRENGTH_GAMES ?= 40
strength: strength-atari strength-ladder strength-go-ladder strength-go

strength-atari: deps
	$(GO) build -o bin/ ./cmd/atarigo-arena
	@mkdir -p out/strength; for size in 7 9; do for start in empty crosscut; do \
	  set -- $(LEVELS); while [ $$# -ge 2 ]; do \
	    echo "== $$size×$$size $$start: $$2 against $$1"; \
	    ./bin/atarigo-arena -a $$2 -b $$1 -games $(STRENGTH_GAMES) -size $$size -rules capture:1 -start $$start \
	      -j $(STRENGTH_J) -sgf out/strength/$$size-$$start-$$2-$$1 | tee out/strength/$$size-$$start-$$2-$$1.txt | sed -n '/games (/p;/forfeits/p'; \
	    shift; done; \
	  echo "== $$size×$$size $$start: master against alphabeta:3"; \
	  ./bin/atarigo-arena -a master -b alphabeta:3 -games $(STRENGTH_GAMES) -size $$size -rules capture:1 \
	    -start $$start -j $(STRENGTH_J) -sgf out/strength/$$size-$$start-master-ab3 | tee out/strength/$$size-$$start-master-ab3.txt | sed -n '/games (/p;/forfeits/p'; \
	done; done

# The capture-5 level ladder on 7×7 (20 games a pairing), whose results ai/levels_rating.go keeps.
strength-ladder: deps
	$(GO) build -o bin/ ./cmd/atarigo-arena
	@mkdir -p out/strength; set -- $(LEVELS); while [ $$# -ge 2 ]; do \
	  echo "== capture-5 7×7: $$2 against $$1"; \
	  ./bin/atarigo-arena -a $$2 -b $$1 -games 20 -size 7 -rules capture:5 -j $(STRENGTH_J) \
	    -sgf out/strength/c5-$$2-$$1 | tee out/strength/c5-$$2-$$1.txt | sed -n '/games (/p;/forfeits/p'; \
	  shift; done

# What extra stones are worth below the weakest level: Beginner against Beginner with 1 to 4 extra black stones
# (White moving first), 4,000 games each, in each Atari Go family; ai/levels_rating.go keeps the results.
strength-handicap: deps
	$(GO) build -o bin/ ./cmd/atarigo-arena
	@for spec in "7 capture:1" "9 capture:1" "7 capture:5"; do set -- $$spec; for h in 1 2 3 4; do \
	  printf "%s %s, %s extra stones: " $$1 $$2 $$h; \
	  ./bin/atarigo-arena -a beginner -b beginner -games 4000 -size $$1 -rules $$2 -handicap $$h -seed 11 -j $(STRENGTH_J) \
	    | sed -n 's/.*; Black won/Black won/p'; \
	done; done

# The level ladder in 9×9 Go (each level against the one below, komi 6.5, Japanese counting), as strength-atari does
# for Atari Go.
strength-go-ladder: deps
	$(GO) build -o bin/ ./cmd/atarigo-arena
	@mkdir -p out/strength; set -- $(LEVELS); while [ $$# -ge 2 ]; do \
	  echo "== 9×9 Go: $$2 against $$1"; \
	  ./bin/atarigo-arena -a $$2 -b $$1 -games $(STRENGTH_GAMES) -size 9 -rules japanese -komi 6.5 -j $(STRENGTH_J) \
	    -sgf out/strength/go9-$$2-$$1 | tee out/strength/go9-$$2-$$1.txt | sed -n '/games (/p;/forfeits/p'; \
	  shift; done

# How the levels end a Go game: Beginner, Easy and Medium each against itself (ENDING_GAMES games) and against GNU Go
# level 1 (ENDING_GNUGO_GAMES; it passes early, as a new player does), 9×9, Chinese counting with komi 7.5 and Japanese
# with 6.5. Each match says how many stones were played after a game's first pass, and GNU Go counts every game
# (final_score) at its first pass and at its end: the summary says in how many games the moves after the pass changed
# the count.
ENDING_GAMES ?= 20
ENDING_GNUGO_GAMES ?= 10
strength-go-ending: deps
	$(GO) build -o bin/ ./cmd/atarigo-arena
	@mkdir -p out/ending; for level in beginner easy medium; do for spec in "chinese 7.5 --chinese-rules" "japanese 6.5"; do \
	  set -- $$spec; \
	  echo "== 9×9 Go, $$1 counting: $$level against itself"; \
	  ./bin/atarigo-arena -a $$level -b $$level -games $(ENDING_GAMES) -size 9 -rules $$1 -komi $$2 -j $(STRENGTH_J) -seed 7 \
	    -sgf out/ending/$$level-self-$$1 -referee "/usr/games/gnugo --mode gtp $$3" | tee out/ending/$$level-self-$$1.txt | \
	    sed -n '/games (/p;/after the first pass/p'; \
	  echo "== 9×9 Go, $$1 counting: $$level against gnugo --level 1"; \
	  ./bin/atarigo-arena -a $$level -b "gtp:/usr/games/gnugo --mode gtp --level 1 $$3" -games $(ENDING_GNUGO_GAMES) -size 9 \
	    -rules $$1 -komi $$2 -j $(STRENGTH_J) -seed 7 -sgf out/ending/$$level-gnugo-$$1 -referee "/usr/games/gnugo --mode gtp $$3" | \
	    tee out/ending/$$level-gnugo-$$1.txt | sed -n '/games (/p;/after the first pass/p'; \
	done; done

# estimate-games measures the score estimate move by move on the 9×9 game records of ai/testdata/games9, beside GNU Go's
# estimate_score on the same positions (a few minutes; GNU Go's answers are kept in the temporary folder for reruns).
estimate-games: deps
	ATARIGO_ESTIMATE=1 $(GO) test ./ai -run '^TestEstimateOnGames$$' -count=1 -v -timeout 60m | grep -v '^    .*  \(ours\|GNU Go\):'

# Master against GNU Go 3.8 in Go: on 9×9 against levels 1 and 10 (GO_GAMES games each), on 13×13 against
# level 1 (GO13_GAMES), Chinese counting, komi 7.5, colours alternating. The summary gives each side's largest
# loss and its losses by more than 30 points.
GO_GAMES ?= 100
GO13_GAMES ?= 40
strength-go: deps
	$(GO) build -o bin/ ./cmd/atarigo-arena
	@mkdir -p out/strength; for spec in "9 1 $(GO_GAMES)" "9 10 $(GO_GAMES)" "13 1 $(GO13_GAMES)"; do set -- $$spec; \
	  echo "== $$1×$$1 Go, komi 7.5: master against gnugo --level $$2"; \
	  ./bin/atarigo-arena -a master -b "gtp:/usr/games/gnugo --mode gtp --level $$2" \
	    -games $$3 -size $$1 -rules chinese -komi 7.5 -j $(STRENGTH_J) \
	    -sgf out/strength/go$$1-master-gnugo$$2 | tee out/strength/go$$1-master-gnugo$$2.txt | sed -n '/games (/p;/forfeits/p;/largest loss/p'; \
	done

# pachi builds Pachi (github.com/pasky/pachi, GPL-2.0) from its public source without the neural network and
# without KataGo (DCNN=0 JOSEKIFIX=0) into out/pachi, a GTP engine for the arena: the source is cloned from
# PACHI_REPO (a URL, or a local clone where there is no network) at PACHI_COMMIT; it needs git, make and gcc.
# Its data files (the playout patterns) are read from the source folder, wherever it is started from. One line
# is changed: when Pachi stops a search early on a reused tree before 500 playouts of the new search (a loaded
# machine), its check whether passing is safe asserts and the engine dies; it answers "not safe" instead.
PACHI_REPO   ?= https://github.com/pasky/pachi
PACHI_COMMIT ?= b69e353981e6728058e142b14632eb125b011c02
PACHI_SRC     = $(CURDIR)/out/pachi/src
PACHI         = $(PACHI_SRC)/pachi
pachi:
	@command -v git >/dev/null && command -v gcc >/dev/null && command -v make >/dev/null || \
	  { echo "make pachi needs git, make and gcc (Debian: apt-get install git make gcc)"; exit 1; }
	@if [ ! -d $(PACHI_SRC)/.git ]; then mkdir -p out/pachi && git clone -q $(PACHI_REPO) $(PACHI_SRC); fi
	@cd $(PACHI_SRC) && { git cat-file -e $(PACHI_COMMIT)^{commit} 2>/dev/null || git fetch -q origin; } && \
	  if [ "$$(git rev-parse HEAD)" != "$(PACHI_COMMIT)" ]; then git checkout -q -f $(PACHI_COMMIT); fi && \
	  sed -i 's/^\tassert(ownermap->playouts >= GJ_MINGAMES);$$/\tif (ownermap->playouts < GJ_MINGAMES) { *msg = "too few playouts"; return false; }/' uct/uct.c && \
	  grep -q '"too few playouts"' uct/uct.c || { echo "make pachi: uct/uct.c is not the one the fix was written for"; exit 1; }
	@nice $(MAKE) -C $(PACHI_SRC) -j2 DCNN=0 JOSEKIFIX=0 BUILD_KATAGO=0 GENERIC=1 DATADIR=$(PACHI_SRC) \
	  >out/pachi/build.log 2>&1 || { tail -20 out/pachi/build.log; exit 1; }
	@$(PACHI) --version 2>&1 | head -1

# strength-pachi plays Master against Pachi (make pachi) in 9×9 Go, Chinese counting, komi 7.5, colours
# alternating, PACHI_GAMES games one at a time, each side on one thread with no pondering. Master thinks one second
# a move (its level); Pachi is given 2 s a move, of which it keeps 2 s back for network lag and so thinks 1 s (its
# shortest thinking time; given 1 s it would think 0.1 s), and may stop early when its choice is clear. GNU Go
# names the dead stones of games that end by passes (-judge): Pachi's own list can call a group with three eyes
# dead when its owner has no move left but to fill one. About 100 s a game on the 2-core machine.
PACHI_GAMES ?= 100
PACHI_SEED  ?= 4343
strength-pachi: deps pachi
	$(GO) build -o bin/ ./cmd/atarigo-arena
	@mkdir -p out/strength
	nice ./bin/atarigo-arena -a master -b "gtp:$(PACHI) -t 2 threads=1" -games $(PACHI_GAMES) -size 9 \
	  -rules chinese -komi 7.5 -seed $(PACHI_SEED) -j 1 -judge "/usr/games/gnugo --mode gtp --chinese-rules" \
	  -sgf out/strength/go9-master-pachi \
	  | tee out/strength/go9-master-pachi.txt | sed -n '/games (/p;/forfeits/p;/largest loss/p'

# screenshots makes the README's pictures with the game's own script driver (tools/screens/*.script) in a virtual
# screen, and writes them to docs/.
screenshots: deps
	tools/screenshots.sh

# wasm builds the game for the browser into web/ (beside index.html, storage.js, sw.js and the manifest): the
# program (without its symbol table: -s -w), Go's wasm_exec.js, the icons drawn at the sizes the page and the
# manifest link, the game's pictures and sounds in web/assets/ (the browser's program fetches them rather than
# carrying them: assets/files_js.go; the window icons stay out), then tools/web-pack.js (Node's zlib) writes the gzip and brotli copies servers send compressed and
# atarigo.json with the program's size and the build's version, which the service worker keeps the files under.
# The program is replaced only when it changed, so the copies (the brotli one takes minutes at quality 11) are
# made again only then; BROTLI=5 makes a quick, larger one. make serve serves the folder.
WEB_ICONS = favicon.png:32 favicon.ico:32 icon-192.png:192 icon-512.png:512 apple-touch-icon.png:180
WASM_LDFLAGS ?= -s -w
WEB_ASSETS = $(filter-out assets/data/icon%,$(wildcard assets/data/*.png assets/data/*.wav))
BROTLI ?= 11
wasm:
	@command -v node >/dev/null || { echo "make wasm needs Node (apt-get install nodejs) for the compressed copies"; exit 1; }
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="$(WASM_LDFLAGS)" -o web/atarigo.wasm.new ./cmd/atarigo
	@if cmp -s web/atarigo.wasm.new web/atarigo.wasm; then rm web/atarigo.wasm.new; else mv web/atarigo.wasm.new web/atarigo.wasm; fi
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" web/ 2>/dev/null || cp "$$($(GO) env GOROOT)/misc/wasm/wasm_exec.js" web/
	@for i in $(WEB_ICONS); do $(GO) run ./assets/gen -icon $${i#*:} -icon-out web/$${i%%:*} || exit 1; done
	@mkdir -p web/assets && rm -f web/assets/* && cp $(WEB_ASSETS) web/assets/
	node tools/web-pack.js web $(BROTLI)

# serve builds the browser game and serves web/ at http://localhost:$(PORT)/ (tools/serve: the wasm MIME type,
# the compressed copies to browsers that take them, caching that revalidates).
PORT ?= 8080
serve: wasm
	$(GO) run ./tools/serve -dir web -port $(PORT)

# browser-cpu measures the processor time headless Chromium takes for the game's page while nothing moves, on the
# menu and in a game waiting for a move (tools/browser-cpu.js: all of Chromium's processes over 20 s, through the
# DevTools protocol). It builds the game, installs puppeteer-core from npm into out/npm and serves web/ on a free
# port while it runs.
browser-cpu: wasm
	@mkdir -p out/npm
	@test -d out/npm/node_modules/puppeteer-core || npm install --no-audit --no-fund --prefix out/npm puppeteer-core@24 >/dev/null
	@$(GO) build -o out/serve ./tools/serve
	@port=$$(( 20000 + $$$$ % 20000 )); out/serve -dir web -port $$port >/dev/null & srv=$$!; sleep 1; \
	  node tools/browser-cpu.js out/npm http://localhost:$$port/; status=$$?; kill $$srv; exit $$status

# windows builds bin/atarigo.exe, a GUI program (no console window) for Windows 10 or later, with the program's
# icon and version information: go-winres (a pinned version, through go run) writes them into a resource object
# (.syso) beside the main package for the build to link, removed afterwards.
GOWINRES ?= github.com/tc-hib/go-winres@v0.3.3
# WINVERSION is the version the Windows program carries: major.minor.patch and the number of commits.
WINVERSION ?= 1.0.0.$(shell git rev-list --count HEAD 2>/dev/null || echo 0)
windows:
	$(GO) run $(GOWINRES) simply --arch amd64 --out cmd/atarigo/rsrc --manifest gui --icon assets/data/icon_256.png \
	  --product-name "Atari Go" --file-description "Atari Go" --original-filename atarigo.exe \
	  --product-version $(WINVERSION) --file-version $(WINVERSION)
	GOOS=windows GOARCH=amd64 CGO_ENABLED=0 $(GO) build -ldflags -H=windowsgui -o bin/atarigo.exe ./cmd/atarigo; \
	  status=$$?; rm -f cmd/atarigo/rsrc_windows_amd64.syso; exit $$status

# android builds the Android app (mobile/android): the launcher icons drawn by assets/gen, the game bound as an
# Android library with ebitenmobile (mobile/android/app/libs/atarigo.aar), then the app with Gradle when the project
# has a gradlew or gradle is installed (else Android Studio builds it from mobile/android). It needs the Android SDK
# (ANDROID_HOME or ANDROID_SDK_ROOT) with an NDK, and a JDK 17; without them it says what is missing and fails.
EBITENMOBILE ?= github.com/hajimehoshi/ebiten/v2/cmd/ebitenmobile@v2.10.4
ANDROID_JAVAPKG = org.atarigo
ANDROID_API = 23
ANDROID_RES = mobile/android/app/src/main/res
android: android-icons
	@sdk="$${ANDROID_HOME:-$$ANDROID_SDK_ROOT}"; \
	if [ -z "$$sdk" ] || [ ! -d "$$sdk" ]; then \
	  echo "make android: no Android SDK. Install Android Studio (https://developer.android.com/studio) or the SDK"; \
	  echo "  command-line tools, then set ANDROID_HOME to the SDK folder (e.g. export ANDROID_HOME=~/Android/Sdk)."; exit 1; fi; \
	ndk="$${ANDROID_NDK_HOME:-$$(ls -d "$$sdk"/ndk/* 2>/dev/null | sort -V | tail -n 1)}"; \
	if [ -z "$$ndk" ] || [ ! -d "$$ndk" ]; then \
	  echo "make android: no Android NDK in $$sdk/ndk. Install one with the SDK Manager (SDK Tools: NDK (Side by side))"; \
	  echo "  or: $$sdk/cmdline-tools/latest/bin/sdkmanager \"ndk;28.2.13676358\"; or set ANDROID_NDK_HOME to it."; exit 1; fi; \
	command -v javac >/dev/null || { echo "make android: no JDK (javac). Install JDK 17 or newer (Debian: apt-get install openjdk-17-jdk-headless)."; exit 1; }; \
	$(GO) install $(EBITENMOBILE) && \
	PATH="$$($(GO) env GOPATH)/bin:$$PATH" ANDROID_HOME="$$sdk" ANDROID_NDK_HOME="$$ndk" \
	  ebitenmobile bind -target android -androidapi $(ANDROID_API) -javapkg $(ANDROID_JAVAPKG) \
	  -o mobile/android/app/libs/atarigo.aar ./mobile || exit 1; \
	if [ -x mobile/android/gradlew ]; then (cd mobile/android && ./gradlew assembleDebug) || exit 1; \
	elif command -v gradle >/dev/null; then gradle -p mobile/android assembleDebug || exit 1; \
	else echo "make android: the library is built; no Gradle to build the app with. Open mobile/android in Android Studio,"; \
	  echo "  or install Gradle 8.14 or newer (https://gradle.org/install/) and run make android again."; exit 0; fi; \
	echo "make android: mobile/android/app/build/outputs/apk/debug/app-debug.apk"

# android-icons draws the Android launcher icon at each screen density into the app project (ignored by git).
android-icons:
	@for d in mdpi:48 hdpi:72 xhdpi:96 xxhdpi:144 xxxhdpi:192; do \
	  mkdir -p $(ANDROID_RES)/mipmap-$${d%%:*} && \
	  $(GO) run ./assets/gen -icon $${d##*:} -icon-out $(ANDROID_RES)/mipmap-$${d%%:*}/ic_launcher.png || exit 1; \
	done

clean:
	rm -rf bin testdata/output tools/serve/testdata/output cmd/atarigo/rsrc_windows_amd64.syso web/assets
	rm -rf mobile/android/app/libs mobile/android/app/build mobile/android/build $(ANDROID_RES)/mipmap-*
	rm -f web/atarigo.wasm web/atarigo.wasm.new web/atarigo.wasm.gz web/atarigo.wasm.br web/wasm_exec.js web/atarigo.json \
	  $(foreach i,$(WEB_ICONS),web/$(firstword $(subst :, ,$(i))))
