import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const alias = {
  '@server': dir('./server'),
  '@migrations': dir('./migrations'),
  '@client': dir('./client'),
  '@domain': dir('./server/domain'),
  '@test': dir('./test'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: [
      'default',
      './test/support/summary-reporter.ts',
      './test/support/timing-reporter.ts',
    ],
    // Vitest's default on a 2-core CI machine is one worker; the API and browser tests mostly
    // wait on their servers, so two files at a time cut the run by about a third.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'server/**/*.spec.ts',
            'client/**/*.spec.{ts,tsx}',
            'test/support/**/*.spec.ts',
            'test/config/**/*.test.ts',
          ],
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
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/browser/support/global-setup.ts'],
          // Two test files share one Chromium on a 2-core CI machine, so a page can take
          // seconds to answer: poll patiently. These are limits, not expectations of speed.
          expect: { poll: { timeout: 20_000, interval: 50 } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
