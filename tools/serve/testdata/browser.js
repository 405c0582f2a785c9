// Plays the browser build in headless Chromium as a person would, with puppeteer-core; browser_test.go runs it
// and checks what it reports.
//
//   node browser.js CONFIG.json
//
// CONFIG holds puppeteer (the folder puppeteer-core is installed in), chromium (its program), url (the served
// page), file (index.html as a file:// address), out (the folder for screenshots and report.json) and captions
// (newGame, startGame, menu, czech, continueCs, menuCs, loadCs, uploadCs, saveCs, downloadCs, newGameRu, download,
// save, continue, tutorial, firstLesson, next: the captions to press or look for; blocked, blockedGame: the messages
// of a browser that keeps nothing), upload (a game file), runs (how many first visits to time), offlineURL (the page
// on a server that switch, an address, takes off the network with "?offline" and brings back with "?online",
// serving a new build with "&update": the page with marker in it).
// First the page is opened runs times in fresh profiles and reloaded once the service worker keeps it, timed; then
// it is played offline (offline below).
// At each size (a phone, touched; a desktop, clicked), in a fresh profile: the page loads, a new game starts and
// a stone is played on B2, the language is changed to Czech on the menu, the page is reloaded, and Continue
// opens the game again; at the desktop's size the game file is then opened from the device through Load, and
// Save downloads it and keeps it in the browser's list. Then a browser preferring German, then Russian, gets the
// page and the game in Russian, and a browser that refuses the site's storage is told so at once. The game's
// page hooks (cmd/atarigo/page_js.go) say where captions and intersections are; localStorage says what was kept.
"use strict";
const fs = require("fs");
const path = require("path");

const config = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const puppeteer = require(path.join(config.puppeteer, "node_modules", "puppeteer-core"));
const home = "/home/player";
const autosaveKey = "atarigo:f:" + home + "/.config/atarigo/autosave.sgf";
const settingsKey = "atarigo:f:" + home + "/.config/atarigo/settings.json";
const learnerKey = "atarigo:f:" + home + "/.config/atarigo/learners/1.json";
const timeout = 120000;

const sizes = [
	{ name: "phone", viewport: { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true } },
	{ name: "desktop", viewport: { width: 1280, height: 800, deviceScaleFactor: 1 } },
];

// helpers returns the steps of a visit to page at size: shot (a screenshot), started (waits for the first frame),
// settle, frames, touch and press (a control by its caption).
function helpers(page, size) {
	const shot = async (name) => {
		await page.screenshot({ path: path.join(config.out, `${size.name}-${name}.png`) });
	};
	const started = async () => {
		await page.waitForFunction(() => globalThis.atarigoFirstFrameMs !== undefined, { timeout });
		return page.evaluate(() => globalThis.atarigoFirstFrameMs);
	};
	const settle = () => page.waitForFunction(() => globalThis.atarigoTest && atarigoTest.settled(), { timeout, polling: 100 });
	// frames waits for k frames of the page (the game updates once a frame).
	const frames = (k) => page.evaluate((k) => new Promise((done) => {
		let n = 0;
		const next = () => (++n < k ? requestAnimationFrame(next) : done());
		requestAnimationFrame(next);
	}), k);
	// touch taps on the phone and clicks elsewhere, as a person there would: the finger or button stays down for
	// a few frames, since one that goes down and up between two of the game's updates is never seen (a busy
	// machine draws few frames a second).
	const touch = async (p) => {
		if (size.viewport.hasTouch) {
			const finger = await page.touchscreen.touchStart(p.x, p.y);
			await frames(3);
			await finger.end();
		} else {
			await page.mouse.move(p.x, p.y);
			await page.mouse.down();
			await frames(3);
			await page.mouse.up();
		}
		// A few frames for the game to take the input and start what it asks for, before settle waits it out.
		await frames(4);
	};
	const press = async (caption) => {
		await settle();
		const p = await page.evaluate((c) => atarigoTest.find(c), caption);
		if (!p) {
			await shot("failed");
			throw new Error(`${size.name}: no control captioned ${caption} (see ${size.name}-failed.png)`);
		}
		await touch(p);
	};
	return { shot, started, settle, frames, touch, press };
}

