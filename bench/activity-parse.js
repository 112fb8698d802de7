/**
 * Reading activity files (issue 22, item 8): a FIT file of 10,000 records and a GPX of 50,000
 * track points, made here (lib/activity-files.js), read by the production build's
 * ActivityFileReader as the server reads an upload (the type and checks on this thread, the
 * parse in a new worker thread with its heap and time limits, the activities posted back).
 * Prints milliseconds per file and the memory of one read: the worker's JS heap (sampled) and
 * the process's resident set (the kernel's peak). A file the reader refuses (its worker out of
 * heap) is counted and timed, not an error. Figures only.
 *
 *   npm run build:server && node bench/activity-parse.js
 */
import { watchWorkerHeaps } from './lib/worker-heaps.js';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { activityFit, activityGpx, syntheticTrack } from './lib/activity-files.js';
import { formatTable, int, ms } from './lib/format.js';
import { procStatus, resetPeak } from './lib/process-memory.js';
import { progress, setting } from './lib/script-settings.js';

const dist = fileURLToPath(new URL('../dist/server/', import.meta.url));
const { ActivityFileReader, ActivityFileRefusal, activityFileHeapMb } = await import(
  `${dist}activities/files/activity-file-reader.js`
);
const { WorkerMemory } = await import(`${dist}common/worker-memory.js`);
const { readActivityFile } = await import(`${dist}activities/files/activity-file.worker.js`);
const { activityFileInput } = await import(`${dist}activities/files/activity-file-bytes.js`);

const RUNS = setting('BENCH_PARSE_RUNS', 3);
const MB = 1024 * 1024;
const START_MS = Date.UTC(2026, 5, 6, 5, 30);
/** Often enough to catch a heap near its peak, seldom enough not to slow the worker much. */
const HEAP_SAMPLE_MS = 10;

/** @typedef {{ name: string, bytes: Buffer, points: number }} BenchFile */
/** @typedef {{ ms: number, refused: string | null }} Read `refused`: the reader's problem. */

/** Each file is made just before it is measured: the other one's making is not in memory. */
const FILES = [
  {
    name: 'FIT, 10,000 records',
    points: 10_000,
    make: () => activityFit(syntheticTrack({ points: 10_000, startMs: START_MS })),
  },
  {
    name: 'GPX, 50,000 points',
    points: 50_000,
    make: () =>
      Buffer.from(activityGpx(syntheticTrack({ points: 50_000, startMs: START_MS }), 'Ultra')),
  },
];

/*
 * A full collection on this thread before the watched read, so that the garbage of making the
 * file is freed before it rather than during it, when its pages leaving would hide the worker's
 * in the process's resident set.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = /** @type {() => void} */ (runInNewContext('gc'));

const reader = new ActivityFileReader(new WorkerMemory());
const owner = 'bench-owner';

/**
 * One read as the server does it. Throws unless the file gives one activity of every point or
 * is refused (as the server would answer 400).
 *
 * @param {BenchFile} file
 * @returns {Promise<Read>}
 */
async function read(file) {
  const started = performance.now();
  /** @type {{ points: unknown[] }[]} */
  let activities;
  try {
    activities = await reader.read(owner, file.bytes);
  } catch (error) {
    if (!(error instanceof ActivityFileRefusal)) throw error;
    const { problem } = /** @type {{ problem: string }} */ (error);
    return { ms: performance.now() - started, refused: problem };
  }
  const elapsed = performance.now() - started;
  const points = activities.map((activity) => activity.points.length);
  if (points.length !== 1 || points[0] !== file.points) {
    throw new Error(`${file.name} read as ${points.length} activities of ${points} points`);
  }
  return { ms: elapsed, refused: null };
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The memory of one read, first, while the process holds little else (a worker's freed pages
 * stay resident for a while after it ends); then RUNS reads timed, and RUNS parses on this
 * thread.
 *
 * @param {BenchFile} file
 */
async function measure(file) {
  const size = `${(file.bytes.length / MB).toFixed(1)} MB`;
  progress(`bench: ${file.name} (${size}): one read watched for memory`);
  collectGarbage();
  const rssBefore = procStatus(process.pid, 'VmRSS');
  const peakReset = resetPeak(process.pid);
  const stopWatching = watchWorkerHeaps(HEAP_SAMPLE_MS);
  const watched = await read(file);
  const workerHeap = await stopWatching();
  const rssPeak = peakReset ? procStatus(process.pid, 'VmHWM') : null;

  progress(`bench: ${file.name}: ${RUNS} reads`);
  /** @type {Read[]} */
  const reads = [];
  for (let run = 0; run < RUNS; run += 1) reads.push(await read(file));

  progress(`bench: ${file.name}: ${RUNS} parses on this thread`);
  const inThread = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    readActivityFile(activityFileInput(file.bytes));
    inThread.push(performance.now() - started);
  }
  return {
    name: file.name,
    points: file.points,
    megabytes: file.bytes.length / MB,
    reads,
    watched,
    inThreadMs: median(inThread),
    heapLimitMb: activityFileHeapMb(file.bytes.length),
    workerHeap,
    rssBefore,
    rssPeak,
  };
}

