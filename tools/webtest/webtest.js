// make test-web: Hearth's web build in Debian's Chromium, driven as a phone
// (390×844, touch, a phone's user agent): first frame, a profile made, a
// turn against Tom, a touch drag that scrolls and taps nothing, the
// browser's Back, the page killed and reopened on the same move, a second
// tab refused. Each step leaves a screenshot in OUT to look at; the checks
// read the app's state through hearth.measure.probe() (cmd/hearth-web).
//
//   node webtest.js URL OUT [--measure]
//
// --measure adds the figures for docs/web.md: the first frame with the CPU
// throttled 4× (from the browser's cache), and the time of a committed
// move at a 10 MB history, unthrottled and throttled.
'use strict';
const puppeteer = require('puppeteer-core');
const fs = require('fs');
const os = require('os');
const path = require('path');

const [url, out] = process.argv.slice(2);
const measure = process.argv.includes('--measure');
const chrome = process.env.CHROMIUM || '/usr/bin/chromium';
const phone = {
  viewport: { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};
// Where things are at 390×844 (CSS pixels), found on the screenshots.
const at = {
  homeSettings: [290, 430], homeBonfire: [190, 160],
  addProfile: [195, 476], bonfireSolo: [190, 200], bottomButton: [195, 812],
};
const started = Date.now();
const log = [];
const say = (...a) => { const s = `[${((Date.now() - started) / 1000).toFixed(1)}s] ` + a.join(' '); log.push(s); console.log(s); };
const sleep = ms => new Promise(r => setTimeout(r, ms));
let failures = 0;
const check = (ok, what) => { say(ok ? 'ok  ' : 'FAIL', what); if (!ok) failures++; };

fs.mkdirSync(out, { recursive: true });
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-webtest-'));

function launch() {
  return puppeteer.launch({
    executablePath: chrome, headless: true, userDataDir: profileDir, protocolTimeout: 300000,
    args: ['--no-sandbox', '--no-first-run', '--disable-dev-shm-usage', '--enable-unsafe-swiftshader'],
  });
}

async function open(browser, { cpu, query = '' } = {}) {
  const page = await browser.newPage();
  page.on('pageerror', e => say('pageerror:', String(e)));
  page.on('console', m => { if (m.type() === 'error' && !/WebGL|GL Driver/.test(m.text())) say('console.error:', m.text()); });
  await page.emulate(phone);
  if (cpu) await (await page.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(url + query, { waitUntil: 'load', timeout: 240000 });
  return page;
}

async function started_(page) {
  await page.waitForFunction('window.hearth && (hearth.marks.started || hearth.elsewhere)', { timeout: 240000, polling: 200 });
  return page.evaluate(() => hearth.marks);
}

const probe = async page => JSON.parse(await page.evaluate(() => hearth.measure.probe()));

// until polls the app's state until want(state) holds (or 30 s pass).
async function until(page, want, what) {
  let s;
  for (let end = Date.now() + 30000; Date.now() < end; await sleep(250)) {
    s = await probe(page);
    if (want(s)) { check(true, what); return s; }
  }
  check(false, `${what} (state: ${JSON.stringify(s)})`);
  return s;
}

async function tap(page, [x, y]) { await page.touchscreen.tap(x, y); await sleep(300); }

// drag moves a finger from (x, y1) to (x, y2) in 10 steps, a frame apart.
async function drag(page, x, y1, y2) {
  await page.touchscreen.touchStart(x, y1);
  for (let k = 1; k <= 10; k++) { await page.touchscreen.touchMove(x, y1 + (y2 - y1) * k / 10); await sleep(16); }
  await page.touchscreen.touchEnd();
  await sleep(800);
}

let shots = 0;
async function shot(page, name) {
  const p = path.join(out, `${String(++shots).padStart(2, '0')}-${name}.png`);
  await page.screenshot({ path: p });
  say('screenshot', p);
}

const pct = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(q * s.length))]; };

