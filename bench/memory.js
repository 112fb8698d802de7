/**
 * Memory of the server on the embedded database (issue 21, item 9): its resident set idle,
 * under a mixed load of screens and imports, after hostile uploads, and once each has settled.
 *
 *   node bench/memory.js          against the existing build (npm run build first)
 *
 * A first server starts on a new DATA_DIR (its figure: a first start, migrations included) and
 * seeds BENCH_CONNECTIONS users, each with a pack of 500 lines, a trip read from a GPX file and
 * a public pack. A second server, started on that database so that seeding leaves nothing in its
 * memory, then gives the figures: idle; during BENCH_DURATION seconds of load (every user
 * reading its screens in a loop, one import in four: a LighterPack file, a GPX file, a 12-MP
 * photo); at the end of the load and BENCH_MEMORY_SETTLE seconds later; then for each hostile
 * upload, one at a time: its answer, the peak while it was handled, and the figure once
 * settled; last, three of them at once (a hostile GPX, a 40-MP JPEG, a 40-MP PNG) while the
 * other users go on. Figures only, no thresholds; they also go to bench/results/memory.json.
 * `WORKER_MEMORY_MB=16384 node bench/memory.js` shows the workers without a shared budget.
 *
 * Each figure is the kernel's (/proc/<pid>/status and smaps: the peak is VmHWM, reset at the
 * start of each phase) split by kind of memory, beside what the server says of itself
 * (lib/memory-hook.js): its JS heap, PGlite's WebAssembly memory and its worker threads' heaps.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { formatTable, int } from './lib/format.js';
import { signUp } from './lib/http-client.js';
import { procStatus, resetPeak, residentByKind } from './lib/process-memory.js';
import { csv, importCsv, row } from './lib/seed-hiker.js';
import { launchServer } from './lib/server.js';
import { hostileGpx, phonePhotoJpeg, pngClaiming, solidPng, trackGpx } from './lib/upload-files.js';
import { progress, setting } from './lib/script-settings.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const MEMORY_HOOK = fileURLToPath(new URL('./lib/memory-hook.js', import.meta.url));
const START_TIMEOUT_MS = 60_000;
/**
 * A started server is left this long before its idle figure: V8 optimizes PGlite's WebAssembly
 * at the first queries, which takes 0.3 GB more for a few seconds on a busy machine (the phase's
 * peak shows it).
 */
const IDLE_WAIT_MS = 10_000;
const SAMPLE_MS = 100;
const DETAIL_EVERY = 5;
const PACK_ROWS = 500;
const TRACK_POINTS = 2_000;
/** No third party: map and elevation tiles point at a closed port (the GPX files have heights). */
const NO_TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

/**
 * @typedef {import('./lib/server.js').RunningServer} RunningServer
 * @typedef {{ rss: number, kinds: import('./lib/process-memory.js').ResidentByKind | null,
 *   heapUsed: number, heapTotal: number, wasmBytes: number,
 *   workers: { file: string, used: number, total: number }[] }} Snapshot
 * @typedef {{ moment: string, status?: string, peak: number | null, at: Snapshot }} Row
 */

/** @param {RunningServer} server @returns {Promise<Snapshot>} */
async function snapshot(server) {
  const pid = server.pid ?? 0;
  /** @type {{ usage: NodeJS.MemoryUsage, wasmBytes: number, workers: Snapshot['workers'] }} */
  const detail = await server.ask('memory-detail');
  return {
    rss: procStatus(pid, 'VmRSS') ?? detail.usage.rss,
    kinds: residentByKind(pid),
    heapUsed: detail.usage.heapUsed,
    heapTotal: detail.usage.heapTotal,
    wasmBytes: detail.wasmBytes,
    workers: detail.workers,
  };
}

/**
 * Watches the server while `work` runs: its peak resident set (the kernel's VmHWM, reset first;
 * sampled where that cannot be reset) and the snapshot taken nearest to it.
 *
 * @template T
 * @param {RunningServer} server
 * @param {() => Promise<T>} work
 * @returns {Promise<{ result: T, peak: number | null, atPeak: Snapshot }>}
 */
async function watch(server, work) {
  const pid = server.pid ?? 0;
  const exact = resetPeak(pid);
  let sampled = 0;
  let atPeak = await snapshot(server);
  let samples = 0;
  let done = false;
  const sampling = (async () => {
    while (!done) {
      await sleep(SAMPLE_MS);
      const rss = procStatus(pid, 'VmRSS') ?? 0;
      samples += 1;
      if (rss > sampled) sampled = rss;
      if (samples % DETAIL_EVERY === 0 && rss >= atPeak.rss && !server.exited()) {
        atPeak = await snapshot(server).catch(() => atPeak);
      }
    }
  })();
  try {
    const result = await work();
    return { result, peak: (exact ? procStatus(pid, 'VmHWM') : null) ?? sampled, atPeak };
  } finally {
    done = true;
    await sampling;
  }
}

