import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { useTestTempDir } from './test/support/test-temp-dir.js';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const alias = {
  '@server': dir('./server'),
  '@migrations': dir('./migrations'),
  '@client': dir('./client'),
  '@domain': dir('./server/domain'),
  '@test': dir('./test'),
};

const UNIT_FILES = [
  'server/**/*.spec.ts',
  'client/**/*.spec.{ts,tsx}',
  'test/support/**/*.spec.ts',
  'test/config/**/*.test.ts',
];

/** Unit files that change what other files would share: `vi.mock`, stubbed globals or env, fake timers. */
const UNIT_FILES_THAT_MOCK = [
  'server/database/database-outage.spec.ts',
  'server/common/http/outbound-http-proxy.spec.ts',
  'server/rate-limits/user-lease.spec.ts',
  'server/session/same-origin.middleware.spec.ts',
  'server/builtin-provider/password-hashing.spec.ts',
  'server/photos/images/image-worker-pool.spec.ts',
  'client/components/map/contours/contour-worker.spec.ts',
  'client/features/trips/utils/trip-dates.spec.ts',
  'client/features/trips/utils/route-format.spec.ts',
  'client/features/public/pages/public-hydration.spec.tsx',
  'client/features/packs/checklist/hooks/checklist-actions.spec.ts',
  'client/lib/weight-input.spec.ts',
  'client/lib/number-format.spec.ts',
  'client/lib/weight-preference.spec.ts',
];

/**
 * The API and browser files wait on their servers and Chromium part of the time: on a 2-core
 * machine three files at a time keep both cores busy (a run took 429 s against 471 s with two,
 * and 465 s with four, which only made every file slower).
 */
const WORKERS = availableParallelism() + 1;

// Temporary files (test databases, servers' data, Chromium's profile) in memory where it can.
useTestTempDir();

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: [
      'default',
      './test/support/summary-reporter.ts',
      './test/support/timing-reporter.ts',
    ],
    maxWorkers: WORKERS,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, ...UNIT_FILES_THAT_MOCK],
          environment: 'node',
          // A file of pure logic costs less to run than a fresh module graph costs to load: the
          // files share their worker's modules. Those that mock modules, globals, the
          // environment or timers have a project of their own, isolated.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          include: UNIT_FILES_THAT_MOCK,
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/support/database-template-setup.ts'],
          isolate: false,
          // Limits for a loaded 2-core machine (a test signs up with scrypt, may restart the app).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Runs the production build as a child process (npm test builds first).
          name: 'process',
          include: ['test/process/**/*.test.ts'],
          environment: 'node',
          // The run's migrated embedded database, for servers whose first start is not the subject.
          globalSetup: ['./test/support/embedded-template-setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          // The suite's server and Chromium; and the run's migrated embedded database, for a file
          // that starts a built server of its own (strava-history.test.ts).
          globalSetup: [
            './test/browser/support/global-setup.ts',
            './test/support/embedded-template-setup.ts',
          ],
          // Files share their worker's modules (playwright-core, the harness) and its connection
          // to Chromium, with the pages the pool keeps: importing them for each file cost more
          // than many files' tests. Support modules keep no state of one file's account.
          isolate: false,
          // Three test files share one Chromium on a 2-core CI machine, so a page can take
          // seconds to answer: poll patiently. These are limits, not expectations of speed.
          expect: { poll: { timeout: 20_000, interval: 50 } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