async function flow() {
  let browser = await launch();
  say('browser', await browser.version());
  let page = await open(browser);
  const marks = await started_(page);
  say('marks (ms after navigation)', JSON.stringify(marks));
  let s = await until(page, s => s.depth === 1, 'Home shows');
  await sleep(500);
  await shot(page, 'home');

  await tap(page, at.homeSettings);
  await until(page, s => s.depth === 2, 'Settings opens with a tap');
  await tap(page, at.addProfile);
  await sleep(700);
  await page.keyboard.type('Ana', { delay: 40 });
  await page.keyboard.press('Enter');
  await until(page, s => s.profiles === 1, 'a profile is made');
  await sleep(700);
  await shot(page, 'profile-made');
  if ((await probe(page)).dialogs > 0) { // "Is Ana you?" after the first profile
    await page.goBack();
    await until(page, s => s.dialogs === 0 && s.depth === 2, "the browser's Back closes a dialog first, and stays on the page");
  }
  await drag(page, 200, 700, 300);
  await shot(page, 'settings-dragged');

  await page.goBack();
  await until(page, s => s.depth === 1, "the browser's Back goes back to Home");
  await shot(page, 'back-home');

  await tap(page, at.homeBonfire);
  await until(page, s => s.depth === 2, 'Bonfire opens');
  await tap(page, at.bonfireSolo);
  await until(page, s => s.depth === 3, 'Solo against Tom opens');
  await sleep(700);
  await tap(page, at.bottomButton);
  s = await until(page, s => s.sessions.length === 1 && s.sessions[0].status === 'open', 'a game against Tom starts');
  await sleep(500);
  await shot(page, 'game');
  const before = s.sessions[0].cursor, depth = s.depth;
  await drag(page, 200, 600, 200);
  s = await probe(page);
  check(s.sessions[0].cursor === before && s.depth === depth, `a drag over the turn's list stores nothing and stays on the page (cursor ${before} → ${s.sessions[0].cursor})`);
  await shot(page, 'game-dragged');
  await tap(page, at.bottomButton);
  s = await until(page, s => s.sessions[0].cursor > before, 'End turn stores the turn');
  const moved = s.sessions[0].cursor;
  await sleep(1000);
  s = await probe(page);
  check(s.sessions[0].cursor === moved, `the turn's moves are all stored (cursor ${moved})`);
  await shot(page, 'turn-played');

  // Killed: the browser's process ends with no unload.
  browser.process().kill('SIGKILL');
  await sleep(500);
  browser = await launch();
  page = await open(browser);
  await started_(page);
  s = await until(page, s => s.sessions.length === 1, 'after a kill the game is there');
  check(s.sessions[0].cursor === moved && s.sessions[0].status === 'open', `the game reopens on the same move (cursor ${s.sessions[0].cursor}, was ${moved})`);
  await sleep(1000);
  await shot(page, 'reopened');

  const second = await open(browser);
  await second.waitForFunction('window.hearth && hearth.elsewhere', { timeout: 30000 }).then(() => check(true, 'a second tab is refused'), () => check(false, 'a second tab is refused'));
  await shot(second, 'second-tab');
  await second.close();

  // Back up and Restore on the browser's storage (no file dialogs): the
  // copy holds what the live database holds.
  s = await probe(page);
  try {
    const rt = JSON.parse(await page.evaluate(() => hearth.measure.roundtrip()));
    check(rt.sessions === s.sessions.length && rt.profiles === s.profiles, `a backup restored holds the same games and profiles (${JSON.stringify(rt)})`);
  } catch (e) { check(false, `a backup restored: ${e}`); }

  await files(page);

  if (measure) await measures(browser, page);
  await browser.close();
}

// tapButton finds a button of the page by its label (hearth.measure.locate
// scrolls it into view) and taps it.
async function tapButton(page, label) {
  const p = JSON.parse(await page.evaluate(l => hearth.measure.locate(l), label));
  if (!p.found) throw new Error(`no button "${label}"`);
  await sleep(500);
  await tap(page, [p.x, p.y]);
}

// waitFile waits for a finished download in dir whose name starts with prefix.
async function waitFile(dir, prefix) {
  for (let end = Date.now() + 30000; Date.now() < end; await sleep(250)) {
    const f = fs.readdirSync(dir).find(n => n.startsWith(prefix) && !n.endsWith('.crdownload'));
    if (f) return path.join(dir, f);
  }
  return null;
}

