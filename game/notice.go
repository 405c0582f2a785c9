package game

// NoticeKind says which problem a Notice tells of.
type NoticeKind uint8

const (
	// NoticeNone means there is nothing to tell.
	NoticeNone NoticeKind = iota
	// NoticeComputerFailed means the computer player gave no move (an error or a crash), so the game paused.
	NoticeComputerFailed
	// NoticeComputerIllegal means the computer player chose a move the rules refuse, so the game paused.
	NoticeComputerIllegal
)

// Notice is a problem of the game the player should hear of; the window says it in the player's language.
type Notice struct {
	Kind NoticeKind
	// Err is the error behind it, for the log; its English text is not for the screen.
	Err error
}

// noticeKeys holds the catalog key of each kind's sentence.
var noticeKeys = [...]string{
	NoticeNone:            "",
	NoticeComputerFailed:  "notice.computer_failed",
	NoticeComputerIllegal: "notice.computer_illegal",
}

// Text returns the notice as a sentence in t's language, "" for NoticeNone.
func (n Notice) Text(t *Translator) string {
	if n.Kind == NoticeNone {
		return ""
	}
	return t.T(noticeKeys[n.Kind])
}
