// lib.js: what the steps of make test-web share (webtest.js, steps.js):
// the browser launched as a phone, the log and its checks, taps, drags,
// screenshots, and the app's state read through hearth.measure.
'use strict';
const puppeteer = require('puppeteer-core');
const fs = require('fs');
const os = require('os');
const path = require('path');

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
const t = { failures: 0, out: '.', shots: 0, start: started };
const check = (ok, what) => { say(ok ? 'ok  ' : 'FAIL', what); if (!ok) t.failures++; return ok; };

function launch(profileDir, args = []) {
  return puppeteer.launch({
    executablePath: chrome, headless: true, userDataDir: profileDir, protocolTimeout: 300000,
    args: ['--no-sandbox', '--no-first-run', '--disable-dev-shm-usage', '--enable-unsafe-swiftshader', ...args],
  });
}

// wakeSpy wraps navigator.wakeLock.request, in the page before its
// scripts run, to count what Hearth asks for and what the browser answers.
function wakeSpy() {
  const w = window.__wake = { requests: 0, granted: 0, refused: '', released: 0 };
  const wl = navigator.wakeLock;
  if (!wl) { w.missing = true; return; }
  const real = wl.request.bind(wl);
  wl.request = async type => {
    w.requests++;
    w.type = type;
    try {
      const s = await real(type);
      w.granted++;
      s.addEventListener('release', () => { w.released++; });
      return s;
    } catch (e) { w.refused = String(e); throw e; }
  };
}

// speaks makes the page's navigator say lang (Fyne reads navigator.language).
function speaks(lang) {
  Object.defineProperty(Navigator.prototype, 'language', { get: () => lang });
  Object.defineProperty(Navigator.prototype, 'languages', { get: () => [lang, lang.slice(0, 2)] });
}

const errors = [];
async function open(browser, url, { cpu, query = '', lang, width } = {}) {
  const page = await browser.newPage();
  page.on('pageerror', e => { errors.push(String(e)); say('pageerror:', String(e)); });
  page.on('console', m => { if (m.type() === 'error' && !/WebGL|GL Driver/.test(m.text())) { errors.push(m.text()); say('console.error:', m.text()); } });
  await page.emulate(width ? { ...phone, viewport: { ...phone.viewport, width } } : phone);
  await page.evaluateOnNewDocument(wakeSpy);
  if (lang) {
    await page.evaluateOnNewDocument(speaks, lang);
    await page.setExtraHTTPHeaders({ 'Accept-Language': `${lang},${lang.slice(0, 2)}` });
  }
  if (cpu) await (await page.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(url + query, { waitUntil: 'load', timeout: 240000 });
  return page;
}

async function started_(page) {
  await page.waitForFunction('window.hearth && (hearth.marks.started || hearth.elsewhere)', { timeout: 240000, polling: 200 });
  return page.evaluate(() => hearth.marks);
}

const probe = async page => JSON.parse(await page.evaluate(() => hearth.measure.probe()));
const scrolls = async page => JSON.parse(await page.evaluate(() => hearth.measure.scrolls()));

// until polls the app's state until want(state) holds (or limit ms pass).
async function until(page, want, what, limit = 30000) {
  let s;
  for (let end = Date.now() + limit; Date.now() < end; await sleep(250)) {
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

async function shot(page, name) {
  const p = path.join(t.out, `${String(++t.shots).padStart(2, '0')}-${name}.png`);
  await page.screenshot({ path: p });
  say('screenshot', p);
}

// tapButton finds a button or tile of the page, or of the dialog over it,
// by its label (hearth.measure.locate scrolls it into view) and taps it.
async function tapButton(page, label) {
  const p = JSON.parse(await page.evaluate(l => hearth.measure.locate(l), label));
  if (!p.found) throw new Error(`no button "${label}" ${JSON.stringify(p)}`);
  await sleep(500);
  await tap(page, [p.x, p.y]);
}

// home goes back to Home with the browser's Back, closing dialogs first.
async function home(page) {
  for (let i = 0; i < 10; i++) {
    const s = await probe(page);
    if (s.depth <= 1 && s.dialogs === 0) return;
    await page.goBack();
    await sleep(700);
  }
}

// closeDialogs closes the dialogs over the page with the browser's Back.
async function closeDialogs(page) {
  for (let i = 0; i < 3 && (await probe(page)).dialogs > 0; i++) { await page.goBack(); await sleep(500); }
}

// tr is label in the language the steps use (useLanguage), from Hearth's
// translations (ui/translations), for tapping buttons by their label.
const words = {};
let lang = 'en';
function useLanguage(l) {
  lang = l.slice(0, 2);
  if (lang === 'en' || words[lang]) return;
  const dir = path.join(__dirname, '..', '..', 'ui', 'translations');
  words[lang] = {};
  for (const f of fs.readdirSync(dir).filter(f => f.endsWith(`.${lang}.json`))) Object.assign(words[lang], JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
}
const tr = label => (lang !== 'en' && words[lang][label]) || label;

const pct = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(q * s.length))]; };

function tmpProfile() { return fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-webtest-')); }

module.exports = { tr, useLanguage, t, at, say, sleep, check, launch, open, started_, probe, scrolls, until, tap, drag, shot, tapButton, home, closeDialogs, pct, tmpProfile, log, errors };
