package gtp

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
)

// handler runs one command on the server with its arguments and returns the response text.
type handler func(s *Server, args []string) (string, error)

// commands is the command table; init fills it so that list_commands can read it.
var commands map[string]handler

func init() {
	commands = map[string]handler{
		"protocol_version":       func(*Server, []string) (string, error) { return "2", nil },
		"name":                   func(s *Server, _ []string) (string, error) { return s.cfg.Name, nil },
		"version":                func(s *Server, _ []string) (string, error) { return s.cfg.Version, nil },
		"known_command":          cmdKnownCommand,
		"list_commands":          cmdListCommands,
		"quit":                   func(s *Server, _ []string) (string, error) { s.quit = true; return "", nil },
		"boardsize":              cmdBoardsize,
		"query_boardsize":        func(s *Server, _ []string) (string, error) { return strconv.Itoa(s.cols), nil },
		"clear_board":            cmdClearBoard,
		"komi":                   cmdKomi,
		"get_komi":               func(s *Server, _ []string) (string, error) { return formatFloat(s.komi), nil },
		"play":                   cmdPlay,
		"genmove":                cmdGenmove,
		"undo":                   cmdUndo,
		"showboard":              cmdShowboard,
		"final_score":            cmdFinalScore,
		"final_status_list":      cmdFinalStatusList,
		"fixed_handicap":         cmdFixedHandicap,
		"place_free_handicap":    cmdPlaceFreeHandicap,
		"set_free_handicap":      cmdSetFreeHandicap,
		"time_settings":          cmdTimeSettings,
		"time_left":              cmdTimeLeft,
		"kgs-time_settings":      cmdKGSTimeSettings,
		"rectangular_boardsize":  cmdRectangularBoardsize,
		"cputime":                cmdCPUTime,
		"kgs-genmove_cleanup":    cmdGenmoveCleanup,
		"gogui-analyze_commands": cmdGoGuiAnalyzeCommands,
		"atarigo-solve_gfx":      cmdSolveGfx,
		"atarigo-ladders_gfx":    cmdLaddersGfx,
		"atarigo-benson_gfx":     cmdBensonGfx,
		"atarigo-estimate_gfx":   cmdEstimateGfx,
		"loadsgf":                cmdLoadSGF,
		"printsgf":               cmdPrintSGF,
		"is_legal":               cmdIsLegal,
		"all_legal":              cmdAllLegal,
		"list_stones":            cmdListStones,
		"captures":               cmdCaptures,
		"unconditional_status":   cmdUnconditionalStatus,
		"attack":                 cmdAttack,
		"defend":                 cmdDefend,
		"ladder_attack":          cmdLadderAttack,
		"owl_attack":             owlCommand(ai.OwlAttack),
		"owl_defend":             owlCommand(ai.OwlDefend),
		"set_random_seed":        cmdSetRandomSeed,
		"get_random_seed":        func(s *Server, _ []string) (string, error) { return strconv.FormatUint(s.seed, 10), nil },
		"atarigo-rules":          cmdRules,
		"atarigo-player":         cmdPlayer,
		"atarigo-solve":          cmdSolve,
	}
}

// CommandNames returns the names of every command the server knows, sorted.
func CommandNames() []string {
	var names []string
	for n := range commands {
		names = append(names, n)
	}
	for n := range streamers {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

func cmdKnownCommand(_ *Server, args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("known_command takes one command name")
	}
	name := strings.ToLower(args[0])
	if _, ok := commands[name]; ok || streamers[name] != nil {
		return "true", nil
	}
	return "false", nil
}

func cmdListCommands(*Server, []string) (string, error) {
	return strings.Join(CommandNames(), "\n"), nil
}

func cmdSetRandomSeed(s *Server, args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("set_random_seed takes one number")
	}
	n, err := strconv.ParseUint(args[0], 10, 64)
	if err != nil {
		return "", errors.New("invalid seed")
	}
	s.seed = n
	return "", s.setPlayer(s.playerSpec)
}

// formatFloat writes a komi or score the way GNU Go does, with one decimal.
func formatFloat(f float64) string { return strconv.FormatFloat(f, 'f', 1, 64) }
