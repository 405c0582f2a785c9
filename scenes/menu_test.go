package scenes

import (
	"testing"

	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// TestMenuOfferStaysUntilTakenOrPutAway visits other screens from a first start's menu and comes back: the offer
// of the lessons is still there, also once a game is kept, until the learner puts it away (which the settings
// keep) or opens the lessons.
func TestMenuOfferStaysUntilTakenOrPutAway(t *testing.T) {
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	ctx := testContext(t, "en", 1200, 760)
	m := newMenuScene(ctx, sprites, "")
	if m.offer.Hidden || m.dismiss.Hidden || m.tutorial.Kind != widget.ButtonPrimary {
		t.Fatal("a first start does not offer the lessons")
	}
	for _, b := range []*widget.Button{m.settings, m.learn, m.progress, m.play} {
		if req := clickButton(t, ctx, m, b); req == nil {
			t.Fatalf("%s asked for nothing", b.Text)
		}
		m = newMenuScene(ctx, sprites, "")
		if m.offer.Hidden || ctx.Learner.Tutorial.Offered {
			t.Fatalf("after %s the offer is gone", b.Text)
		}
	}
	ctx.Session = newTestSession(t, ctx, people(), "D4")
	m = newMenuScene(ctx, sprites, "")
	if m.offer.Hidden || m.cont.Kind != widget.ButtonPrimary || m.tutorial.Kind == widget.ButtonPrimary {
		t.Errorf("with a game kept: offer hidden %v, Continue %v, lessons %v", m.offer.Hidden, m.cont.Kind, m.tutorial.Kind)
	}
	if req := clickButton(t, ctx, m, m.dismiss); req != nil {
		t.Fatalf("No, thanks asked for %#v", req)
	}
	if !m.offer.Hidden || !m.dismiss.Hidden || !ctx.Learner.Tutorial.Offered {
		t.Error("No, thanks did not put the offer away")
	}
	if m = newMenuScene(ctx, sprites, ""); !m.offer.Hidden {
		t.Error("the offer put away comes back")
	}

	// Opening the lessons takes the offer.
	ctx = testContext(t, "en", 1200, 760)
	m = newMenuScene(ctx, sprites, "")
	req := clickButton(t, ctx, m, m.tutorial)
	if _, ok := req.(ToTutorial); !ok {
		t.Fatalf("Learn to play asked for %#v", req)
	}
	newTutorialScene(ctx, ToMenu{})
	if m = newMenuScene(ctx, sprites, ""); !m.offer.Hidden || !ctx.Learner.Tutorial.Offered {
		t.Error("the offer stays after the lessons were opened")
	}
}
