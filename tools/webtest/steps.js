// steps.js: the steps of make test-web beyond the first flow (webtest.js):
// the wake lock, History scrolled by a finger, a drag that begins on a
// text field, Restore through its button, the service worker's offline
// start and update, a pass in French and German, and (--measure) History
// and Stats over 5,000 plays.
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const L = require('./lib');
const { t, at, say, sleep, check, probe, scrolls, until, tap, drag, shot, tapButton, pct } = L;

// playsExport is a Hearth export of n plays (docs/export.md), made up as
// data/scale_test.go's are: half Bonfire (four in ten of them solo against
// Tom), three in ten Lueur, two Insula; 2–4 players of 6 profiles and
// 10 guests.
function playsExport(n) {
  const names = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn'];
  const guests = ['Gus', 'Hana', 'Ivo', 'Jade', 'Kai', 'Lena', 'Milo', 'Nia', 'Otto', 'Pia'];
  const uid = (k, i) => `webtest-${k}-${i}`;
  let seed = 42;
  const rnd = m => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % m; };
  const breakdown = { lines: [{ key: 'bonfires', label: 'Bonfires', detail: '7+5+2', points: 14 }, { key: 'track', label: 'Score track', points: 5 }] };
  const base = Date.UTC(2016, 0, 1, 20);
  const plays = [];
  for (let i = 0; i < n; i++) {
    const x = rnd(10);
    const game = x < 5 ? 'bonfire' : x < 8 ? 'lueur' : 'insula';
    const when = new Date(base + i * 50 * 60000).toISOString();
    const p = { uid: uid('play', i), game, mode: 'multi', played_at: when, duration_s: 3600, setup_code: '', notes: '', location: '', created_at: when, results: [] };
    if (game === 'bonfire' && rnd(10) < 4) {
      p.mode = 'solo';
      const who = rnd(names.length), you = 50 + rnd(40), tom = 50 + rnd(40);
      p.results = [{ seat: 0, name: names[who], profile: uid('p', who), bot: false, score: you, winner: you > tom, breakdown },
        { seat: 1, name: 'Tom', bot: true, score: tom, winner: you <= tom, breakdown }];
    } else {
      const pool = [...names, ...guests];
      for (let k = pool.length - 1; k > 0; k--) { const j = rnd(k + 1); [pool[k], pool[j]] = [pool[j], pool[k]]; }
      const seats = 2 + rnd(3);
      let best = 0;
      for (let s = 0; s < seats; s++) {
        const r = { seat: s, name: pool[s], bot: false, score: 20 + rnd(80), winner: false, breakdown };
        if (names.includes(pool[s])) r.profile = uid('p', names.indexOf(pool[s]));
        if (r.score > p.results[best]?.score) best = s;
        p.results.push(r);
      }
      p.results[best].winner = true;
    }
    plays.push(p);
  }
  return JSON.stringify({
    format: 'hearth-export', version: 1, exported_at: new Date().toISOString(), app: 'Hearth',
    profiles: names.map((name, i) => ({ uid: uid('p', i), name, created_at: '2016-01-01T00:00:00Z' })),
    plays, handicap_ledger: [], sessions: [], drafts: [], settings: {},
  });
}

// importPlays imports a file of n made-up plays through Settings' Import
// button and the browser's file picker, and answers its question.
async function importPlays(page, dir, n, yes = 'Yes', label = 'Import a Hearth export…', limit = 60000) {
  const file = path.join(dir, `hearth-webtest-${n}-plays.json`);
  fs.writeFileSync(file, playsExport(n));
  const had = (await probe(page)).plays;
  await L.home(page);
  await tapButton(page, L.tr('Settings'));
  await until(page, s => s.depth === 2, 'Settings opens');
  const [chooser] = await Promise.all([page.waitForFileChooser({ timeout: 30000 }), tapButton(page, L.tr(label))]);
  await chooser.accept([file]);
  await until(page, s => s.dialogs > 0, `Import asks before adding ${n} plays`);
  await sleep(500);
  const start = Date.now();
  await tapButton(page, L.tr(yes));
  const s = await until(page, s => s.plays === had + n, `Import adds the ${n} plays (${had} before)`, limit);
  say(`import of ${n} plays: ${Date.now() - start} ms to the plays counted`);
  return s;
}