// catchDownloads makes page keep the downloads it starts (a link's click) in caughtDownloads, to read what they
// hold.
async function catchDownloads(page) {
	await page.evaluateOnNewDocument(() => {
		globalThis.caughtDownloads = [];
		const click = HTMLAnchorElement.prototype.click;
		HTMLAnchorElement.prototype.click = function () {
			if (!this.download) return click.call(this);
			const name = this.download;
			fetch(this.href).then((r) => r.text()).then((text) => caughtDownloads.push({ name, text }));
		};
	});
}

// play runs the whole visit at one size and returns what it saw.
async function play(browser, size) {
	const report = { name: size.name, dsf: size.viewport.deviceScaleFactor, errors: [] };
	const context = await browser.createBrowserContext();
	const page = await context.newPage();
	page.on("pageerror", (e) => report.errors.push(e.message));
	page.on("console", (m) => { if (m.type() === "error") report.errors.push(m.text()); });
	await page.setViewport(size.viewport);
	const { shot, started, settle, touch, press } = helpers(page, size);
	const stored = (key) => page.evaluate((k) => localStorage.getItem(k), key);

	await catchDownloads(page);
	await page.goto(config.url);
	report.firstFrameMs = await started();
	await settle();
	await shot("1-menu");

	await press(config.captions.newGame);
	await press(config.captions.startGame);
	await settle();
	const b2 = await page.evaluate(() => atarigoTest.locate("B2"));
	await touch(b2);
	// The move is kept when the autosave in the browser's storage holds it.
	await page.waitForFunction((k) => (localStorage.getItem(k) || "").includes(";B[bf]"), { timeout, polling: 100 }, autosaveKey);
	await settle();
	await shot("2-move");
	report.autosaveAfterMove = await stored(autosaveKey);

	await press(config.captions.menu);
	await press(config.captions.czech);
	await page.waitForFunction((k) => /"language":\s*"cs"/.test(localStorage.getItem(k) || ""), { timeout, polling: 100 }, settingsKey);
	await settle();
	await shot("3-czech");

	await page.reload();
	report.reloadFirstFrameMs = await started();
	await settle();
	await shot("4-reloaded");
	report.settingsAfterReload = await stored(settingsKey);
	await press(config.captions.continueCs);
	await settle();
	await shot("5-continued");
	// Where B2 is in the screenshot's pixels, for the test to look at the stone.
	const p = await page.evaluate(() => atarigoTest.locate("B2"));
	report.b2 = p && { x: Math.round(p.x * report.dsf), y: Math.round(p.y * report.dsf) };
	report.autosaveAfterReload = await stored(autosaveKey);

	if (size.name === "desktop") {
		// A game file from the device: Load, From this device, the browser's file chooser; the game opens and
		// becomes the game kept for Continue.
		await press(config.captions.menuCs);
		await press(config.captions.loadCs);
		await settle();
		const [chooser] = await Promise.all([page.waitForFileChooser({ timeout }), press(config.captions.uploadCs)]);
		await chooser.accept([config.upload]);
		await page.waitForFunction((k) => (localStorage.getItem(k) || "").includes(";B[gc]"), { timeout, polling: 100 }, autosaveKey);
		await settle();
		await shot("6-uploaded");
		report.autosaveAfterUpload = await stored(autosaveKey);

		// Save: a download of the game, then the game saved in the browser's list.
		await press(config.captions.saveCs);
		await press(config.captions.downloadCs);
		await page.waitForFunction(() => caughtDownloads.length > 0, { timeout, polling: 100 });
		report.download = await page.evaluate(() => caughtDownloads[0]);
		await shot("7-downloaded");
		await press(config.captions.saveCs);
		await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith("atarigo:f:/home/player/Documents/")), { timeout, polling: 100 });
		report.saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("atarigo:f:/home/player/Documents/")));
	}
	await context.close();
	return report;
}

