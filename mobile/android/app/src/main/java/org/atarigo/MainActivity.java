package org.atarigo;

import android.content.ActivityNotFoundException;
import android.content.Intent;
import android.net.Uri;
import android.os.Bundle;
import android.util.Log;
import android.view.KeyEvent;

import androidx.activity.ComponentActivity;
import androidx.activity.OnBackPressedCallback;

import java.util.Locale;

import go.Seq;
import org.atarigo.mobile.Browser;
import org.atarigo.mobile.EbitenView;
import org.atarigo.mobile.Mobile;

/**
 * The one screen of the app: the game's view full screen. It tells the game where its files go and the person's
 * language before the view starts, has the game write what must last whenever the system pauses the app, and
 * hands the back button to the game, which goes back a screen or, at the main menu, lets the system close the app.
 */
public class MainActivity extends ComponentActivity {
    private EbitenView view;

    /** The back button and gesture: the game goes back a screen; at its main menu the system does as usual. */
    private final OnBackPressedCallback backCallback = new OnBackPressedCallback(true) {
        @Override
        public void handleOnBackPressed() {
            if (Mobile.back()) {
                return;
            }
            // The main menu: the system's own back (it closes the app, or moves it to the background on
            // Android 12 and later); the game is already written, Suspend follows.
            setEnabled(false);
            getOnBackPressedDispatcher().onBackPressed();
            setEnabled(true);
        }
    };

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        Seq.setContext(getApplicationContext());
        // Before the view exists: the game makes itself at its first frame with these.
        Mobile.start(getFilesDir().getAbsolutePath(), Locale.getDefault().toLanguageTag());
        // The links of "Learn more" open in the person's browser.
        Mobile.setBrowser(new Browser() {
            @Override
            public void open(String url) {
                runOnUiThread(() -> {
                    try {
                        startActivity(new Intent(Intent.ACTION_VIEW, Uri.parse(url)));
                    } catch (ActivityNotFoundException e) {
                        Log.w("AtariGo", "no browser for " + url, e);
                    }
                });
            }
        });
        view = new EbitenView(this);
        setContentView(view);
        getOnBackPressedDispatcher().addCallback(this, backCallback);
    }

    @Override
    protected void onPause() {
        super.onPause();
        // The system may end a paused app without warning: the autosave and the settings are written first.
        Mobile.suspend();
        view.suspendGame();
    }

    @Override
    protected void onResume() {
        super.onResume();
        view.resumeGame();
        Mobile.resume();
    }

    /**
     * The back key, where the system still sends it as a key (Android 12 and earlier, keyboards): the game's view
     * would take it as a key of its own, so it goes to the back callback instead.
     */
    @Override
    public boolean dispatchKeyEvent(KeyEvent event) {
        if (event.getKeyCode() == KeyEvent.KEYCODE_BACK) {
            if (event.getAction() == KeyEvent.ACTION_UP && !event.isCanceled()) {
                getOnBackPressedDispatcher().onBackPressed();
            }
            return true;
        }
        return super.dispatchKeyEvent(event);
    }
}
