/**
 * Memory of the account export: what `GET /api/account/export` of a large account costs the
 * server, rather than how many of them it answers per second (bench/run.js measures that).
 *
 *   node bench/export-memory.js           against the existing build (npm run build first)
 *
 * A first server seeds one account through the app's own LighterPack import (BENCH_EXPORT_PACKS
 * packs sharing BENCH_EXPORT_ITEMS new gear items between them) and stops. A second server,
 * started fresh on the same database so that seeding leaves nothing in its memory, then answers
 * BENCH_EXPORTS downloads of that account's export at once, read as fast as they come. Printed:
 * the server's resident set and heap before, their peaks during the download(s) and the growth,
 * the time to the first byte and to the last, and the size. Figures only, no thresholds.
 *
 * V8 collects garbage when it sees fit, so the heap's peak counts garbage too; with
 * BENCH_EXPORT_GC=1 the server runs a full collection every 100 ms of the download, and the
 * heap figure is then the data it really holds (the download is slower for it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTable, int, ms } from './lib/format.js';
import { HttpClient, signUp } from './lib/http-client.js';
import { launchServer } from './lib/server.js';
import { progress, setting } from './lib/script-settings.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 60_000;
const HEADER = 'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable';
const UNITS = ['gram', 'ounce', 'gram', 'kilogram', 'gram', 'pound'];
/** Waits for an answer of 429 (a per-user limit on imports) are capped at this. */
const MAX_RETRY_WAIT_S = 60;

/**
 * One pack's file: `size` new items (named by their number, so no two packs share one), in
 * twelve categories, every unit, with notes, links and prices on some.
 *
 * @param {number} first
 * @param {number} size
 */
function packCsv(first, size) {
  const rows = Array.from({ length: size }, (_, i) => {
    const n = first + i;
    const unit = UNITS[n % UNITS.length] ?? 'gram';
    return [
      `Item ${String(n).padStart(6, '0')}`,
      `Category ${(n % 12) + 1}`,
      n % 3 === 0 ? `"Notes for item ${n}, with a comma"` : '',
      String(1 + (n % 3)),
      (5 + ((n * 37) % 1200) / 10).toFixed(2),
      unit,
      n % 5 === 0 ? `https://example.com/gear/${n}` : '',
      n % 2 === 0 ? ((n % 300) + 0.99).toFixed(2) : '0',
      n % 25 === 0 ? 'Worn' : '',
      n % 10 === 0 ? 'Consumable' : '',
    ].join(',');
  });
  return `${[HEADER, ...rows].join('\n')}\n`;
}

/**
 * Imports one pack's file, waiting out a 429 (Retry-After) if the server limits imports.
 *
 * @param {HttpClient} client
 * @param {string} text
 * @param {string} fileName
 */
async function importPack(client, text, fileName) {
  for (;;) {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/csv' }), fileName);
    form.append('currency', 'USD');
    const response = await client.fetch('/api/packs/import', { method: 'POST', body: form });
    const body = await response.text();
    if (response.status === 201) return;
    const retryAfter = Number(response.headers.get('retry-after'));
    if (response.status !== 429 || !Number.isFinite(retryAfter)) {
      throw new Error(`Importing ${fileName} answered ${response.status}: ${body.slice(0, 300)}`);
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(Math.max(retryAfter, 1), MAX_RETRY_WAIT_S) * 1000),
    );
  }
}

/**
 * @param {string} baseUrl
 * @param {{ items: number, packs: number }} size
 * @returns {Promise<string>} The account's cookie header.
 */
async function seed(baseUrl, { items, packs }) {
  const client = await signUp(baseUrl);
  const perPack = Math.ceil(items / packs);
  for (let pack = 0; pack < packs; pack += 1) {
    const first = pack * perPack;
    const size = Math.min(perPack, items - first);
    if (size <= 0) break;
    await importPack(client, packCsv(first, size), `trip-${pack + 1}.csv`);
    if ((pack + 1) % 20 === 0) progress(`bench: seeded ${pack + 1} of ${packs} packs`);
  }
  const library = await client.json('GET', '/api/gear/items?limit=1');
  if (library.total !== items) throw new Error(`Seeded ${library.total} items, not ${items}`);
  return client.cookieHeader();
}

/** The kernel's resident-set figures of a process (Linux), in bytes; null elsewhere. */
const procStatus = {
  /** @param {number} pid @param {string} field e.g. VmRSS, VmHWM */
  read(pid, field) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kB = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
      return kB === undefined ? null : Number(kB) * 1024;
    } catch {
      return null;
    }
  },
  /** Resets VmHWM (the peak resident set) to the current size; false where unsupported. */
  resetPeak(/** @type {number} */ pid) {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      return true;
    } catch {
      return false;
    }
  },
};

