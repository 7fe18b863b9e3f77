// Reports what a first visit downloads before the editor is usable: the scripts
// dist/index.html loads eagerly (module scripts and modulepreloads), gzipped one by
// one at zlib's default level, the level Vite's own build report uses. Builds
// nothing; run `npm run build` first. Exits 1 when the eager total is over budget,
// 2 when dist/ cannot be read.
//
//   node scripts/bundle-size.mjs [dist-dir]   (default: dist)

import { readFile, readdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The first visit's JavaScript budget, in bytes of gzip. */
const BUDGET = 200 * 1024;

const dir = resolve(process.argv[2] ?? 'dist');

const kib = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`;

/**
 * Same-origin script URLs the page fetches before it runs (entry scripts and
 * modulepreloads), as paths inside dist/: the build writes them relative
 * (`./assets/…`); root-relative ones (`/assets/…`) are read the same way.
 */
function eagerScripts(html) {
  const urls = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => new RegExp(`\\s${name}=["']([^"']*)["']`, 'i').exec(tag)?.[1];
    const isScript = /^<script/i.test(tag) && attr('type') === 'module' && attr('src');
    const isPreload = /^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href');
    const url = isScript ? attr('src') : isPreload ? attr('href') : undefined;
    if (url === undefined || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) continue;
    urls.push(url.replace(/^(\.\/|\/)/, ''));
  }
  return [...new Set(urls)];
}

async function gzipSizeOf(path) {
  const bytes = await readFile(path);
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

async function main() {
  let html;
  try {
    html = await readFile(join(dir, 'index.html'), 'utf8');
  } catch {
    console.error(`bundle-size: no ${join(dir, 'index.html')}; run \`npm run build\` first.`);
    return 2;
  }
  const eager = eagerScripts(html);
  if (eager.length === 0) {
    console.error(`bundle-size: ${join(dir, 'index.html')} loads no script; nothing to measure.`);
    return 2;
  }
  const assets = join(dir, 'assets');
  const files = (await readdir(assets)).filter((f) => f.endsWith('.js'));
  const rows = [];
  for (const file of files) {
    const path = join(assets, file);
    rows.push({ name: relative(dir, path), eager: false, ...(await gzipSizeOf(path)) });
  }
  for (const url of eager) {
    const row = rows.find((r) => r.name === url);
    if (row) row.eager = true;
    else rows.push({ name: url, eager: true, ...(await gzipSizeOf(join(dir, url))) });
  }
  rows.sort((a, b) => Number(b.eager) - Number(a.eager) || b.gzip - a.gzip);

  const total = rows.filter((r) => r.eager).reduce((sum, r) => sum + r.gzip, 0);
  console.log(`${'gzip'.padStart(11)} ${'raw'.padStart(11)}  chunk`);
  for (const row of rows) {
    // A worker is fetched early too, but by its own thread: it does not hold the page up.
    const label = row.eager ? 'eager ' : /\.worker\b/.test(row.name) ? 'worker' : 'lazy  ';
    console.log(`${kib(row.gzip)} ${kib(row.raw)}  ${label} ${row.name}`);
  }
  const over = total > BUDGET;
  console.log(
    `\nEager JavaScript: ${kib(total).trim()} gzip of ${kib(BUDGET).trim()} budget` +
      (over ? ` — over by ${kib(total - BUDGET).trim()}` : ''),
  );
  return over ? 1 : 0;
}

process.exitCode = await main();
