// The game's files in the browser: a small file system kept in the page's localStorage.
//
// Go's WebAssembly runtime does every file operation of package os through globalThis.fs, with the callback
// API of Node's fs module (open, read, write, close, fstat, stat, mkdir, readdir, rename, unlink, rmdir, fsync,
// ...). This script defines that object before wasm_exec.js would put its stub there, so the game's own file
// rules (settings, the autosave written whole and renamed, the previous game, saved games and their list, own
// lessons) run unchanged in the browser. Files are held in memory and written through to localStorage when a
// file is synced or closed after writing, renamed or removed: one key per file ("atarigo:f:" + path, the bytes
// as a string of char codes 0-255) and one per folder ("atarigo:d:" + path). Errors are Error objects with
// Node's codes (ENOENT, EEXIST, ENOTDIR, EISDIR, ENOTEMPTY, EBADF, EINVAL, ENOSPC when the storage is full),
// which Go turns into its errno values. Changes another tab of the same site makes are taken over when the
// browser reports them (the storage event). Standard output and error go to the console.
"use strict";

(() => {
	const home = "/home/player";
	const filePrefix = "atarigo:f:";
	const dirPrefix = "atarigo:d:";
	const S_IFDIR = 0o040000, S_IFREG = 0o100000;
	const C = { O_RDONLY: 0, O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_EXCL: 128, O_TRUNC: 512, O_APPEND: 1024, O_DIRECTORY: 65536 };

	let store = null; // localStorage, or null where the browser refuses it (then files last until the page closes)
	try {
		store = globalThis.localStorage;
		store.getItem(dirPrefix + "/");
	} catch (e) {
		store = null;
	}

	// fail makes the error Go expects for code.
	const fail = (code, what) => {
		const err = new Error(code + ": " + what);
		err.code = code;
		return err;
	};

	// clean resolves "." and ".." and doubled slashes; a relative path starts at "/".
	const clean = (p) => {
		const out = [];
		for (const part of String(p).split("/")) {
			if (part === "" || part === ".") continue;
			if (part === "..") out.pop(); else out.push(part);
		}
		return "/" + out.join("/");
	};
	const parentOf = (p) => p === "/" ? "/" : clean(p + "/..");
	const baseOf = (p) => p.slice(p.lastIndexOf("/") + 1);

	// nodes maps a clean path to {dir: true, mode, mtime} or {data: Uint8Array, size, mode, mtime}.
	const nodes = new Map();
	let nextIno = 1;
	const node = (n) => { n.ino = nextIno++; return n; };
	nodes.set("/", node({ dir: true, mode: 0o755, mtime: Date.now() }));

	const toText = (bytes) => {
		let s = "";
		for (let i = 0; i < bytes.length; i += 8192) {
			s += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192));
		}
		return s;
	};
	const toBytes = (s) => {
		const b = new Uint8Array(s.length);
		for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i) & 0xff;
		return b;
	};

	// ensureDirs makes p and its parents folders in memory (they came from storage, so they are kept there).
	const ensureDirs = (p, mtime) => {
		if (nodes.has(p)) return;
		ensureDirs(parentOf(p), mtime);
		nodes.set(p, node({ dir: true, mode: 0o755, mtime }));
	};

	// loadKey takes one stored entry into memory; a null value removes it.
	const loadKey = (key, value) => {
		if (key.startsWith(filePrefix)) {
			const p = clean(key.slice(filePrefix.length));
			if (value === null) { nodes.delete(p); return; }
			ensureDirs(parentOf(p), Date.now());
			const data = toBytes(value);
			const old = nodes.get(p);
			const meta = metaOf(p);
			nodes.set(p, node({ data, size: data.length, mode: meta.mode || 0o644, mtime: meta.mtime || (old && old.mtime) || Date.now() }));
		} else if (key.startsWith(dirPrefix)) {
			const p = clean(key.slice(dirPrefix.length));
			if (value === null) { if (p !== "/") nodes.delete(p); return; }
			ensureDirs(p, Number(value) || Date.now());
		}
	};

	// The times and modes of files are kept in one key of their own, so a file's key holds its bytes alone.
	const metaKey = "atarigo:meta";
	let meta = {};
	const metaOf = (p) => meta[p] || {};
	const saveMeta = () => {
		if (store) {
			try { store.setItem(metaKey, JSON.stringify(meta)); } catch (e) { /* the bytes matter, the times do not */ }
		}
	};

	if (store) {
		try { meta = JSON.parse(store.getItem(metaKey) || "{}") || {}; } catch (e) { meta = {}; }
		const keys = [];
		for (let i = 0; i < store.length; i++) keys.push(store.key(i));
		for (const k of keys.sort()) {
			if (k.startsWith(dirPrefix)) loadKey(k, store.getItem(k));
		}
		for (const k of keys) {
			if (k.startsWith(filePrefix)) loadKey(k, store.getItem(k));
		}
		if (globalThis.addEventListener) globalThis.addEventListener("storage", (e) => {
			if (e.storageArea !== store) return;
			if (e.key === null) { // cleared
				for (const p of [...nodes.keys()]) if (p !== "/") nodes.delete(p);
				meta = {};
				return;
			}
			if (e.key === metaKey) {
				try { meta = JSON.parse(e.newValue || "{}") || {}; } catch (err) { meta = {}; }
				return;
			}
			loadKey(e.key, e.newValue);
		});
	}

	// persist writes the file or folder at p to storage, or removes it when it is gone from memory; a full
	// storage throws ENOSPC.
	const persist = (p) => {
		if (!store) return;
		const n = nodes.get(p);
		try {
			if (!n) {
				store.removeItem(filePrefix + p);
				store.removeItem(dirPrefix + p);
				delete meta[p];
			} else if (n.dir) {
				store.setItem(dirPrefix + p, String(n.mtime));
			} else {
				store.setItem(filePrefix + p, toText(n.data.subarray(0, n.size)));
				meta[p] = { mode: n.mode, mtime: n.mtime };
			}
		} catch (e) {
			throw fail("ENOSPC", "the browser's storage for this site is full (" + p + ")");
		}
		saveMeta();
	};

	// lookup returns the node at p, or throws ENOENT, or ENOTDIR when a parent is a file.
	const lookup = (p) => {
		const n = nodes.get(p);
		if (n) return n;
		for (let q = parentOf(p); ; q = parentOf(q)) {
			const pn = nodes.get(q);
			if (pn && !pn.dir) throw fail("ENOTDIR", p);
			if (q === "/") break;
		}
		throw fail("ENOENT", p);
	};
	// parentDir checks that p's parent exists and is a folder.
	const parentDir = (p) => {
		const d = lookup(parentOf(p));
		if (!d.dir) throw fail("ENOTDIR", p);
	};

	const stat = (n) => {
		const t = n.mtime;
		const size = n.dir ? 4096 : n.size;
		return {
			dev: 1, ino: n.ino, mode: (n.dir ? S_IFDIR : S_IFREG) | n.mode, nlink: 1, uid: 0, gid: 0, rdev: 0,
			size, blksize: 4096, blocks: Math.ceil(size / 512), atimeMs: t, mtimeMs: t, ctimeMs: t,
			isDirectory() { return !!n.dir; }, isFile() { return !n.dir; },
		};
	};

	// fds maps an open file's number to {path, node, flags, pos, dirty}; 0, 1 and 2 are the standard streams.
	const fds = new Map();
	let nextFd = 3;
	const fdOf = (fd) => {
		const f = fds.get(fd);
		if (!f) throw fail("EBADF", "file " + fd);
		return f;
	};
	const writable = (f) => (f.flags & 3) !== C.O_RDONLY;

	// grow makes room for size bytes in file n.
	const grow = (n, size) => {
		if (size <= n.data.length) return;
		const data = new Uint8Array(Math.max(size, n.data.length * 2, 64));
		data.set(n.data.subarray(0, n.size));
		n.data = data;
	};

	// flush writes an open file to storage when it was written to since the last flush.
	const flush = (f) => {
		if (f.dirty && nodes.get(f.path) === f.node) {
			f.dirty = false;
			persist(f.path);
		}
	};

	const decoder = new TextDecoder("utf-8");
	let outputBuf = "";
	const ops = {
		open(path, flags, mode) {
			const p = clean(path);
			let n = nodes.get(p);
			const created = !n;
			if (n && (flags & C.O_CREAT) && (flags & C.O_EXCL)) throw fail("EEXIST", p);
			if (created) {
				if (!(flags & C.O_CREAT)) lookup(p);
				parentDir(p);
				n = node({ data: new Uint8Array(0), size: 0, mode: (mode & 0o777) || 0o644, mtime: Date.now() });
				nodes.set(p, n);
			}
			if (n.dir && ((flags & 3) !== C.O_RDONLY || (flags & C.O_TRUNC))) throw fail("EISDIR", p);
			if (!n.dir && (flags & C.O_DIRECTORY)) throw fail("ENOTDIR", p);
			const f = { path: p, node: n, flags, pos: 0, dirty: created };
			if (!n.dir && (flags & C.O_TRUNC) && writable(f)) {
				n.size = 0;
				n.mtime = Date.now();
				f.dirty = true;
			}
			const fd = nextFd++;
			fds.set(fd, f);
			return fd;
		},
		close(fd) {
			const f = fdOf(fd);
			fds.delete(fd);
			flush(f);
		},
		read(fd, buffer, offset, length, position) {
			const f = fdOf(fd);
			if (f.node.dir) throw fail("EISDIR", f.path);
			if ((f.flags & 3) === C.O_WRONLY) throw fail("EBADF", f.path);
			const at = position === null || position === undefined ? f.pos : position;
			const n = Math.max(0, Math.min(length, f.node.size - at));
			buffer.set(f.node.data.subarray(at, at + n), offset);
			if (position === null || position === undefined) f.pos += n;
			return n;
		},
		write(fd, buffer, offset, length, position) {
			if (fd === 1 || fd === 2) return ops.writeSync(fd, buffer.subarray(offset, offset + length));
			const f = fdOf(fd);
			if (!writable(f)) throw fail("EBADF", f.path);
			const n = f.node;
			let at = position === null || position === undefined ? f.pos : position;
			if (f.flags & C.O_APPEND) at = n.size;
			grow(n, at + length);
			if (at > n.size) n.data.fill(0, n.size, at);
			n.data.set(buffer.subarray(offset, offset + length), at);
			n.size = Math.max(n.size, at + length);
			n.mtime = Date.now();
			f.dirty = true;
			if (position === null || position === undefined) f.pos = at + length;
			return length;
		},
		writeSync(fd, buf) {
			outputBuf += decoder.decode(buf);
			const nl = outputBuf.lastIndexOf("\n");
			if (nl !== -1) {
				(fd === 2 ? console.warn : console.log)(outputBuf.substring(0, nl));
				outputBuf = outputBuf.substring(nl + 1);
			}
			return buf.length;
		},
		fsync(fd) {
			if (fd <= 2) return;
			flush(fdOf(fd));
		},
		fstat(fd) {
			const f = fdOf(fd);
			return stat(f.node);
		},
		stat(path) { return stat(lookup(clean(path))); },
		lstat(path) { return stat(lookup(clean(path))); },
		ftruncate(fd, length) {
			const f = fdOf(fd);
			if (!writable(f) || f.node.dir) throw fail("EINVAL", f.path);
			ops._truncate(f.node, length);
			f.dirty = true;
		},
		truncate(path, length) {
			const p = clean(path);
			const n = lookup(p);
			if (n.dir) throw fail("EISDIR", p);
			ops._truncate(n, length);
			persist(p);
		},
		_truncate(n, length) {
			grow(n, length);
			if (length > n.size) n.data.fill(0, n.size, length);
			n.size = length;
			n.mtime = Date.now();
		},
		mkdir(path, mode) {
			const p = clean(path);
			if (nodes.has(p)) throw fail("EEXIST", p);
			parentDir(p);
			nodes.set(p, node({ dir: true, mode: (mode & 0o777) || 0o755, mtime: Date.now() }));
			try {
				persist(p);
			} catch (e) {
				nodes.delete(p);
				throw e;
			}
		},
		readdir(path) {
			const p = clean(path);
			const n = lookup(p);
			if (!n.dir) throw fail("ENOTDIR", p);
			const names = [];
			for (const q of nodes.keys()) {
				if (q !== "/" && q !== p && parentOf(q) === p) names.push(baseOf(q));
			}
			return names.sort();
		},
		rename(from, to) {
			const a = clean(from), b = clean(to);
			const n = lookup(a);
			parentDir(b);
			if (a === b) return;
			const old = nodes.get(b);
			if (old && old.dir && !n.dir) throw fail("EISDIR", b);
			if (old && !old.dir && n.dir) throw fail("ENOTDIR", b);
			if (old && old.dir && ops.readdir(b).length > 0) throw fail("ENOTEMPTY", b);
			if (n.dir && (b + "/").startsWith(a + "/")) throw fail("EINVAL", b);
			// The folder and everything under it, or the file alone.
			const moved = [...nodes.keys()].filter((q) => q === a || q.startsWith(a + "/"));
			const before = new Map(moved.map((q) => [q, nodes.get(q)]));
			if (old) before.set(b, old);
			for (const q of moved) nodes.delete(q);
			for (const q of moved) nodes.set(b + q.slice(a.length), before.get(q));
			try {
				for (const q of moved) persist(b + q.slice(a.length));
			} catch (e) {
				// The storage is full: memory goes back to what storage still holds.
				for (const q of moved) nodes.delete(b + q.slice(a.length));
				for (const [q, m] of before) nodes.set(q, m);
				throw e;
			}
			for (const q of moved) if (!nodes.has(q)) persist(q);
		},
		unlink(path) {
			const p = clean(path);
			const n = lookup(p);
			if (n.dir) throw fail("EISDIR", p);
			nodes.delete(p);
			persist(p);
		},
		rmdir(path) {
			const p = clean(path);
			const n = lookup(p);
			if (!n.dir) throw fail("ENOTDIR", p);
			if (p === "/") throw fail("EBUSY", p);
			if (ops.readdir(p).length > 0) throw fail("ENOTEMPTY", p);
			nodes.delete(p);
			persist(p);
		},
		chmod(path, mode) {
			const p = clean(path);
			const n = lookup(p);
			n.mode = mode & 0o777;
			if (!n.dir && store && store.getItem(filePrefix + p) !== null) {
				meta[p] = { mode: n.mode, mtime: n.mtime };
				saveMeta();
			}
		},
		fchmod(fd, mode) { fdOf(fd).node.mode = mode & 0o777; },
		chown() {},
		fchown() {},
		lchown() {},
		utimes(path, atime, mtime) {
			const p = clean(path);
			const n = lookup(p);
			n.mtime = Math.round(mtime * 1000);
			if (!n.dir && store && store.getItem(filePrefix + p) !== null) {
				meta[p] = { mode: n.mode, mtime: n.mtime };
				saveMeta();
			}
		},
		link(path) { throw fail("ENOSYS", "links: " + path); },
		symlink(path) { throw fail("ENOSYS", "links: " + path); },
		readlink(path) {
			lookup(clean(path));
			throw fail("EINVAL", "not a link: " + path);
		},
	};

	// The callback API Go calls: each operation answers at once through its callback.
	const fsObject = { constants: C, writeSync: ops.writeSync };
	for (const name of Object.keys(ops)) {
		if (name === "writeSync" || name.startsWith("_")) continue;
		fsObject[name] = (...args) => {
			const callback = args.pop();
			let result;
			try {
				result = ops[name](...args);
			} catch (e) {
				if (!e || typeof e.code !== "string") {
					console.error("storage:", name, e);
					e = fail("EIO", name + ": " + e);
				}
				callback(e);
				return;
			}
			callback(null, result);
		};
	}
	globalThis.fs = fsObject;

	// The home folder, with a Documents folder for saved games as on a desktop.
	for (const p of [home, home + "/Documents"]) {
		if (!nodes.has(p)) {
			ensureDirs(p, Date.now());
			try { persist(p); } catch (e) { /* kept in memory */ }
		}
	}

	// AtariGoStorage is what the page needs to know: the home folder for Go's environment, whether files outlast
	// the page, and the stored text of a file (for tests and for the page's own checks).
	globalThis.AtariGoStorage = {
		home,
		persistent: store !== null,
		read(path) {
			const n = nodes.get(clean(path));
			return n && !n.dir ? decoder.decode(n.data.subarray(0, n.size)) : null;
		},
	};
})();
