package widget

// Items returns the form's widgets in drawing and Tab order; callers must
// not change the slice.
func (f *Form) Items() []Widget { return f.items }