// wakeHeld: during a game against Tom, Hearth asked for the screen wake
// lock; the browser holds it, or refused it and Hearth says nothing.
async function wakeHeld(page) {
  await sleep(500);
  const w = await page.evaluate(() => ({ ...window.__wake, held: hearth.awakeHeld, error: hearth.awakeError }));
  const s = await probe(page);
  if (!check(w.requests >= 1 && w.type === 'screen', `during a game Hearth asks for the screen wake lock (${JSON.stringify(w)})`)) return;
  if (w.granted) check(w.held === true, 'the browser granted the wake lock and Hearth holds it');
  else check(!!w.refused && s.dialogs === 0 && L.errors.length === 0, `the browser refused the wake lock (${w.refused}) and Hearth says nothing (dialogs ${s.dialogs}, errors ${L.errors.length})`);
}

// wakeReleased: out of the game, the lock is let go.
async function wakeReleased(page) {
  await sleep(500);
  const w = await page.evaluate(() => ({ ...window.__wake, held: hearth.awakeHeld }));
  if (w.granted) check(w.held === false && w.released >= 1, `out of the game the wake lock is released (${JSON.stringify(w)})`);
  else check(!w.held, `out of the game no wake lock is held (${JSON.stringify(w)})`);
}

// history: 60 plays imported, History opened from Home, a finger drag over
// the list scrolls it and opens no play; a tap opens one.
async function history(page, out) {
  await importPlays(page, out, 60);
  await sleep(700);
  await shot(page, 'imported-plays');
  await L.home(page);
  await tapButton(page, L.tr('History'));
  let s = await until(page, s => s.depth === 2, 'History opens');
  await sleep(1000);
  const before = (await scrolls(page)).scrolls.find(x => x.kind === 'list');
  check(!!before && before.rows >= 25 && before.offset === 0, `History lists the plays read as it opens (25 and the rest of their night), at the top (${JSON.stringify(before)})`);
  await shot(page, 'history');
  await drag(page, 200, 760, 320);
  const after = (await scrolls(page)).scrolls.find(x => x.kind === 'list');
  s = await probe(page);
  check(after && after.offset > 200, `a finger drag scrolls History's list (offset ${before && before.offset} → ${after && after.offset})`);
  check(s.depth === 2 && s.dialogs === 0, `the drag opened no play (depth ${s.depth})`);
  await shot(page, 'history-dragged');
  await tap(page, [200, 600]);
  await until(page, s => s.depth === 3, 'a tap on a play of History opens it');
  await shot(page, 'history-play');
  await page.goBack();
  await until(page, s => s.depth === 2, 'Back returns to History');
}

// fieldsAt finds the text fields in a column of the page by the cursor
// Fyne puts over them ("text"), the mouse moved down the column: the
// middles of the runs of "text", in CSS pixels.
async function fieldsAt(page, x) {
  return page.evaluate(async x => {
    const frame = () => new Promise(r => requestAnimationFrame(r));
    const found = [];
    let run = null;
    for (let y = 70; y < 800; y += 8) {
      document.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: y, bubbles: true }));
      await frame(); await frame();
      const text = document.body.style.cursor === 'text';
      if (text && !run) run = { from: y };
      if (!text && run) { found.push({ x, y: run.from + 10, h: y - 8 - run.from }); run = null; }
    }
    return found.filter(f => f.h >= 16);
  }, x);
}

const pageOffset = async page => (await scrolls(page)).scrolls[0].offset;

// fieldDrag: in Settings, a drag that begins on a text field (the
// BoardGameGeek ids) scrolls the page (hearth.js sends it beside the
// field), and a tap on the field still focuses it and scrolls nothing.
async function fieldDrag(page) {
  await L.home(page);
  await tapButton(page, L.tr('Settings'));
  await until(page, s => s.depth === 2, 'Settings opens');
  await page.evaluate(l => hearth.measure.locate(l), L.tr('Export…')); // just below the ids
  await sleep(700);
  let fields = [], field;
  for (let i = 0; i < 6 && !field; i++) {
    fields = await fieldsAt(page, 300);
    field = fields.find(f => f.y > 300 && f.y < 700);
    if (!field) await drag(page, 12, 300, fields.some(f => f.y > 700) ? 150 : 500); // beside the fields
  }
  if (!check(!!field, `Settings shows a text field to drag from (${JSON.stringify(fields)})`)) return;
  await shot(page, 'field-before-drag');
  const before = await pageOffset(page);
  await drag(page, field.x, field.y, field.y - 300);
  const mid = await scrolls(page);
  check(mid.scrolls[0].offset > before + 100, `a drag that begins on a text field scrolls the page (offset ${before} → ${mid.scrolls[0].offset})`);
  check(!mid.focused, 'the drag gives the field no focus');
  await shot(page, 'field-dragged');
  await drag(page, 12, 300, 600); // back down, beside the fields
  const f2 = (await fieldsAt(page, 300)).find(f => f.y > 100 && f.y < 720);
  if (!check(!!f2, 'a field is in view to tap')) return;
  const at0 = await pageOffset(page);
  await tap(page, [f2.x, f2.y]);
  await sleep(500);
  const after = await scrolls(page);
  check(after.focused && Math.abs(after.scrolls[0].offset - at0) < 1, `a tap on a text field focuses it and scrolls nothing (offset ${at0} → ${after.scrolls[0].offset})`);
  await shot(page, 'field-tapped');
}