// files: Export and Back up download a file; Import takes the export back
// through the browser's file picker.
async function files(page) {
  for (let i = 0; i < 5 && (await probe(page)).depth > 1; i++) { await page.goBack(); await sleep(700); }
  await tapButton(page, 'Settings'); // Home is longer with a game to resume
  await until(page, s => s.depth === 2, 'Settings opens');
  const dir = path.join(out, 'downloads');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir });
  await tapButton(page, 'Export…');
  const exported = await waitFile(dir, 'hearth-');
  check(!!exported && fs.statSync(exported).size > 0, `Export downloads a file (${exported && path.basename(exported)})`);
  await shot(page, 'exported');
  await sleep(500);
  for (let i = 0; i < 3 && (await probe(page)).dialogs > 0; i++) { await page.goBack(); await sleep(500); }
  await tapButton(page, 'Back up…');
  const backedUp = await waitFile(dir, 'hearth-backup-');
  check(!!backedUp && fs.readFileSync(backedUp).subarray(0, 15).toString() === 'SQLite format 3', `Back up downloads a database (${backedUp && path.basename(backedUp)})`);
  await shot(page, 'backed-up');
  for (let i = 0; i < 3 && (await probe(page)).dialogs > 0; i++) { await page.goBack(); await sleep(500); }
  if (exported) {
    const [chooser] = await Promise.all([page.waitForFileChooser({ timeout: 30000 }), tapButton(page, 'Import a Hearth export…')]);
    await chooser.accept([exported]);
    const s = await until(page, s => s.dialogs > 0, 'Import reads the file picked and answers');
    await sleep(700);
    await shot(page, 'imported');
    check(s.depth === 2, 'Import stays on Settings');
  }
}

async function measures(browser, page) {
  // A 10 MB history: moves of 64 KB each, then timed moves of a few bytes.
  await page.evaluate(() => hearth.measure.fill(10));
  const fast = JSON.parse(await page.evaluate(() => hearth.measure.appends(60)));
  say(`commit at 10 MB, unthrottled: median ${pct(fast, 0.5)} ms, p90 ${pct(fast, 0.9)} ms, max ${Math.max(...fast)} ms`);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const slow = JSON.parse(await page.evaluate(() => hearth.measure.appends(60)));
  say(`commit at 10 MB, CPU 4× slower: median ${pct(slow, 0.5)} ms, p90 ${pct(slow, 0.9)} ms, max ${Math.max(...slow)} ms`);
  const idb = await page.evaluate(() => hearth.measure.commits());
  say(`IndexedDB transactions alone (last ${idb.length}): median ${pct(idb, 0.5)} ms, p90 ${pct(idb, 0.9)} ms`);
  await page.close();
  // The first frame from cache, the database read whole at start and read
  // lazily (?load=lazy), in turn: three starts each, their medians.
  const firsts = { whole: [], lazy: [] };
  for (let i = 0; i < 3; i++) {
    for (const [how, query] of [['whole', '?load=whole'], ['lazy', '?load=lazy']]) {
      const p = await open(browser, { cpu: 4, query });
      const m = await started_(p);
      firsts[how].push(m);
      say(`first frame, CPU 4× slower, from cache, 10 MB read ${how} (${i + 1}): ${JSON.stringify(m)}`);
      await p.close();
    }
  }
  for (const how of ['whole', 'lazy']) {
    say(`first frame, CPU 4× slower, read ${how}: median firstDraw ${pct(firsts[how].map(m => m.firstDraw), 0.5)} ms, store opened ${pct(firsts[how].map(m => m.opened - m.main), 0.5)} ms after main`);
  }
}

flow().then(() => {
  say(failures ? `${failures} checks failed` : 'all checks passed', `in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  fs.writeFileSync(path.join(out, 'log.txt'), log.join('\n') + '\n');
  fs.rmSync(profileDir, { recursive: true, force: true });
  process.exit(failures ? 1 : 0);
}, e => {
  say('FATAL', String(e.stack || e));
  fs.writeFileSync(path.join(out, 'log.txt'), log.join('\n') + '\n');
  process.exit(2);
});