/**
 * Downloads the export, reading each chunk as it arrives and keeping none.
 *
 * @param {string} baseUrl
 * @param {string} cookie
 */
async function download(baseUrl, cookie) {
  const started = performance.now();
  const client = new HttpClient(baseUrl);
  const response = await client.fetch('/api/account/export', { headers: { cookie } });
  let firstByteMs = Number.NaN;
  let bytes = 0;
  for await (const chunk of response.body ?? []) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.byteLength;
  }
  return { status: response.status, firstByteMs, totalMs: performance.now() - started, bytes };
}

/** @param {number} bytes */
const mb = (bytes) => (bytes / 1e6).toFixed(1);

async function main() {
  const size = {
    items: setting('BENCH_EXPORT_ITEMS', 20_000),
    packs: setting('BENCH_EXPORT_PACKS', 200),
  };
  const exports = setting('BENCH_EXPORTS', 1);
  const collect = process.env.BENCH_EXPORT_GC === '1';
  const dataDir = await mkdtemp(join(tmpdir(), 'packtrail-bench-export-'));
  try {
    progress(`bench: seeding ${int(size.items)} items in ${int(size.packs)} packs`);
    const seeding = await launchServer({ root, dataDir });
    let cookie;
    try {
      await seeding.ready(START_TIMEOUT_MS);
      const started = performance.now();
      cookie = await seed(seeding.baseUrl, size);
      progress(`bench: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } finally {
      await seeding.stop();
    }

    const server = await launchServer({
      root,
      dataDir,
      nodeArgs: collect ? ['--expose-gc'] : [],
    });
    try {
      await server.ready(START_TIMEOUT_MS);
      const pid = server.pid ?? 0;
      const exactPeak = procStatus.resetPeak(pid);
      progress(`bench: ${exports} export(s) at once`);
      const stopWatch = await server.watchMemory();
      const results = await Promise.all(
        Array.from({ length: exports }, () => download(server.baseUrl, cookie)),
      );
      const { start, peak } = await stopWatch();
      const peakRss = (exactPeak ? procStatus.read(pid, 'VmHWM') : null) ?? peak.rss;
      print({ size, exports, results, start, peak: { ...peak, rss: peakRss }, exactPeak, collect });
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/**
 * @param {{ size: { items: number, packs: number }, exports: number,
 *   results: Awaited<ReturnType<typeof download>>[],
 *   start: import('./lib/server.js').Memory, peak: import('./lib/server.js').Memory,
 *   exactPeak: boolean, collect: boolean }} figures
 */
function print({ size, exports, results, start, peak, exactPeak, collect }) {
  console.log('');
  console.log(
    `GET /api/account/export of ${int(size.items)} gear items in ${int(size.packs)} packs, ` +
      `${exports} at once, Node ${process.version}`,
  );
  console.log(
    formatTable(
      [
        { header: 'download' },
        { header: 'status', align: 'right' },
        { header: 'first byte ms', align: 'right' },
        { header: 'total ms', align: 'right' },
        { header: 'MB', align: 'right' },
      ],
      results.map((result, n) => [
        String(n + 1),
        String(result.status),
        ms(result.firstByteMs),
        ms(result.totalMs),
        mb(result.bytes),
      ]),
    ),
  );
  console.log('');
  const rssSource = exactPeak ? 'the kernel’s VmHWM' : 'sampled every 10 ms';
  const heapSource = collect
    ? 'sampled every 10 ms, a full GC every 100 ms: live data'
    : 'sampled every 10 ms, garbage not yet collected included';
  console.log(`Server memory, MB (peak resident set: ${rssSource}; heap: ${heapSource})`);
  /** @param {string} name @param {keyof typeof start} key */
  const row = (name, key) => [name, mb(start[key]), mb(peak[key]), mb(peak[key] - start[key])];
  console.log(
    formatTable(
      [
        { header: 'figure' },
        { header: 'before', align: 'right' },
        { header: 'peak', align: 'right' },
        { header: 'growth', align: 'right' },
      ],
      [
        row('resident set (rss)', 'rss'),
        row('JS heap used', 'heapUsed'),
        row('external + buffers', 'external'),
      ],
    ),
  );
}

try {
  await main();
} catch (error) {
  progress(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}