/**
 * @typedef {{ client: import('./lib/http-client.js').HttpClient, packId: string,
 *   tripId: string, itemId: string, publicPath: string }} Hiker
 */

/**
 * @param {import('./lib/http-client.js').HttpClient} client
 * @param {string} path
 * @param {string} field
 * @param {Buffer | string} content
 * @param {string} fileName
 * @param {string} method
 */
async function upload(client, path, field, content, fileName, method = 'POST') {
  const form = new FormData();
  form.append(field, new Blob([content]), fileName);
  const response = await client.fetch(path, { method, body: form });
  const body = await response.text();
  return { status: response.status, body };
}

/**
 * A user with a pack of PACK_ROWS lines (public, under a username), a trip from a GPX file.
 *
 * @param {string} baseUrl
 * @param {number} n
 * @returns {Promise<Hiker>}
 */
async function seedHiker(baseUrl, n) {
  const client = await signUp(baseUrl);
  const rows = Array.from({ length: PACK_ROWS }, (_, i) => row(`Hiker ${n} item`, i));
  const { pack } = await importCsv(client, csv(rows), 'pack.csv');
  const username = `memory${n}${Date.now().toString(36)}`;
  await client.json('PATCH', '/api/account', { username });
  const { slug } = await client.json('PATCH', `/api/packs/${pack.id}`, { isPublic: true });
  const trip = await upload(
    client,
    '/api/trips/import',
    'file',
    trackGpx(TRACK_POINTS, `Trip ${n}`),
    'trip.gpx',
  );
  if (trip.status !== 201) throw new Error(`The trip import answered ${trip.status}: ${trip.body}`);
  const items = await client.json('GET', '/api/gear/items?limit=1');
  return {
    client,
    packId: pack.id,
    tripId: JSON.parse(trip.body).id,
    itemId: items.items[0].id,
    publicPath: `/u/${username}/pack/${slug}`,
  };
}

/** What the load sent, by kind: requests and answers other than 2xx. */
class Tally {
  /** @type {Map<string, { requests: number, failed: number }>} */
  kinds = new Map();

  /** @param {string} kind @param {number} status */
  add(kind, status) {
    const entry = this.kinds.get(kind) ?? { requests: 0, failed: 0 };
    entry.requests += 1;
    if (status < 200 || status >= 300) entry.failed += 1;
    this.kinds.set(kind, entry);
  }
}

/**
 * One user's loop until `until`: its screens (pack, gear, trips, a trip, a public page), and an
 * import every fourth round, in turn a LighterPack file, a GPX file and a photo.
 *
 * @param {Hiker} hiker
 * @param {{ until: number, photo: Buffer, tally: Tally, publicPath: string }} load
 */
async function userLoop(hiker, { until, photo, tally, publicPath }) {
  const { client } = hiker;
  /** @param {string} kind @param {string} path */
  const read = async (kind, path) => {
    const response = await client.fetch(path);
    await response.arrayBuffer();
    tally.add(kind, response.status);
  };
  for (let round = 0; performance.now() < until; round += 1) {
    await read('GET pack', `/api/packs/${hiker.packId}`);
    await read('GET gear list', '/api/gear/items?limit=100');
    await read('GET trips', '/api/trips');
    await read('GET trip', `/api/trips/${hiker.tripId}`);
    await read('GET public pack page', publicPath);
    if (round % 4 !== 3) continue;
    const turn = ((round - 3) / 4) % 3;
    if (turn === 0) {
      const rows = Array.from({ length: PACK_ROWS }, (_, i) => row(`Round ${round} item`, i));
      const { status } = await upload(client, '/api/packs/import', 'file', csv(rows), 'list.csv');
      tally.add('POST pack import (500 rows)', status);
    } else if (turn === 1) {
      const gpx = trackGpx(TRACK_POINTS, `Round ${round}`);
      const { status } = await upload(client, '/api/trips/import', 'file', gpx, 'route.gpx');
      tally.add('POST trip import (GPX, 2,000 points)', status);
    } else {
      const path = `/api/gear/items/${hiker.itemId}/photo`;
      const { status } = await upload(client, path, 'photo', photo, 'photo.jpg', 'PUT');
      tally.add('PUT gear photo (JPEG, 12 MP)', status);
    }
  }
}

/**
 * @param {RunningServer} server
 * @param {Hiker} hiker
 * @param {{ label: string, path: string, field: string, content: Buffer | string,
 *   fileName: string, method?: string }} hostile
 * @param {number} settleMs
 * @returns {Promise<Row[]>}
 */
