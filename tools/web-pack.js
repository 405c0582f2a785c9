// web-pack.js finishes the browser build in a folder (make wasm runs it on web/): it writes beside atarigo.wasm
// its gzip and brotli copies, which tools/serve sends to browsers that accept them, and atarigo.json with the
// program's size (for the page's progress bar), the pictures and sounds in assets/ the page fetches beside it, and
// the build's version (a digest of the files the service worker
// keeps, so that a changed file is a new version). Node's own zlib makes both copies: no other tool is needed.
//
//   node tools/web-pack.js DIR [BROTLI_QUALITY]     (quality 0-11, default 11: the smallest, 3 to 9 minutes
//                                                    of one core for the program; 5 takes seconds)
//
// A copy is made again only when the program changed since it was made (its digest is kept in atarigo.json), so a
// build that changed nothing in the program costs nothing here.
"use strict";
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");
const crypto = require("crypto");

const dir = process.argv[2];
const quality = Number(process.argv[3] || 11);
if (!dir) {
  console.error("usage: node tools/web-pack.js DIR [BROTLI_QUALITY]");
  process.exit(2);
}
const file = (name) => path.join(dir, name);
const digest = (data) => crypto.createHash("sha256").update(data).digest("hex").slice(0, 16);

const program = fs.readFileSync(file("atarigo.wasm"));
const programDigest = digest(program);
let old = {};
try {
  old = JSON.parse(fs.readFileSync(file("atarigo.json"), "utf8"));
} catch (e) { /* a first build */ }

// copy writes name+suffix, compressed by compress, unless it is there already for this very program and quality.
const copy = (suffix, key, compress) => {
  const out = file("atarigo.wasm" + suffix);
  if (old.program === programDigest && old[key] === quality && fs.existsSync(out) &&
      fs.statSync(out).mtimeMs >= fs.statSync(file("atarigo.wasm")).mtimeMs) {
    return fs.statSync(out).size;
  }
  const start = Date.now();
  const data = compress(program);
  fs.writeFileSync(out, data);
  console.log(`web-pack: atarigo.wasm${suffix} ${data.length} bytes (${(Date.now() - start) / 1000} s)`);
  return data.length;
};
const gzipSize = copy(".gz", "gzipLevel", (d) => zlib.gzipSync(d, { level: 9 }));
const brotliSize = copy(".br", "brotliQuality", (d) => zlib.brotliCompressSync(d, {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_GENERIC,
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 24, // the largest window browsers take
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: d.length,
  },
}));

// The game's pictures and sounds, which make wasm copies into assets/ (the browser's program fetches them rather
// than carrying them): the page fetches those atarigo.json lists while the program downloads, and the service
// worker keeps them. The sounds get compressed copies too; the pictures are compressed already.
const assetDir = file("assets");
const assets = fs.existsSync(assetDir) ? fs.readdirSync(assetDir).filter((n) => /^[a-z0-9_]+\.(png|wav)$/.test(n)).sort() : [];
for (const name of assets.filter((n) => n.endsWith(".wav"))) {
  const data = fs.readFileSync(path.join(assetDir, name));
  fs.writeFileSync(path.join(assetDir, name + ".gz"), zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(path.join(assetDir, name + ".br"), zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  }));
}

// The version covers every file the service worker keeps (web/sw.js), the program by its digest.
const kept = ["index.html", "storage.js", "wasm_exec.js", "manifest.webmanifest", "sw.js",
  "icon-192.png", "icon-512.png", "favicon.png", "apple-touch-icon.png", ...assets.map((n) => "assets/" + n)];
const all = crypto.createHash("sha256").update(programDigest);
for (const name of kept) {
  if (fs.existsSync(file(name))) all.update(name).update(fs.readFileSync(file(name)));
}
const info = {
  size: program.length,
  version: all.digest("hex").slice(0, 12),
  assets,
  program: programDigest,
  gzipLevel: 9,
  gzipSize,
  brotliQuality: quality,
  brotliSize,
};
fs.writeFileSync(file("atarigo.json"), JSON.stringify(info, null, 1) + "\n");
console.log(`web-pack: version ${info.version}: atarigo.wasm ${program.length} bytes, gzip ${gzipSize}, brotli ${brotliSize}`);
