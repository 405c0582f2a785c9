// Package mobile is the game for phones and tablets: `ebitenmobile bind`
// turns it into an Android library (.aar) or an iOS framework that a small
// app project shows full screen (mobile/android; the iOS steps are in
// mobile/ios.md). It runs the same scenes as cmd/atarigo, laid out for the
// screen (portrait or landscape) and played by touch.
//
// Where to start reading: phone.go. The app calls Start with its files
// folder and the person's locale before the game view is shown, Suspend and
// Resume when the system pauses and resumes it, and Back for the back button;
// phone is the ebiten.Game the view runs, which makes the scenes' App at the
// first frame, once it knows where the settings, the autosave and the saved
// games are kept. bind.go hands it to Ebiten's mobile package when built for
// a phone; on other systems the package builds and is tested without it.
//
// Build (with ebitenmobile installed and the Android SDK/NDK set up; see the
// README and `make android`):
//
//	ebitenmobile bind -target android -javapkg org.atarigo -o mobile/android/app/libs/atarigo.aar ./mobile
//	ebitenmobile bind -target ios -o Atarigo.xcframework ./mobile
package mobile