async function hostileUpload(server, hiker, hostile, settleMs) {
  progress(`bench: ${hostile.label}`);
  const { result, peak, atPeak } = await watch(server, () =>
    upload(
      hiker.client,
      hostile.path,
      hostile.field,
      hostile.content,
      hostile.fileName,
      hostile.method,
    ),
  );
  const code = /"code":"([A-Z_]+)"/.exec(result.body)?.[1];
  const status = `${result.status}${code ? ` ${code}` : ''}`;
  const answered = await snapshot(server);
  await sleep(settleMs);
  return [
    { moment: `${hostile.label}: peak`, status, peak, at: atPeak },
    { moment: '  just after', peak: null, at: answered },
    { moment: `  ${settleMs / 1000} s later`, peak: null, at: await snapshot(server) },
  ];
}

/**
 * The worst moment the bench knows: the hostile GPX, a 40-MP JPEG and the 40-MP PNG bomb from
 * three users at once while the others go on loading their screens (WORKER_MEMORY_MB is what
 * keeps the three workers' memory from adding up).
 *
 * @param {RunningServer} server
 * @param {Hiker[]} hikers
 * @param {{ gpx: string, jpeg: Buffer, png: Buffer, photo: Buffer, durationS: number }} files
 * @param {number} settleMs
 * @returns {Promise<Row[]>}
 */
async function allAtOnce(server, hikers, { gpx, jpeg, png, photo, durationS }, settleMs) {
  progress('bench: a hostile GPX, a 40-MP JPEG and a 40-MP PNG at once, under load');
  const [first, second, third, ...others] = hikers;
  if (!first || !second || !third) throw new Error('Three users are needed (BENCH_CONNECTIONS)');
  const tally = new Tally();
  const until = performance.now() + durationS * 1000;
  const photoPath = (/** @type {Hiker} */ hiker) => `/api/gear/items/${hiker.itemId}/photo`;
  const { result, peak, atPeak } = await watch(server, () =>
    Promise.all([
      upload(first.client, '/api/trips/import', 'file', gpx, 'hostile.gpx'),
      upload(second.client, photoPath(second), 'photo', jpeg, 'big.jpg', 'PUT'),
      upload(third.client, photoPath(third), 'photo', png, 'bomb.png', 'PUT'),
      ...others.map((hiker) =>
        userLoop(hiker, { until, photo, tally, publicPath: first.publicPath }),
      ),
    ]),
  );
  const status = result
    .slice(0, 3)
    .map((answer) => /** @type {{ status: number }} */ (answer).status)
    .join(', ');
  const answered = await snapshot(server);
  await sleep(settleMs);
  return [
    { moment: 'GPX, JPEG and PNG at once: peak', status, peak, at: atPeak },
    { moment: '  just after', peak: null, at: answered },
    { moment: `  ${settleMs / 1000} s later`, peak: null, at: await snapshot(server) },
  ];
}

/** @param {number | null | undefined} bytes */
const mb = (bytes) => (bytes === null || bytes === undefined ? '-' : int(bytes / 1024 / 1024));

/** @param {Row[]} rows */
function print(rows, { connections = 0, durationS = 0, tally = new Tally() } = {}) {
  console.log('');
  console.log(
    `Server memory on the embedded database, MB (1 MB = 2^20 bytes), Node ${process.version}; ` +
      `load: ${connections} users for ${durationS} s`,
  );
  console.log(
    formatTable(
      [
        { header: 'moment' },
        { header: 'answer' },
        { header: 'rss', align: 'right' },
        { header: 'peak', align: 'right' },
        { header: 'pglite', align: 'right' },
        { header: 'js heap', align: 'right' },
        { header: 'c heap', align: 'right' },
        { header: 'other anon', align: 'right' },
        { header: 'code+files', align: 'right' },
        { header: 'workers (heap)' },
      ],
      rows.map(({ moment, status, peak, at }) => [
        moment,
        status ?? '',
        mb(at.rss),
        mb(peak),
        mb(at.kinds?.wasm),
        `${mb(at.heapUsed)}/${mb(at.heapTotal)}`,
        mb(at.kinds?.malloc),
        mb(at.kinds?.anonymous),
        mb(at.kinds ? at.kinds.code + at.kinds.files : null),
        at.workers.map((w) => `${w.file.replace(/\.js$/, '')} ${mb(w.total)}`).join(', '),
      ]),
    ),
  );
  console.log('');
  console.log(
    'rss: resident set then; peak: the highest resident set of the phase (VmHWM); pglite: the ' +
      'resident part of the WebAssembly memories (PGlite’s heap; a worker’s codecs too while ' +
      'one runs); js heap: the main thread’s, used/committed; c heap: malloc’s arenas; other ' +
      'anon: the JS heaps’ pages, the worker threads’ included, and large buffers. For a peak ' +
      'row the split is the sample nearest the peak.',
  );
  console.log('');
  console.log(
    formatTable(
      [
        { header: 'load request' },
        { header: 'sent', align: 'right' },
        { header: 'non-2xx', align: 'right' },
      ],
      [...tally.kinds].map(([kind, { requests, failed }]) => [kind, int(requests), int(failed)]),
    ),
  );
}

