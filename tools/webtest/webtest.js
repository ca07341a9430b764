// make test-web: Hearth's web build in Debian's Chromium, driven as a phone
// (390×844, touch, a phone's user agent): first frame, a profile made, a
// turn against Tom (the screen kept on), a touch drag that scrolls and taps
// nothing, the browser's Back, the page killed and reopened on the same
// move, a second tab refused, Export, Back up, Import and Restore through
// their buttons, History scrolled by a finger, a drag that begins on a
// text field, the offline start and the update of the service worker, and
// a pass in French and in German at 390 and 360 pixels. Each step leaves a
// screenshot in OUT to look at; the checks read the app's state through
// hearth.measure (cmd/hearth-web).
//
//   node webtest.js URL OUT [--web=DIR] [--measure] [--big-history-only]
//
// --web=DIR is the folder served (build/web): the service worker's update
// is driven by serving a changed build there, put back after. --measure
// adds the figures for docs/web.md: the first frame with the CPU throttled
// 4× (from the browser's cache), the time of a committed move at a 10 MB
// history, unthrottled and throttled, and History and Stats opened over
// 5,000 plays against an empty history (--big-history-only: that alone,
// to repeat it).
'use strict';
const fs = require('fs');
const path = require('path');
const L = require('./lib');
const S = require('./steps');
const { t, at, say, sleep, check, probe, until, tap, drag, shot, pct } = L;

const [url, out] = process.argv.slice(2);
const measure = process.argv.includes('--measure');
const bigOnly = process.argv.includes('--big-history-only');
const webArg = process.argv.find(a => a.startsWith('--web='));
const web = webArg && webArg.slice(6);
t.out = out;
fs.mkdirSync(out, { recursive: true });
const profileDir = L.tmpProfile();
const open = (browser, o) => L.open(browser, url, o);

async function flow() {
  if (bigOnly) { await S.bigHistory(url, out); return; }
  let browser = await L.launch(profileDir);
  say('browser', await browser.version());
  let page = await open(browser);
  const marks = await L.started_(page);
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
  await S.wakeHeld(page);
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
  browser = await L.launch(profileDir);
  page = await open(browser);
  await L.started_(page);
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

  const kept = await probe(page);
  const { backedUp } = await files(page);
  await S.history(page, out);
  await S.fieldDrag(page);
  if (backedUp) await S.restore(page, backedUp, kept);
  await S.offline(page);
  if (web) await S.update(page, web);
  else say('skipped: the service worker\'s update (no --web=DIR)');

  if (measure) await measures(browser, page);
  await browser.close();

  for (const [lang, width] of [['fr-FR', 390], ['de-DE', 390]]) await S.language(url, lang, width);
  if (measure) await S.bigHistory(url, out);
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
// through the browser's file picker. Returns the files downloaded.
async function files(page) {
  await L.home(page);
  await L.tapButton(page, 'Settings'); // Home is longer with a game to resume
  await until(page, s => s.depth === 2, 'Settings opens');
  const dir = path.join(out, 'downloads');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir });
  await L.tapButton(page, 'Export…');
  const exported = await waitFile(dir, 'hearth-');
  check(!!exported && fs.statSync(exported).size > 0, `Export downloads a file (${exported && path.basename(exported)})`);
  await shot(page, 'exported');
  await sleep(500);
  await L.closeDialogs(page);
  await L.tapButton(page, 'Back up…');
  const backedUp = await waitFile(dir, 'hearth-backup-');
  check(!!backedUp && fs.readFileSync(backedUp).subarray(0, 15).toString() === 'SQLite format 3', `Back up downloads a database (${backedUp && path.basename(backedUp)})`);
  await shot(page, 'backed-up');
  await L.closeDialogs(page);
  if (exported) {
    const [chooser] = await Promise.all([page.waitForFileChooser({ timeout: 30000 }), L.tapButton(page, 'Import a Hearth export…')]);
    await chooser.accept([exported]);
    const s = await until(page, s => s.dialogs > 0, 'Import reads the file picked and answers');
    await sleep(700);
    await shot(page, 'imported');
    check(s.depth === 2, 'Import stays on Settings');
    await L.tapButton(page, 'No');
    await until(page, s => s.dialogs === 0, "Import's No closes its question");
  }
  return { exported, backedUp };
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
      const m = await L.started_(p);
      firsts[how].push(m);
      say(`first frame, CPU 4× slower, from cache, 10 MB read ${how} (${i + 1}): ${JSON.stringify(m)}`);
      await p.close();
    }
  }
  for (const how of ['whole', 'lazy']) {
    say(`first frame, CPU 4× slower, read ${how}: median firstDraw ${pct(firsts[how].map(m => m.firstDraw), 0.5)} ms, store opened ${pct(firsts[how].map(m => m.opened - m.main), 0.5)} ms after main`);
  }
}

const finish = code => {
  fs.writeFileSync(path.join(out, 'log.txt'), L.log.join('\n') + '\n');
  fs.rmSync(profileDir, { recursive: true, force: true });
  process.exit(code);
};
flow().then(() => {
  say(t.failures ? `${t.failures} checks failed` : 'all checks passed', `in ${((Date.now() - L.t.start) / 1000).toFixed(0)} s`);
  finish(t.failures ? 1 : 0);
}, e => {
  say('FATAL', String(e.stack || e));
  finish(2);
});
