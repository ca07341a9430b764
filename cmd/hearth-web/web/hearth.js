// hearth.js: what Hearth's page does around the Go program (main.wasm):
// one tab at a time, persistent storage asked for, the service worker,
// finger drags turned into scrolling, the letters Fyne's web driver
// drops, the browser's history following Hearth's pages, the screen kept
// on, downloads and the file picker.
// Go calls window.hearth (cmd/hearth-web).
'use strict';
(() => {
  const marks = {};
  const mark = n => { if (!(n in marks)) marks[n] = Math.round(performance.now()); };
  const words = {
    en: { loading: 'Hearth is starting…', elsewhere: 'Hearth is open in another tab or window. Use it there, or close it and tap Try again.', again: 'Try again', failed: 'Hearth could not start:' },
    fr: { loading: 'Hearth démarre…', elsewhere: 'Hearth est ouvert dans un autre onglet ou une autre fenêtre. Utilisez-le là-bas, ou fermez-le et touchez Réessayer.', again: 'Réessayer', failed: 'Hearth n’a pas pu démarrer :' },
    de: { loading: 'Hearth startet…', elsewhere: 'Hearth ist in einem anderen Tab oder Fenster offen. Nutze es dort, oder schließe es und tippe auf Erneut versuchen.', again: 'Erneut versuchen', failed: 'Hearth konnte nicht starten:' },
  };
  const say = words[(navigator.language || 'en').slice(0, 2)] || words.en;

  const hearth = window.hearth = {
    marks,
    lazy: new URLSearchParams(location.search).get('load') !== 'whole',
    persisted: undefined,
    status(text, button) {
      const s = document.getElementById('status');
      s.textContent = text;
      s.style.display = '';
      if (button) {
        const b = document.createElement('button');
        b.textContent = button;
        b.onclick = () => location.reload();
        s.append(document.createElement('br'), b);
      }
    },
    mark,
    started() { mark('started'); document.getElementById('status').style.display = 'none'; },
    fatal(msg) { hearth.status(say.failed + ' ' + msg, say.again); },
  };

  // The first WebGL draw is the first frame (measured by make test-web).
  for (const C of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
    if (!C) continue;
    for (const f of ['drawArrays', 'drawElements']) {
      const orig = C.prototype[f];
      C.prototype[f] = function () { mark('firstDraw'); C.prototype[f] = orig; return orig.apply(this, arguments); };
    }
  }

  // Touch: Fyne's web driver turns a tap into mouse events but lets a drag
  // do nothing (fyne-io/fyne#5755). A drag past a few pixels becomes the
  // wheel events Fyne scrolls with, at the place it began, and then a fling;
  // its end is no tap.
  //
  // Fyne hands a wheel event to the innermost scroller under the mouse, and
  // a text field is one that does not move: a drag that begins on a field
  // is sent beside it (6 px from the window's left edge: inside a page's
  // scroll, which Fyne's theme pads by 4, and left of what it holds,
  // padded by 4 more) to the page around it. Fyne says what lies under the
  // mouse by the cursor it puts on the page (document.body's "text" over a
  // field) once it has seen the mouse move, up to a few frames later: the
  // mouse is moved where the finger touches, the drag's wheel events wait
  // WAIT frames, and each looks at the cursor before it goes.
  const SLOP = 8, STEP = 10, BESIDE = 6, WAIT = 3;
  let drag = null, fling = 0;
  const wheel = (x, y, dy) => {
    // Fyne scrolls by 2× a wheel delta of 5 or more (scroll_speed_wasm.go):
    // half the finger's way moves the page with the finger.
    document.dispatchEvent(new WheelEvent('wheel', { deltaY: -dy / 2, clientX: x, clientY: y, bubbles: true, cancelable: true }));
  };
  const mouseTo = (x, y) => document.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: y, bubbles: true }));
  // settle moves the mouse to (x, y) and lets d's wheel events go once Fyne
  // has had WAIT frames to see it there.
  const settle = (d, x, y) => {
    d.x = x;
    d.ready = false;
    mouseTo(x, y);
    let n = WAIT;
    const wait = () => { if (--n > 0) { requestAnimationFrame(wait); return; } d.ready = true; if (d.moving) flush(d); };
    requestAnimationFrame(wait);
  };
  // Fyne moves the page by a whole wheel event of 5 or more at once (less is
  // slowed 10×): the finger's way is sent in steps of STEP pixels.
  const flush = d => {
    if (!d.ready || Math.abs(d.rest) < STEP) return;
    if (!d.beside && document.body.style.cursor === 'text') {
      d.beside = true;
      settle(d, BESIDE, d.y0);
      return;
    }
    wheel(d.x, d.y0, d.rest);
    d.rest = 0;
  };
  document.addEventListener('touchstart', e => {
    cancelAnimationFrame(fling);
    if (e.touches.length !== 1) { drag = null; return; }
    const t = e.touches[0];
    drag = { x0: t.clientX, y0: t.clientY, y: t.clientY, moving: false, beside: false, rest: 0, v: 0, at: e.timeStamp };
    settle(drag, t.clientX, t.clientY);
  }, { passive: true, capture: true });
  document.addEventListener('touchmove', e => {
    if (!drag || e.touches.length !== 1) return;
    const t = e.touches[0];
    if (!drag.moving && Math.abs(t.clientY - drag.y0) < SLOP) return;
    if (!drag.moving) {
      drag.moving = true;
      drag.y = t.clientY;
    }
    const dy = t.clientY - drag.y, dt = Math.max(1, e.timeStamp - drag.at);
    drag.v = 0.8 * (dy / dt) + 0.2 * drag.v;
    drag.y = t.clientY;
    drag.at = e.timeStamp;
    drag.rest += dy;
    flush(drag);
    e.preventDefault();
  }, { passive: false, capture: true });
  document.addEventListener('touchend', e => {
    if (!drag || !drag.moving) { drag = null; return; }
    e.preventDefault(); // no mouse events, so no tap, at the end of a drag
    const d = drag;
    drag = null;
    let v = e.timeStamp - d.at > 100 ? 0 : d.v; // px per ms
    let last = performance.now();
    const glide = now => {
      v *= Math.pow(0.95, (now - last) / 16);
      d.rest += v * (now - last);
      last = now;
      flush(d);
      if (Math.abs(v) > 0.05) fling = requestAnimationFrame(glide);
    };
    if (Math.abs(v) > 0.3) fling = requestAnimationFrame(glide);
  }, { passive: false, capture: true });

  // Typing. Fyne's web driver takes a letter only from a keydown's key,
  // and only a key one byte long (fyne-io/fyne#6070): é, ü, ß or AltGr's @
  // typed nothing, nor did an Android phone's keyboard, whose keydowns say
  // "Unidentified" (keyCode 229) while its text goes into the hidden field
  // (#dummyEntry) Fyne focuses to bring the keyboard up. Such a key, and
  // what lands in the hidden field, are typed through Go (hearth.typed,
  // hearth.erase: cmd/hearth-web/keys.go); a composition (a word the
  // keyboard is still guessing) is followed as it changes. The keys Fyne
  // takes itself it prevents, so they never reach the field.
  const typed = text => { if (text && hearth.typed) hearth.typed(text); };
  addEventListener('keydown', e => {
    if (e.isComposing || e.keyCode === 229 || e.metaKey) return;
    const chars = Array.from(e.key || '');
    const altGr = e.getModifierState && e.getModifierState('AltGraph');
    if (chars.length !== 1 || (e.ctrlKey && !altGr)) return;
    if (chars[0].charCodeAt(0) < 0x80 && !altGr) return; // Fyne's driver types it
    typed(e.key);
  }, true);
  let composed = [];
  const follow = data => { // the field shows `data` in place of `composed`
    const next = Array.from(data || '');
    let same = 0;
    while (same < composed.length && same < next.length && composed[same] === next[same]) same++;
    if (composed.length > same && hearth.erase) hearth.erase(composed.length - same);
    typed(next.slice(same).join(''));
    composed = next;
  };
  const hidden = e => e.target && e.target.id === 'dummyEntry';
  document.addEventListener('compositionstart', e => { if (hidden(e)) composed = []; }, true);
  document.addEventListener('compositionupdate', e => { if (hidden(e)) follow(e.data); }, true);
  document.addEventListener('compositionend', e => {
    if (!hidden(e)) return;
    follow(e.data);
    composed = [];
    e.target.value = '';
  }, true);
  document.addEventListener('input', e => {
    if (!hidden(e) || e.isComposing) return;
    if (e.inputType === 'deleteContentBackward' && hearth.erase) hearth.erase(1);
    else if (e.inputType && e.inputType.startsWith('insert')) typed(e.data);
    e.target.value = '';
  }, true);

  // History: one entry per page over Home (Go calls setDepth after each
  // page shown); the browser's Back asks Go to go back a page. The entry
  // is added after the frame that shows the new page: Chromium's
  // pushState took 3-7 ms of a page's opening (13-27 ms with the CPU 4×
  // slower), before its first frame.
  const nav = hearth.nav = {
    onBack: null,
    cur: (history.state && history.state.hearth) || 0,
    want: 1,
    moving: false,
    queued: false,
    setDepth(d) {
      nav.want = d;
      if (nav.queued) return;
      nav.queued = true;
      requestAnimationFrame(() => setTimeout(() => { nav.queued = false; nav.follow(); }, 0));
    },
    follow() {
      if (nav.moving) return;
      const target = Math.max(0, nav.want - 1);
      while (nav.cur < target) { nav.cur++; history.pushState({ hearth: nav.cur }, ''); }
      if (nav.cur > target) { nav.moving = true; history.go(target - nav.cur); }
    },
  };
  addEventListener('popstate', e => {
    const at = (e.state && e.state.hearth) || 0;
    const wasMoving = nav.moving;
    const back = at < nav.cur;
    nav.cur = at;
    nav.moving = false;
    if (!wasMoving && back && nav.onBack) nav.onBack(); // Go then sets the depth again
    else nav.follow();
  });

  // The screen stays on while Go asks (a session, a score entry); the
  // browser drops the lock when the page is hidden, so it is asked again
  // when the page comes back.
  let wanted = false, lock = null;
  const wake = () => {
    if (!wanted || lock || !navigator.wakeLock || document.visibilityState !== 'visible') return;
    navigator.wakeLock.request('screen').then(l => {
      lock = l;
      hearth.awakeHeld = true;
      l.addEventListener('release', () => { lock = null; hearth.awakeHeld = false; });
      if (!wanted) l.release();
    }).catch(e => { hearth.awakeError = String(e); });
  };
  hearth.awake = on => {
    wanted = on;
    if (on) wake(); else if (lock) lock.release();
  };
  document.addEventListener('visibilitychange', wake);

  // Files: a download through a Blob and <a download>; a file picked with
  // <input type=file>, read whole (null when the player cancels).
  hearth.download = (name, bytes) => {
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
  };
  hearth.pick = accept => new Promise((resolve, reject) => {
    const input = Object.assign(document.createElement('input'), { type: 'file', accept: accept || '' });
    input.style.display = 'none';
    document.body.append(input);
    input.addEventListener('cancel', () => { input.remove(); resolve(null); });
    input.addEventListener('change', () => {
      const f = input.files[0];
      input.remove();
      if (!f) { resolve(null); return; }
      f.arrayBuffer().then(b => resolve({ name: f.name, data: new Uint8Array(b) }), reject);
    });
    input.click();
  });

  async function start() {
    hearth.status(say.loading);
    if (navigator.storage && navigator.storage.persist) {
      try { hearth.persisted = (await navigator.storage.persisted()) || (await navigator.storage.persist()); } catch (e) { /* unknown */ }
    }
    if ('serviceWorker' in navigator && location.protocol !== 'file:') {
      navigator.serviceWorker.register('sw.js').catch(e => console.warn('service worker:', e));
    }
    await globalThis.fs.ready;
    const go = new Go();
    mark('fetch');
    const resp = fetch('main.wasm');
    let inst;
    try {
      inst = (await WebAssembly.instantiateStreaming(resp, go.importObject)).instance;
    } catch (e) { // a server without application/wasm
      inst = (await WebAssembly.instantiate(await (await fetch('main.wasm')).arrayBuffer(), go.importObject)).instance;
    }
    mark('instantiated');
    go.run(inst).then(() => mark('exited'));
  }

  // One tab at a time: two would each keep their own copy of the database
  // and overwrite each other's commits. The lock is held as long as the
  // page lives.
  addEventListener('DOMContentLoaded', () => {
    if (!navigator.locks) { start().catch(e => hearth.fatal(String(e))); return; }
    navigator.locks.request('hearth', { ifAvailable: true }, lock => {
      if (!lock) { hearth.elsewhere = true; hearth.status(say.elsewhere, say.again); return; }
      start().catch(e => hearth.fatal(String(e)));
      return new Promise(() => {});
    });
  });
})();
