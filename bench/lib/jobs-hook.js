/**
 * Loaded into the benchmarked server by bench/jobs.js with `node --import`: registers the job
 * kind `bench.import`, which does what a bulk import of activities does to the database, and
 * queues one when asked over the IPC channel (`{ type: 'jobs-import', ownerId, items }`,
 * answered `{ type: 'jobs-import', id }`).
 *
 * Each of its items is one context.step, one short transaction, as a real import's would be:
 * the file kept gzipped (40 kB), the activity row and its route of 1,500 points with times and
 * heart rates (about 90 kB of jsonb). Reading the file is left out: the app parses activity
 * files on a worker thread, which takes no turn on the database's connection.
 */
import { randomBytes } from 'node:crypto';

const queueModule = new URL('../../dist/server/jobs/queue/preloaded-job-kinds.js', import.meta.url);
/** @type {typeof import('../../server/jobs/queue/preloaded-job-kinds.js')} */
const { jobQueueStarted, preloadJobKind } = await import(queueModule.href);

const POINTS = 1_500;
const FILE_BYTES = 40_000;

/** @param {number} n */
function route(n) {
  const points = Array.from({ length: POINTS }, (_, i) => [
    46.5 + n / 1000 + i / 100_000,
    7.9 + i / 80_000,
    1200 + Math.sin(i / 50) * 80,
  ]);
  const times = Array.from({ length: POINTS }, (_, i) => i * 4);
  const heartRates = Array.from({ length: POINTS }, (_, i) => 120 + (i % 40));
  return { points, times, heartRates };
}

/**
 * @param {import('typeorm').EntityManager} manager
 * @param {string} ownerId
 * @param {number} n
 */
async function addActivity(manager, ownerId, n) {
  const [file] = await manager.query(
    `INSERT INTO activity_files (owner_id, file_name, format, size_bytes, sha256, gzipped)
     VALUES ($1, $2, 'fit', $3, $4, $5) RETURNING id`,
    [
      ownerId,
      `activity-${n}.fit`,
      FILE_BYTES * 2,
      randomBytes(32).toString('hex'),
      randomBytes(FILE_BYTES),
    ],
  );
  const start = new Date(Date.UTC(2020, 0, 1) + n * 86_400_000);
  const [activity] = await manager.query(
    `INSERT INTO activities (owner_id, source, category, name, start_time, time_zone,
       utc_offset_minutes, elapsed_s, moving_s, distance_m, gain_m, loss_m, file_id)
     VALUES ($1, 'strava', 'hike', $2, $3, 'Europe/Zurich', 60, 6000, 5400, 12000, 800, 790, $4)
     RETURNING id`,
    [ownerId, `Imported hike ${n}`, start, file.id],
  );
  const { points, times, heartRates } = route(n);
  await manager.query(
    `INSERT INTO activity_routes (activity_id, owner_id, points, times, heart_rates)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      activity.id,
      ownerId,
      JSON.stringify(points),
      JSON.stringify(times),
      JSON.stringify(heartRates),
    ],
  );
}

preloadJobKind(
  'bench.import',
  /** @param {import('../../server/jobs/queue/job-context.js').JobContext<{ items: number }>} context */
  async (context) => {
    const { items } = context.data;
    for (let done = context.resumeFrom.done; done < items; done += 1) {
      const progress = {
        done: done + 1,
        total: items,
        message: `Activity ${done + 1} of ${items}`,
      };
      await context.step(progress, (manager) => addActivity(manager, context.ownerId, done));
    }
    return { added: items };
  },
  { retryLimit: 2, retryDelaySeconds: 5, backoff: true },
);

process.on('message', (/** @type {any} */ message) => {
  if (message?.type !== 'jobs-import') return;
  void jobQueueStarted
    .then((queue) => queue.enqueue(message.ownerId, 'bench.import', { items: message.items }))
    .then((id) => process.send?.({ type: 'jobs-import', id }));
});
