// Package widget holds the few widgets the scenes need: button, icon
// button, toggle, stepper, radio group, label, panel, a scrolling list with
// columns and a one-line text field, plus the theme, fonts and the
// per-frame input they react to.
//
// Where to start reading: input.go defines Input, the pointer and keyboard
// state of one frame; form.go holds Form, which owns a list of widgets and
// gives them input, keyboard focus (Tab, Shift+Tab, Enter, Space, arrows) and
// tooltips (on hover with a mouse, never on a touch screen: Input.Touched);
// button.go is the simplest widget. theme.go and fonts.go say how things
// look, draw.go has the shape and text helpers every widget uses.
// list.go (the move list, the saved games, the glossary) and textfield.go
// (a file name) are the larger widgets.
// Widgets are polled, not called back: after Form.Update a scene asks
// button.Clicked() or stepper.Changed(). fit.go checks that every caption
// fits its control, as the widgets draw it; the scenes' tests and the
// screenshots of scenes/script use it.
package widget
