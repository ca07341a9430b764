// fs.js: the file system Go's os package uses in Hearth's page (Go's
// syscall/fs_js.go calls globalThis.fs with Node's callback API; without
// it every file call fails). Files live in memory; those under /hearth/
// (the automatic backups) are also kept in IndexedDB ("hearth-files"),
// written when a file written to is closed or synced, renamed or removed,
// and read back when opened after a reload. The database itself is not a
// file here: data/webvfs keeps it in IndexedDB page by page.
'use strict';
(() => {
  const KEEP = '/hearth/';
  const S_IFDIR = 0o040000, S_IFREG = 0o100000;
  const C = { O_RDONLY: 0, O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_EXCL: 128, O_TRUNC: 512, O_APPEND: 1024, O_DIRECTORY: 65536 };
  const nodes = new Map([['/', dir()], ['/tmp', dir()], ['/hearth', dir()]]);
  const fds = new Map();
  let nextFd = 10, idb = null;

  function dir() { return { dir: true, mode: 0o700, mtime: Date.now() }; }
  function err(code, path) { const e = new Error(code + ': ' + path); e.code = code; return e; }
  function norm(p) {
    const out = [];
    for (const part of String(p).split('/')) {
      if (part === '' || part === '.') continue;
      if (part === '..') out.pop(); else out.push(part);
    }
    return '/' + out.join('/');
  }
  function parent(p) { const i = p.lastIndexOf('/'); return i <= 0 ? '/' : p.slice(0, i); }
  function kept(p) { return p.startsWith(KEEP); }
  function stats(n) {
    const size = n.dir ? 0 : n.size;
    return { dev: 1, ino: 1, mode: (n.dir ? S_IFDIR : S_IFREG) | n.mode, nlink: 1, uid: 0, gid: 0, rdev: 0, size,
      blksize: 4096, blocks: Math.ceil(size / 512), atimeMs: n.mtime, mtimeMs: n.mtime, ctimeMs: n.mtime,
      isDirectory: () => !!n.dir };
  }
  function grow(n, size) {
    if (size <= n.data.length) return;
    const d = new Uint8Array(Math.max(size, n.data.length * 2, 4096));
    d.set(n.data.subarray(0, n.size));
    n.data = d;
  }

  // IndexedDB: "meta" path → {size, mtime, mode} (read at start), "data"
  // path → bytes (read when the file is first opened).
  function req(r) { return new Promise((ok, bad) => { r.onsuccess = () => ok(r.result); r.onerror = () => bad(r.error); }); }
  function tx(stores, fill) {
    return new Promise((ok, bad) => {
      const t = idb.transaction(stores, 'readwrite', { durability: 'strict' });
      fill(t);
      t.oncomplete = () => ok();
      t.onabort = t.onerror = () => bad(t.error || new Error('aborted'));
    });
  }
  async function open() {
    const r = indexedDB.open('hearth-files', 1);
    r.onupgradeneeded = () => { r.result.createObjectStore('meta'); r.result.createObjectStore('data'); };
    idb = await req(r);
    const t = idb.transaction('meta', 'readonly').objectStore('meta');
    const [keys, vals] = await Promise.all([req(t.getAllKeys()), req(t.getAll())]);
    keys.forEach((k, i) => {
      for (let d = parent(k); d !== '/' && !nodes.has(d); d = parent(d)) nodes.set(d, dir());
      if (vals[i].dir) nodes.set(k, dir());
      else nodes.set(k, { size: vals[i].size, mtime: vals[i].mtime, mode: vals[i].mode, data: null });
    });
  }
  async function loaded(p, n) {
    if (n.dir || n.data) return;
    const b = await req(idb.transaction('data', 'readonly').objectStore('data').get(p));
    n.data = b ? new Uint8Array(b) : new Uint8Array(0);
    n.size = Math.min(n.size, n.data.length);
  }
  function store(p, n) {
    if (!kept(p) || !idb) return Promise.resolve();
    return tx(['meta', 'data'], t => {
      t.objectStore('meta').put(n.dir ? { dir: true } : { size: n.size, mtime: n.mtime, mode: n.mode }, p);
      if (!n.dir) t.objectStore('data').put(n.data.slice(0, n.size), p);
    });
  }
  function drop(p) {
    if (!kept(p) || !idb) return Promise.resolve();
    return tx(['meta', 'data'], t => { t.objectStore('meta').delete(p); t.objectStore('data').delete(p); });
  }

  // Output to the console, as wasm_exec.js's own stub does.
  let line = '';
  const dec = new TextDecoder('utf-8');
  function out(buf) {
    line += dec.decode(buf);
    const nl = line.lastIndexOf('\n');
    if (nl !== -1) { console.log(line.slice(0, nl)); line = line.slice(nl + 1); }
    return buf.length;
  }

  // run calls the Node-style callback with what f returns (or throws),
  // awaiting it when it is a promise.
  function run(cb, f) {
    Promise.resolve().then(f).then(v => cb(null, v), e => cb(e.code ? e : Object.assign(e, { code: 'EIO' })));
  }
  function node(p) { const n = nodes.get(norm(p)); if (!n) throw err('ENOENT', p); return n; }
  function file(fd) { const f = fds.get(fd); if (!f) throw err('EBADF', String(fd)); return f; }

  globalThis.fs = {
    constants: C,
    ready: open().catch(e => console.error('hearth fs:', e)),
    writeSync(fd, buf) { return out(buf); },
    write(fd, buf, off, len, pos, cb) {
      if (fd === 1 || fd === 2) { cb(null, out(buf.subarray(off, off + len))); return; }
      run(cb, () => {
        const f = file(fd), n = f.node;
        const at = f.flags & C.O_APPEND ? n.size : pos === null ? f.pos : pos;
        grow(n, at + len);
        n.data.set(buf.subarray(off, off + len), at);
        n.size = Math.max(n.size, at + len);
        n.mtime = Date.now();
        f.dirty = true;
        if (pos === null) f.pos = at + len;
        return len;
      });
    },
    read(fd, buf, off, len, pos, cb) {
      run(cb, () => {
        const f = file(fd), n = f.node;
        const at = pos === null ? f.pos : pos;
        const k = Math.max(0, Math.min(len, n.size - at));
        buf.set(n.data.subarray(at, at + k), off);
        if (pos === null) f.pos += k;
        return k;
      });
    },
    open(path, flags, mode, cb) {
      run(cb, async () => {
        const p = norm(path);
        let n = nodes.get(p);
        if (n && (flags & C.O_CREAT) && (flags & C.O_EXCL)) throw err('EEXIST', p);
        if (!n) {
          if (!(flags & C.O_CREAT)) throw err('ENOENT', p);
          const d = nodes.get(parent(p));
          if (!d || !d.dir) throw err('ENOENT', p);
          n = { size: 0, mtime: Date.now(), mode: mode & 0o777, data: new Uint8Array(0) };
          nodes.set(p, n);
        }
        await loaded(p, n);
        if (!n.dir && (flags & C.O_TRUNC)) { n.size = 0; n.mtime = Date.now(); }
        const fd = nextFd++;
        fds.set(fd, { path: p, node: n, flags, pos: 0, dirty: !!(flags & (C.O_TRUNC | C.O_CREAT)) && !n.dir });
        return fd;
      });
    },
    close(fd, cb) {
      run(cb, async () => {
        const f = file(fd);
        fds.delete(fd);
        if (f.dirty && nodes.get(f.path) === f.node) await store(f.path, f.node);
      });
    },
    fsync(fd, cb) {
      run(cb, async () => {
        const f = file(fd);
        if (f.dirty && !f.node.dir) { await store(f.path, f.node); f.dirty = false; }
      });
    },
    fstat(fd, cb) { run(cb, () => stats(file(fd).node)); },
    stat(path, cb) { run(cb, () => stats(node(path))); },
    lstat(path, cb) { run(cb, () => stats(node(path))); },
    readdir(path, cb) {
      run(cb, () => {
        const p = norm(path), n = node(p);
        if (!n.dir) throw err('ENOTDIR', p);
        const pre = p === '/' ? '/' : p + '/';
        return [...nodes.keys()].filter(k => k !== p && k.startsWith(pre) && !k.slice(pre.length).includes('/')).map(k => k.slice(pre.length));
      });
    },
    mkdir(path, perm, cb) {
      run(cb, async () => {
        const p = norm(path);
        if (nodes.has(p)) throw err('EEXIST', p);
        const d = nodes.get(parent(p));
        if (!d || !d.dir) throw err('ENOENT', p);
        const n = dir();
        nodes.set(p, n);
        await store(p, n);
      });
    },
    rmdir(path, cb) {
      run(cb, async () => {
        const p = norm(path), n = node(p);
        if (!n.dir) throw err('ENOTDIR', p);
        if ([...nodes.keys()].some(k => k.startsWith(p + '/'))) throw err('ENOTEMPTY', p);
        nodes.delete(p);
        await drop(p);
      });
    },
    unlink(path, cb) {
      run(cb, async () => {
        const p = norm(path), n = node(p);
        if (n.dir) throw err('EISDIR', p);
        nodes.delete(p);
        await drop(p);
      });
    },
    rename(from, to, cb) {
      run(cb, async () => {
        const a = norm(from), b = norm(to), n = node(a);
        if (n.dir) throw err('EINVAL', a); // Hearth renames files only
        const d = nodes.get(parent(b));
        if (!d || !d.dir) throw err('ENOENT', b);
        await loaded(a, n);
        nodes.delete(a);
        nodes.set(b, n);
        if (kept(b)) await store(b, n);
        await drop(a);
      });
    },
    ftruncate(fd, len, cb) {
      run(cb, () => { const f = file(fd); grow(f.node, len); f.node.data.fill(0, Math.min(len, f.node.size), len); f.node.size = len; f.dirty = true; });
    },
    truncate(path, len, cb) {
      run(cb, async () => { const p = norm(path), n = node(p); await loaded(p, n); grow(n, len); n.size = len; await store(p, n); });
    },
    chmod(path, mode, cb) { run(cb, () => { node(path).mode = mode & 0o777; }); },
    fchmod(fd, mode, cb) { run(cb, () => { file(fd).node.mode = mode & 0o777; }); },
    chown(path, uid, gid, cb) { run(cb, () => { node(path); }); },
    fchown(fd, uid, gid, cb) { run(cb, () => { file(fd); }); },
    lchown(path, uid, gid, cb) { run(cb, () => { node(path); }); },
    utimes(path, atime, mtime, cb) { run(cb, () => { node(path).mtime = mtime * 1000; }); },
    readlink(path, cb) { run(cb, () => { node(path); throw err('EINVAL', path); }); },
    link(path, link, cb) { run(cb, () => { throw err('ENOSYS', path); }); },
    symlink(path, link, cb) { run(cb, () => { throw err('ENOSYS', path); }); },
  };
  globalThis.process = globalThis.process || {
    getuid() { return 0; }, getgid() { return 0; }, geteuid() { return 0; }, getegid() { return 0; },
    getgroups() { return []; }, pid: 1, ppid: 0, umask() { return 0o022; },
    cwd() { return '/'; }, chdir() { throw err('ENOSYS', 'chdir'); },
  };
})();
