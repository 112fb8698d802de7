import { readFile } from 'node:fs/promises';
import { activityFit, activityGpx, syntheticTrack } from '../lib/activity-files.js';
import { signUp } from '../lib/http-client.js';
import { BENCH_TIME_ZONE, zoneOffsetMinutes } from '../lib/local-time.js';
import { SMALL_TRACKER_ACTIVITIES, seedTracker } from '../lib/seed-tracker.js';
import { uploadActivityFile } from '../lib/upload-activity.js';

/**
 * Another user's latency while one user uploads activity files: the measured request is an
 * observer's GET /api/activities (20 activities), and the uploader posts rounds of 50 files,
 * two at a time, from setup to the end of the measured run. A round holds the fixtures' 13
 * real activity files (test/fixtures/activities: nine FIT from six devices, three TCX, a GPX)
 * and 37 made here: GPX and FIT in turn, of half an hour to an hour and a half at a point a
 * second, each round at new start times so they are added. The fixtures are added in the first
 * round and reported as duplicates after it: read all the same, but not written.
 */

const FILES_PER_ROUND = 50;
/**
 * The most the server takes from one user at once: one file read and one waiting; a third is
 * refused (429) until one is done (server/common/file-turns.ts).
 */
const IN_FLIGHT = 2;
const FIXTURES = [
  'activity-large-fenxi2-multisport.fit',
  'activity-small-fenix2-run.fit',
  'coros-pace-2-cycling-misaligned-fields.fit',
  'garmin-edge-820-bike.fit',
  'garmin-fenix-5-bike.fit',
  'garmin-fenix-5-run.fit',
  'garmin-fenix-5-walk.fit',
  'running-with-developer-data.fit',
  'triathlon_summary_first.fit',
  'test.tcx',
  'sample.tcx',
  'tour_hr.tcx',
  'Friday-Evening-Run.gpx',
];
const fixtureDir = new URL('../../test/fixtures/activities/', import.meta.url);
const DURATIONS_S = [1_800, 3_600, 5_400];
const DAY_MS = 24 * 3600 * 1000;

/** @typedef {{ name: string, kind: 'fixture' | 'fit' | 'gpx', content: Uint8Array | string }} File */

/**
 * File `index` of round `round`: every fourth a fixture while they last, else a made one.
 *
 * @param {Map<string, Buffer>} fixtures
 * @param {number} round
 * @param {number} index
 * @returns {File}
 */
function fileOf(fixtures, round, index) {
  const fixture = index % 4 === 0 ? FIXTURES[index / 4] : undefined;
  if (fixture) return { name: fixture, kind: 'fixture', content: fixtures.get(fixture) ?? '' };
  // A new start for every made file of every round: never a duplicate.
  const startMs = Date.UTC(2025, 0, 1, 7) - (round * FILES_PER_ROUND + index) * DAY_MS;
  const track = syntheticTrack({ points: DURATIONS_S[index % 3] ?? 3_600, startMs });
  const name = `upload ${round}-${index}`;
  if (index % 2 === 0)
    return { name: `${name}.gpx`, kind: 'gpx', content: activityGpx(track, name) };
  const utcOffsetMinutes = zoneOffsetMinutes(startMs, BENCH_TIME_ZONE);
  return { name: `${name}.fit`, kind: 'fit', content: activityFit(track, { utcOffsetMinutes }) };
}

/** @typedef {{ kind: File['kind'], ms: number, status: number, outcomes: string[] }} Upload */

/** The upload loop, from setup until `afterLoad` stops it. */
const uploader = {
  stopped: false,
  /** @type {Promise<void> | undefined} */
  loop: undefined,
  /** @type {Upload[]} */
  uploads: [],
};

/**
 * @param {import('../lib/http-client.js').HttpClient} client
 * @param {Map<string, Buffer>} fixtures
 */
async function uploadInRounds(client, fixtures) {
  let next = 0;
  const sender = async () => {
    for (let number = next++; !uploader.stopped; number = next++) {
      const file = fileOf(fixtures, Math.floor(number / FILES_PER_ROUND), number % FILES_PER_ROUND);
      const started = performance.now();
      const { status, outcomes } = await uploadActivityFile(client, file.content, file.name);
      uploader.uploads.push({ kind: file.kind, ms: performance.now() - started, status, outcomes });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
}

/** @param {string} message */
const progress = (message) => process.stderr.write(`${message}\n`);

/**
 * @param {Upload[]} uploads
 * @param {(upload: Upload) => string[]} keys
 */
function tally(uploads, keys) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const upload of uploads) {
    for (const key of keys(upload)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key}: ${count}`).join(', ');
}

/** @param {Upload[]} uploads */
function durations(uploads) {
  if (uploads.length === 0) return 'none';
  const times = uploads.map((upload) => upload.ms).sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  const median = times[Math.floor(times.length / 2)] ?? 0;
  return (
    `${times.length} × mean ${Math.round(mean)} ms, median ${Math.round(median)}, ` +
    `max ${Math.round(times.at(-1) ?? 0)}`
  );
}

/** @type {import('./types.js').Scenario} */
export default {
  name: 'upload-50',
  description:
    'GET /api/activities of one user while another uploads rounds of 50 activity files, two at a time',
  method: 'GET',
  path: '/api/activities',
  async setup(context) {
    const observer = await seedTracker(context, SMALL_TRACKER_ACTIVITIES);
    const fixtures = new Map(
      await Promise.all(
        FIXTURES.map(
          async (name) => /** @type {const} */ ([name, await readFile(new URL(name, fixtureDir))]),
        ),
      ),
    );
    const client = await signUp(context.baseUrl);
    uploader.stopped = false;
    uploader.uploads = [];
    uploader.loop = uploadInRounds(client, fixtures);
    return { headers: { cookie: observer.cookie, accept: 'application/json' } };
  },
  async afterLoad() {
    uploader.stopped = true;
    await uploader.loop;
    const { uploads } = uploader;
    const rounds = Math.floor(uploads.length / FILES_PER_ROUND);
    progress(
      `bench: upload-50: ${uploads.length} files (${rounds} whole rounds of ${FILES_PER_ROUND}); ` +
        `status ${tally(uploads, (upload) => [String(upload.status)])}; ` +
        `activities ${tally(uploads, (upload) => upload.outcomes) || 'none'}`,
    );
    for (const kind of /** @type {const} */ (['fixture', 'fit', 'gpx'])) {
      const label = kind === 'fixture' ? 'real files' : `made ${kind.toUpperCase()}`;
      const mine = uploads.filter((upload) => upload.kind === kind);
      progress(`bench: upload-50: ${label}: ${durations(mine)}`);
    }
  },
};
