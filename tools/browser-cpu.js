// browser-cpu.js measures the processor time headless Chromium takes for the game's page while nothing happens:
// the time of all its processes (browser, page, graphics, audio) over SPAN seconds, read through the DevTools
// protocol (SystemInfo.getProcessInfo), as a share of one core, with the frames the game drew meanwhile and how
// often the page rested (web/index.html).
//
//   node tools/browser-cpu.js PUPPETEER_DIR URL [SPAN] [WARM]     (defaults: 20 s, 25 s)
//
// make browser-cpu builds the game, serves it and runs this. Cases: menu (the menu, untouched, WARM seconds after
// it settled: past the blinking stone's ten seconds) and play (a new game of the default setup, waiting for the
// person's first move, 5 s after it settled). Software WebGL (SwiftShader), as the browser test.
"use strict";
const path = require("path");

const [dir, url] = process.argv.slice(2, 4);
const span = Number(process.argv[4] || 20);
const warm = Number(process.argv[5] || 25);
const puppeteer = require(path.resolve(dir, "node_modules", "puppeteer-core"));
const sleep = (s) => new Promise((r) => setTimeout(r, s * 1000));

(async () => {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--enable-unsafe-swiftshader", "--use-angle=swiftshader"],
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  const cdp = await browser.target().createCDPSession();
  const cpu = async () => {
    const byType = {};
    for (const p of (await cdp.send("SystemInfo.getProcessInfo")).processInfo) byType[p.type] = (byType[p.type] || 0) + p.cpuTime;
    return byType;
  };
  const settled = () => page.waitForFunction(() => atarigoTest.settled(), { timeout: 120000, polling: 100 });
  const measure = async (name) => {
    const f0 = await page.evaluate(() => atarigoTest.frames());
    const a = await cpu();
    await sleep(span);
    const b = await cpu();
    const f1 = await page.evaluate(() => atarigoTest.frames());
    const rest = await page.evaluate(() => atarigoRestCount());
    let total = 0;
    const parts = [];
    for (const k of Object.keys(b)) {
      const d = b[k] - (a[k] || 0);
      total += d;
      if (d >= 0.005 * span) parts.push(`${k.replace(/\.mojom\..*/, "")} ${(100 * d / span).toFixed(1)}%`);
    }
    console.log(`${name}: ${(100 * total / span).toFixed(1)}% of a core over ${span} s (${parts.join(", ")}); ` +
      `${f1 - f0} frames drawn; the page rested ${rest.times} times`);
  };
  const press = async (caption) => {
    const h = await page.waitForFunction((c) => atarigoTest.settled() && atarigoTest.find(c), { timeout: 60000, polling: 100 }, caption);
    const p = await h.jsonValue();
    await page.mouse.click(p.x, p.y, { delay: 100 });
    await sleep(0.5);
  };

  await page.goto(url);
  await page.waitForFunction(() => globalThis.atarigoFirstFrameMs !== undefined, { timeout: 120000 });
  await settled();
  await sleep(warm);
  await measure("menu");
  await press("New game");
  await press("Start game");
  await settled();
  await sleep(5);
  await measure("play");
  await browser.close();
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