// restore: Settings → Restore a backup…, the backup downloaded before the
// plays were imported picked in the file chooser, the question answered:
// the database is the backup's again (its profiles, its game on the same
// move, none of the plays imported after it).
async function restore(page, backup, kept) {
  await L.home(page);
  await tapButton(page, L.tr('Settings'));
  await until(page, s => s.depth === 2, 'Settings opens');
  const had = await probe(page);
  const [chooser] = await Promise.all([page.waitForFileChooser({ timeout: 30000 }), tapButton(page, L.tr('Restore a backup…'))]);
  await chooser.accept([backup]);
  await until(page, s => s.dialogs > 0, 'Restore reads the backup picked and asks');
  await sleep(500);
  await shot(page, 'restore-asks');
  await tapButton(page, L.tr('Yes'));
  const s = await until(page, s => s.plays === 0 && s.dialogs > 0, `Restore puts the backup in place and says so (plays ${had.plays} → 0)`);
  check(s.profiles === kept.profiles && s.sessions.length === kept.sessions.length && s.sessions[0].cursor === kept.sessions[0].cursor,
    `the restored database holds the backup's profiles and game, on its move (${JSON.stringify(s)})`);
  await sleep(500);
  await shot(page, 'restored');
  await L.closeDialogs(page);
}

const cacheKeys = page => page.evaluate(() => caches.keys());

// offline: once the service worker keeps the files, the page starts with
// the network off.
async function offline(page) {
  let keys = [];
  for (let end = Date.now() + 120000; Date.now() < end; await sleep(1000)) {
    keys = await page.evaluate(async () => {
      const ks = await caches.keys();
      const ok = ks.length === 1 && await (await caches.open(ks[0])).match('main.wasm') && navigator.serviceWorker.controller;
      return ok ? ks : [];
    });
    if (keys.length) break;
  }
  if (!check(keys.length === 1, `the service worker keeps the files (cache ${keys})`)) return;
  await L.home(page);
  // The page's network and the service worker's, both off.
  await page.evaluate(() => fetch('./').catch(() => 0)); // wakes the worker
  const target = await page.browser().waitForTarget(t => t.type() === 'service_worker', { timeout: 30000 });
  const sw = await target.createCDPSession();
  const net = offline => sw.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await sw.send('Network.enable');
  await net(true);
  await page.setOfflineMode(true);
  try {
    await page.reload({ waitUntil: 'load', timeout: 120000 });
    await L.started_(page);
    await until(page, s => s.depth === 1, 'with the network off, Hearth starts from the service worker and Home shows');
    const got = await page.evaluate(async () => {
      try { await fetch('not-kept.txt?' + Date.now(), { cache: 'no-store' }); return 'fetched'; } catch (e) { return 'failed: ' + e; }
    });
    check(got.startsWith('failed'), `the network is off indeed (a file not kept: ${got})`);
    await sleep(700);
    await shot(page, 'offline');
  } finally {
    await page.setOfflineMode(false);
    await net(false).catch(() => {});
  }
}

// serveNew puts a changed build in dir: sw.js under a new version, and a
// hearth.js that says which version it is; returns the new version and
// how to put the old build back.
function serveNew(dir) {
  const files = ['sw.js', 'hearth.js'];
  const old = Object.fromEntries(files.flatMap(f => ['', '.br', '.gz'].filter(x => fs.existsSync(path.join(dir, f + x))).map(x => [f + x, fs.readFileSync(path.join(dir, f + x))])));
  const sw = old['sw.js'].toString();
  const version = sw.match(/const VERSION = '([^']+)'/)[1];
  const next = version + '-next';
  const write = (f, text) => {
    fs.writeFileSync(path.join(dir, f), text);
    if (old[f + '.br']) fs.writeFileSync(path.join(dir, f + '.br'), zlib.brotliCompressSync(text));
    if (old[f + '.gz']) fs.writeFileSync(path.join(dir, f + '.gz'), zlib.gzipSync(text));
  };
  write('sw.js', sw.replace(`'${version}'`, `'${next}'`));
  write('hearth.js', old['hearth.js'].toString() + `\nwindow.hearthServed = '${next}';\n`);
  return { version, next, undo: () => { for (const [f, b] of Object.entries(old)) fs.writeFileSync(path.join(dir, f), b); } };
}

