// Runs a Go program built for js/wasm under Node with the browser's file system, web/storage.js, over a
// localStorage kept in memory, as the page runs the game.
//
//   node node_host.js STORAGE.js WASM_EXEC.js PROGRAM.wasm [ARGS...]
//
// ATARIGO_STORAGE_QUOTA, when set, is the most characters the storage holds (keys and values), as a browser's
// quota; a write beyond it fails as a full browser storage does. The program's exit status is this one's.
"use strict";
const path = require("path");
const nodefs = require("fs");

const [storageJS, wasmExecJS, program, ...args] = process.argv.slice(2);
const quota = Number(process.env.ATARIGO_STORAGE_QUOTA || Infinity);
const items = new Map();
const used = () => {
	let n = 0;
	for (const [k, v] of items) n += k.length + v.length;
	return n;
};
globalThis.localStorage = {
	get length() { return items.size; },
	key(i) { return i < items.size ? [...items.keys()][i] : null; },
	getItem(k) { return items.has(k) ? items.get(k) : null; },
	setItem(k, v) {
		const old = items.get(k);
		items.set(k, String(v));
		if (used() > quota) {
			if (old === undefined) items.delete(k); else items.set(k, old);
			const err = new Error("The quota has been exceeded.");
			err.name = "QuotaExceededError";
			throw err;
		}
	},
	removeItem(k) { items.delete(k); },
	clear() { items.clear(); },
};

require(path.resolve(storageJS));
// Go's tests make their temporary folders in /tmp.
globalThis.fs.mkdir("/tmp", 0o777, (err) => { if (err) throw err; });
require(path.resolve(wasmExecJS));

const go = new Go();
go.argv = [program, ...args];
go.env = { HOME: globalThis.AtariGoStorage.home, TMPDIR: "/tmp" };
if (process.env.ATARIGO_STORAGE_QUOTA) go.env.ATARIGO_STORAGE_QUOTA = process.env.ATARIGO_STORAGE_QUOTA;
go.exit = (code) => { process.exitCode = code; };
WebAssembly.instantiate(nodefs.readFileSync(program), go.importObject)
	.then((result) => go.run(result.instance))
	// Timers the program left would wake a program that has ended.
	.then(() => process.exit())
	.catch((err) => {
		console.error(err);
		process.exit(1);
	});