async function main() {
  const durationS = setting('BENCH_DURATION', 20);
  const connections = setting('BENCH_CONNECTIONS', 6);
  const settleS = setting('BENCH_MEMORY_SETTLE', 30);
  const settleMs = settleS * 1000;
  const env = {
    TILES_STANDARD_URL: NO_TILES,
    TILES_SATELLITE_URL: NO_TILES,
    TILES_ELEVATION_URL: NO_TILES,
  };
  const nodeArgs = ['--import', MEMORY_HOOK];
  const dataDir = await mkdtemp(join(tmpdir(), 'packtrail-bench-memory-'));
  /** @type {Row[]} */
  const rows = [];
  try {
    progress('bench: making the uploads');
    const photo = await phonePhotoJpeg();
    const hostile = hostileGpx();
    const bomb = await solidPng(8000, 5000);
    const jpeg40Mp = await readFile(
      join(root, 'test', 'fixtures', 'photos', 'photo-8000x5000.jpg'),
    );
    const claiming = await pngClaiming(100_000, 100_000);

    /** @type {Hiker[]} */
    const hikers = [];
    const first = await launchServer({ root, dataDir, nodeArgs, env });
    try {
      await first.ready(START_TIMEOUT_MS);
      await sleep(IDLE_WAIT_MS);
      const peak = procStatus(first.pid ?? 0, 'VmHWM');
      rows.push({ moment: 'first start (new database), idle', peak, at: await snapshot(first) });
      progress(`bench: seeding ${connections} users`);
      for (let n = 0; n < connections; n += 1) hikers.push(await seedHiker(first.baseUrl, n));
    } finally {
      await first.stop();
    }

    const server = await launchServer({ root, dataDir, nodeArgs, env });
    try {
      await server.ready(START_TIMEOUT_MS);
      await sleep(IDLE_WAIT_MS);
      const startPeak = procStatus(server.pid ?? 0, 'VmHWM');
      rows.push({ moment: 'restart, idle', peak: startPeak, at: await snapshot(server) });
      // The seeded users' sessions are in the database: they go on with the new server.
      for (const hiker of hikers) hiker.client.baseUrl = server.baseUrl;

      progress(`bench: load, ${connections} users for ${durationS} s`);
      const tally = new Tally();
      const until = performance.now() + durationS * 1000;
      const { peak, atPeak } = await watch(server, () =>
        Promise.all(
          hikers.map((hiker, n) =>
            userLoop(hiker, {
              until,
              photo,
              tally,
              publicPath: hikers[(n + 1) % hikers.length]?.publicPath ?? hiker.publicPath,
            }),
          ),
        ),
      );
      rows.push({ moment: 'under load: peak', peak, at: atPeak });
      rows.push({ moment: 'end of load', peak: null, at: await snapshot(server) });
      await sleep(settleMs);
      rows.push({ moment: `${settleS} s after the load`, peak: null, at: await snapshot(server) });

      const [hiker] = hikers;
      if (!hiker) throw new Error('No user to upload with');
      rows.push(
        ...(await hostileUpload(
          server,
          hiker,
          {
            label: 'GPX of 999,000 elements (9.5 MB)',
            path: '/api/trips/import',
            field: 'file',
            content: hostile,
            fileName: 'hostile.gpx',
          },
          settleMs,
        )),
        ...(await hostileUpload(
          server,
          hiker,
          {
            label: 'PNG claiming 100,000 × 100,000',
            path: `/api/gear/items/${hiker.itemId}/photo`,
            field: 'photo',
            content: claiming,
            fileName: 'bomb.png',
            method: 'PUT',
          },
          settleMs,
        )),
        ...(await hostileUpload(
          server,
          hiker,
          {
            label: `PNG bomb of 40 MP (${int(bomb.length / 1024)} kB)`,
            path: `/api/gear/items/${hiker.itemId}/photo`,
            field: 'photo',
            content: bomb,
            fileName: 'bomb.png',
            method: 'PUT',
          },
          settleMs,
        )),
        ...(await allAtOnce(
          server,
          hikers,
          { gpx: hostile, jpeg: jpeg40Mp, png: bomb, photo, durationS: Math.min(durationS, 20) },
          settleMs,
        )),
      );
      print(rows, { connections, durationS, tally });
      await mkdir(join(root, 'bench', 'results'), { recursive: true });
      await writeFile(
        join(root, 'bench', 'results', 'memory.json'),
        `${JSON.stringify({ node: process.version, connections, durationS, settleS, rows, tally: Object.fromEntries(tally.kinds) }, null, 2)}\n`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

try {
  await main();
} catch (error) {
  progress(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}