// update: a new build served is fetched by the browser at the next start
// and runs at the one after (the running page keeps its program).
async function update(page, dir) {
  const { version, next, undo } = serveNew(dir);
  try {
    await L.home(page);
    await page.reload({ waitUntil: 'load', timeout: 120000 });
    await L.started_(page);
    check(await page.evaluate(() => window.hearthServed === undefined), 'the start after a new build is served still runs the old one');
    let keys = [];
    for (let end = Date.now() + 180000; Date.now() < end; await sleep(1000)) {
      keys = await cacheKeys(page);
      if (keys.length === 1 && keys[0] === next) break;
    }
    check(keys.length === 1 && keys[0] === next, `the service worker fetched the new build and dropped the old (${version} → ${keys})`);
    await page.reload({ waitUntil: 'load', timeout: 120000 });
    await L.started_(page);
    const served = await page.evaluate(() => window.hearthServed);
    check(served === next, `the next start runs the new build (${served})`);
    await until(page, s => s.depth === 1, 'and Home shows');
    await shot(page, 'updated');
  } finally {
    undo();
  }
}

// language: a browser speaking lang, from an empty history: Home, Settings
// and a turn against Tom, each checked for words cut off at 390 and 360
// pixels, the wake lock taken and let go.
async function language(url, lang, width) {
  L.useLanguage(lang);
  const dir = L.tmpProfile();
  const browser = await L.launch(dir, [`--lang=${lang}`]);
  try {
    const page = await L.open(browser, url, { lang, width });
    await L.started_(page);
    await until(page, s => s.depth === 1, `${lang}: Home shows`);
    const tag = lang.slice(0, 2);
    check(await page.evaluate(() => navigator.language) === lang, `${lang}: the browser speaks ${lang}`);
    await sleep(700);
    await looked(page, `${tag}-home`);
    await tapButton(page, L.tr('Settings'));
    await until(page, s => s.depth === 2, `${lang}: Settings opens`);
    await looked(page, `${tag}-settings`);
    await drag(page, 12, 700, 250);
    await looked(page, `${tag}-settings-scrolled`);
    await L.home(page);
    await tapButton(page, 'Bonfire');
    await until(page, s => s.depth === 2, `${lang}: Bonfire opens`);
    await looked(page, `${tag}-bonfire`);
    await tapButton(page, L.tr('Solo against Tom'));
    await until(page, s => s.depth === 3, `${lang}: Solo against Tom opens`);
    await sleep(700);
    await looked(page, `${tag}-tom-start`);
    await tapButton(page, L.tr('New profile'));
    await sleep(700);
    const name = await typeName(page, tag);
    await page.keyboard.press('Enter');
    await until(page, s => s.profiles === 1 && s.names[0] === name, `${lang}: a profile is made, named ${name} as typed`);
    await sleep(700);
    if ((await probe(page)).dialogs > 0) {
      await looked(page, `${tag}-is-it-you`);
      await page.goBack();
      await until(page, s => s.dialogs === 0 && s.depth === 3, `${lang}: Back closes the question`);
    }
    await looked(page, `${tag}-tom-ready`);
    await tap(page, at.bottomButton);
    let s = await until(page, s => s.sessions.length === 1, `${lang}: a game against Tom starts`);
    await sleep(700);
    await looked(page, `${tag}-game`);
    await wakeHeld(page);
    await tap(page, at.bottomButton);
    s = await until(page, s => s.sessions[0].cursor > 0, `${lang}: End turn stores the turn`);
    await sleep(700);
    await looked(page, `${tag}-turn-played`);
    await L.home(page);
    await wakeReleased(page);
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
    L.useLanguage('en');
  }
}

// typeName types a profile's name with a letter outside ASCII, which
// Fyne's web driver alone drops (hearth.js, "Typing"), and returns it: in
// French "Zoé", the é a French keyboard's key (a keydown whose key is é);
// in German "Jürgen", "ürgen" as an Android keyboard sends it, a
// composition that grows, takes a wrong letter back, and is committed
// with the rest of the word (no keydown saying which letter).
async function typeName(page, tag) {
  const cdp = await page.createCDPSession();
  if (tag === 'fr') {
    await page.keyboard.type('Zo', { delay: 40 });
    for (const type of ['keyDown', 'keyUp']) {
      await cdp.send('Input.dispatchKeyEvent', { type, key: 'é', code: 'Digit2', text: type === 'keyDown' ? 'é' : undefined, windowsVirtualKeyCode: 50 });
    }
    await sleep(300);
    return 'Zoé';
  }
  await page.keyboard.type('J', { delay: 40 });
  for (const text of ['ü', 'ür', 'ürx', 'ür', 'ürg']) {
    await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
    await sleep(60);
  }
  await cdp.send('Input.insertText', { text: 'ürgen' });
  await sleep(300);
  return 'Jürgen';
}

