package game

// czech holds the Czech user-interface texts, keyed by the English text.
var czech = map[string]string{}