/** @typedef {Awaited<ReturnType<typeof measure>>} Result */

/** @param {number | null} bytes */
const mb = (bytes) => (bytes === null ? '-' : int(bytes / MB));

/** @param {Read[]} reads */
function outcomes(reads) {
  const refused = reads.filter((one) => one.refused !== null);
  if (refused.length === 0) return `${reads.length} read`;
  const why = [...new Set(refused.map((one) => one.refused))].join(', ');
  return `${reads.length - refused.length} read, ${refused.length} refused (${why})`;
}

/** @param {Result[]} results */
function printTimes(results) {
  console.log(
    `Activity files read by ActivityFileReader (dist/server): a new worker per file, as an ` +
      `upload; ${RUNS} read${RUNS === 1 ? '' : 's'} each, Node ${process.version}`,
  );
  console.log(
    formatTable(
      [
        { header: 'file' },
        { header: 'MB', align: 'right' },
        { header: 'points', align: 'right' },
        { header: 'outcome' },
        { header: 'min ms', align: 'right' },
        { header: 'median ms', align: 'right' },
        { header: 'max ms', align: 'right' },
        { header: 'parse alone ms', align: 'right' },
      ],
      results.map((result) => {
        const times = result.reads.map((one) => one.ms);
        return [
          result.name,
          result.megabytes.toFixed(1),
          int(result.points),
          outcomes(result.reads),
          ms(Math.min(...times)),
          ms(median(times)),
          ms(Math.max(...times)),
          ms(result.inThreadMs),
        ];
      }),
    ),
  );
  console.log(
    '(times of every read, refused ones included: how long the uploader waits; parse alone: ' +
      'the same reading on the main thread, without a worker or a heap limit, median)',
  );
}

/** @param {Result[]} results */
function printMemory(results) {
  console.log('Memory of one read, MB (1 MB = 1024 × 1024 bytes)');
  console.log(
    formatTable(
      [
        { header: 'file' },
        { header: 'outcome' },
        { header: 'worker heap used', align: 'right' },
        { header: 'committed', align: 'right' },
        { header: 'limit', align: 'right' },
        { header: 'process RSS before', align: 'right' },
        { header: 'peak', align: 'right' },
        { header: 'growth', align: 'right' },
      ],
      results.map((result) => [
        result.name,
        outcomes([result.watched]),
        mb(result.workerHeap.used),
        mb(result.workerHeap.committed),
        int(result.heapLimitMb),
        mb(result.rssBefore),
        mb(result.rssPeak),
        result.rssBefore === null || result.rssPeak === null
          ? '-'
          : mb(result.rssPeak - result.rssBefore),
      ]),
    ),
  );
  console.log(
    `(worker heap: the peak of the worker thread's V8 heap, sampled every ${HEAP_SAMPLE_MS} ms ` +
      '(the sampling slows the read, so it is not among the timed ones); limit: the heap the ' +
      "reader gives the file's worker; process RSS: this process's resident set, main thread " +
      "and worker, its peak the kernel's VmHWM reset just before the read)",
  );
}

/** @type {Result[]} */
const results = [];
for (const { name, points, make } of FILES)
  results.push(await measure({ name, points, bytes: make() }));
console.log('');
printTimes(results);
console.log('');
printMemory(results);