// looked takes a screenshot and checks that nothing is cut off, at the
// width the page has and at 360 pixels.
async function looked(page, name) {
  const vp = page.viewport();
  for (const width of [vp.width, 360]) {
    if (width !== vp.width) { await page.setViewport({ ...vp, width }); await sleep(1200); }
    const cut = JSON.parse(await page.evaluate(() => hearth.measure.cut()));
    check(cut.length === 0, `${name} at ${width} px: nothing cut off${cut.length ? ' ' + JSON.stringify(cut) : ''}`);
    await shot(page, `${name}-${width}`);
  }
  await page.setViewport(vp);
  await sleep(1200);
}

// openTime taps label (hearth.measure.open) and returns the milliseconds
// from the tap to the end of the first frame drawn after its work: the
// next animation frame after the first WebGL draw that follows.
async function openTime(page, label) {
  await page.evaluate(() => {
    const m = hearth.measure;
    m.drawn = null;
    m.armed = false;
    if (window.__drawHook) return;
    window.__drawHook = true;
    for (const C of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
      for (const f of ['drawArrays', 'drawElements']) {
        const orig = C.prototype[f];
        C.prototype[f] = function () {
          if (m.armed) { m.armed = false; requestAnimationFrame(() => { m.drawn = performance.now(); }); }
          return orig.apply(this, arguments);
        };
      }
    }
  });
  const r = JSON.parse(await page.evaluate(l => hearth.measure.open(l), label));
  if (!r.found) throw new Error(`no button "${label}" to open`);
  await page.waitForFunction(() => hearth.measure.drawn !== null, { timeout: 120000, polling: 20 });
  return page.evaluate(t0 => hearth.measure.drawn - t0, r.t0);
}

// opens times History (from Home) and Stats (from Bonfire) `runs` times.
async function opens(page, runs) {
  const times = { history: [], stats: [] };
  for (let i = 0; i < runs; i++) {
    await L.home(page);
    await sleep(1000);
    times.history.push(await openTime(page, L.tr('History')));
    await sleep(1000);
    await L.home(page);
    await tapButton(page, 'Bonfire');
    await until(page, s => s.depth === 2, 'Bonfire opens');
    await sleep(1000);
    times.stats.push(await openTime(page, L.tr('Stats')));
    await sleep(1000);
  }
  return times;
}

// bigHistory: History and Stats opened over an empty history, then over
// 5,000 plays (imported through Import), unthrottled and with the CPU 4×
// slower, five times each after one not counted; the ratios of the
// medians.
async function bigHistory(url, out) {
  const dir = L.tmpProfile();
  const browser = await L.launch(dir);
  try {
    const page = await L.open(browser, url);
    await L.started_(page);
    await until(page, s => s.depth === 1 && s.plays === 0, 'measure: an empty history');
    const cdp = await page.createCDPSession();
    const runs = 5, res = {};
    // Each round begins with an open of each page not counted: the first
    // after a start (or an import) shapes every text anew.
    const round = async name => {
      await opens(page, 1);
      for (const cpu of [1, 4]) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
        const x = await opens(page, runs);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        res[`${name}@${cpu}`] = x;
        say(`open over ${name}, CPU ${cpu}×: History ${x.history.map(Math.round).join(', ')} ms; Stats ${x.stats.map(Math.round).join(', ')} ms`);
      }
    };
    await round('empty');
    await importPlays(page, out, 5000, 'Yes', 'Import a Hearth export…', 600000);
    await L.closeDialogs(page);
    await round('5000');
    await shot(page, 'stats-5000');
    await L.home(page);
    await tapButton(page, L.tr('History'));
    await sleep(1500);
    await shot(page, 'history-5000');
    for (const cpu of [1, 4]) {
      for (const what of ['history', 'stats']) {
        const e = pct(res[`empty@${cpu}`][what], 0.5), b = pct(res[`5000@${cpu}`][what], 0.5);
        say(`${what} opened, CPU ${cpu}×: median ${Math.round(e)} ms empty, ${Math.round(b)} ms over 5,000 plays: ${(b / e).toFixed(2)}× (goal ≤ 2×)`);
      }
    }
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { playsExport, wakeHeld, wakeReleased, history, fieldDrag, restore, offline, update, language, bigHistory };
