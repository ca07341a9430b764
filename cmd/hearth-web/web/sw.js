// sw.js: keeps Hearth's files for offline starts. make web writes the
// build's version below (a hash of its files): a new version served makes
// the browser install this worker again, which fetches the new files into
// a cache of their own and drops the old one; the page running keeps the
// program it started with, the next start takes the new one.
'use strict';
const VERSION = 'hearth-dev';
const FILES = ['./', 'index.html', 'hearth.js', 'fs.js', 'wasm_exec.js', 'main.wasm', 'manifest.webmanifest', 'icon-180.png', 'icon-192.png', 'icon-512.png'];

self.addEventListener('install', e => {
  e.waitUntil(caches.open(VERSION).then(c => c.addAll(FILES.map(f => new Request(f, { cache: 'reload' })))).then(() => self.skipWaiting()));
});

self.addEventListener('activate', e => {
  e.waitUntil(caches.keys().then(keys => Promise.all(keys.filter(k => k !== VERSION).map(k => caches.delete(k)))).then(() => self.clients.claim()));
});

self.addEventListener('fetch', e => {
  if (e.request.method !== 'GET') return;
  e.respondWith(caches.open(VERSION).then(c => c.match(e.request, { ignoreSearch: true }).then(hit => hit || fetch(e.request))));
});