// blocked opens the page at the desktop's size in a fresh profile whose browser refuses the site's storage (as
// with cookies blocked, reading localStorage throws): the first screen says so at once; a game begun says that it is
// not kept, with Download, which opens Save, whose Save downloads the game; after a reload nothing is offered to
// continue, and the first screen says so again.
async function blocked(browser) {
	const size = { name: "blocked", viewport: sizes[1].viewport };
	const report = { name: size.name, errors: [] };
	const context = await browser.createBrowserContext();
	const page = await context.newPage();
	page.on("pageerror", (e) => report.errors.push(e.message));
	await page.setViewport(size.viewport);
	await page.evaluateOnNewDocument(() => {
		Object.defineProperty(window, "localStorage", {
			get() { throw new DOMException("The site's storage is blocked", "SecurityError"); },
		});
	});
	await catchDownloads(page);
	const { shot, started, settle, frames, touch, press } = helpers(page, size);
	const message = () => page.evaluate(() => atarigoTest.message());
	await page.goto(config.url);
	await started();
	await settle();
	await shot("1-menu");
	report.message = await message();
	await press(config.captions.newGame);
	await press(config.captions.startGame);
	await settle();
	await touch(await page.evaluate(() => atarigoTest.locate("B2")));
	await page.waitForFunction((m) => atarigoTest.message().includes(m), { timeout, polling: 100 }, config.captions.blockedGame);
	await settle();
	await shot("2-move");
	report.gameMessage = await message();
	await press(config.captions.download);
	await settle();
	await shot("3-save");
	await press(config.captions.save);
	await page.waitForFunction(() => caughtDownloads.length > 0, { timeout, polling: 100 });
	report.download = await page.evaluate(() => caughtDownloads[0]);
	await frames(2);
	await page.reload();
	await started();
	await settle();
	await shot("4-reloaded");
	report.reloadMessage = await message();
	report.found = await page.evaluate((c) => atarigoTest.find(c) !== null, config.captions.continue);
	await context.close();
	return report;
}

// firstLanguage opens the page in a fresh profile whose browser prefers German, then Russian: the page and the
// game speak the first of these that they know.
async function firstLanguage(browser) {
	const context = await browser.createBrowserContext();
	const page = await context.newPage();
	await page.setViewport(sizes[1].viewport);
	await page.evaluateOnNewDocument(() => {
		Object.defineProperty(navigator, "languages", { get: () => ["de-DE", "ru-RU", "en"] });
	});
	await page.goto(config.url);
	const report = { name: "languages", pageLang: await page.evaluate(() => document.documentElement.lang) };
	await page.waitForFunction(() => globalThis.atarigoFirstFrameMs !== undefined, { timeout });
	await page.waitForFunction(() => atarigoTest.settled(), { timeout, polling: 100 });
	report.found = await page.evaluate((c) => atarigoTest.find(c) !== null, config.captions.newGameRu);
	await page.screenshot({ path: path.join(config.out, "languages-menu.png") });
	await context.close();
	return report;
}

// started waits for the game's first frame on page and returns its time from the start of the page's load.
const started = async (page) => {
	await page.waitForFunction(() => globalThis.atarigoFirstFrameMs !== undefined, { timeout });
	return page.evaluate(() => globalThis.atarigoFirstFrameMs);
};

// kept waits until the service worker of the build is active and has the page and the program kept.
const kept = (page) => page.waitForFunction(async () => {
	const reg = await navigator.serviceWorker.getRegistration();
	if (!reg || !reg.active || reg.active.state !== "activated") return false;
	const names = await caches.keys();
	for (const n of names) {
		const c = await caches.open(n);
		if (await c.match("atarigo.wasm") && await c.match("./")) return true;
	}
	return false;
}, { timeout, polling: 200 });

// timing opens the page in fresh profiles, as on a first visit, and reloads it once the service worker keeps it:
// the time to the first frame each time (the test prints them; nothing is asserted on the clock).
async function timing(browser, runs) {
	const report = { name: "timing", firstVisits: [], reloads: [], compiled: [], reloadCompiled: [] };
	for (let i = 0; i < runs; i++) {
		const context = await browser.createBrowserContext();
		const page = await context.newPage();
		await page.setViewport(sizes[1].viewport);
		await page.goto(config.url);
		report.firstVisits.push(await started(page));
		report.compiled.push(await page.evaluate(() => globalThis.atarigoCompiledMs));
		await kept(page);
		await page.reload();
		report.reloads.push(await started(page));
		report.reloadCompiled.push(await page.evaluate(() => globalThis.atarigoCompiledMs));
		await context.close();
	}
	return report;
}

