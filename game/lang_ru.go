package game

// russian holds the Russian user-interface texts, keyed by the English text.
var russian = map[string]string{}