// offline visits the page, waits until the service worker keeps it, then takes the network away (the browser's
// and the server's: config.switch says so to the server) and reloads: the game must start and a lesson page be
// played, its progress kept. Then the network comes back with a new build served (the server changes the page
// and the version): the next start brings it in and the one after shows it.
async function offline(browser) {
	const report = { name: "offline", errors: [] };
	const context = await browser.createBrowserContext();
	const page = await context.newPage();
	page.on("pageerror", (e) => report.errors.push(e.message));
	await page.setViewport(sizes[1].viewport);
	const frames = (k) => page.evaluate((k) => new Promise((done) => {
		let n = 0;
		const next = () => (++n < k ? requestAnimationFrame(next) : done());
		requestAnimationFrame(next);
	}), k);
	const press = async (caption) => {
		const h = await page.waitForFunction((c) => atarigoTest.settled() && atarigoTest.find(c), { timeout, polling: 100 }, caption);
		const p = await h.jsonValue();
		await page.mouse.move(p.x, p.y);
		await page.mouse.down();
		await frames(3);
		await page.mouse.up();
		await frames(4);
	};
	const server = (what) => fetch(config.switch + "?" + what);

	await page.goto(config.offlineURL);
	await started(page);
	await kept(page);
	await server("offline");
	await page.setOfflineMode(true);
	await page.reload();
	report.offlineFirstFrameMs = await started(page);
	report.controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
	await press(config.captions.tutorial);
	await press(config.captions.firstLesson);
	await press(config.captions.next);
	await press(config.captions.next);
	await page.waitForFunction(() => atarigoTest.settled(), { timeout, polling: 100 });
	const d4 = await page.evaluate(() => atarigoTest.locate("D4"));
	await page.mouse.click(d4.x, d4.y, { delay: 100 });
	await page.waitForFunction((k) => /"lessons":\s*\{\s*"/.test(localStorage.getItem(k) || ""), { timeout, polling: 100 }, learnerKey);
	report.learnerAfterLesson = await page.evaluate((k) => localStorage.getItem(k), learnerKey);
	await page.screenshot({ path: path.join(config.out, "offline-lesson.png") });

	await page.setOfflineMode(false);
	await server("online&update");
	await page.reload();
	await started(page);
	report.updatedVersion = await page.evaluate(() => fetch("atarigo.json").then((r) => r.json()).then((j) => j.version));
	await page.waitForFunction((v) => navigator.serviceWorker.getRegistration().then((r) =>
		r && r.active && r.active.state === "activated" && r.active.scriptURL.endsWith("v=" + v)), { timeout, polling: 200 }, report.updatedVersion);
	await page.reload();
	await started(page);
	report.updatedPage = await page.evaluate((m) => document.documentElement.innerHTML.includes(m), config.marker);
	await context.close();
	return report;
}

(async () => {
	const browser = await puppeteer.launch({
		executablePath: config.chromium,
		headless: true,
		// Root in a container needs --no-sandbox; SwiftShader draws WebGL without a GPU.
		args: ["--no-sandbox", "--enable-unsafe-swiftshader", "--use-angle=swiftshader"],
	});
	const reports = [];
	try {
		reports.push(await timing(browser, config.runs));
		reports.push(await offline(browser));
		for (const size of sizes) reports.push(await play(browser, size));
		reports.push(await firstLanguage(browser));
		reports.push(await blocked(browser));
		// Opened as a file, the page says how to serve it.
		const page = await browser.newPage();
		await page.goto(config.file);
		await page.screenshot({ path: path.join(config.out, "file-page.png") });
		reports.push({ name: "file", message: await page.$eval("#message", (e) => e.textContent) });
		// Served without its pictures and sounds, the page says that they could not be downloaded.
		const missing = await (await browser.createBrowserContext()).newPage();
		await missing.goto(config.missing);
		await missing.waitForSelector("#loading.failed", { timeout });
		await missing.screenshot({ path: path.join(config.out, "missing-assets.png") });
		reports.push({ name: "missing", message: await missing.$eval("#message", (e) => e.textContent) });
	} finally {
		await browser.close();
	}
	fs.writeFileSync(path.join(config.out, "report.json"), JSON.stringify(reports, null, 1));
})().catch((err) => {
	console.error(err);
	process.exit(1);
});
