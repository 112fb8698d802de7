import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindFreePort,
  runBuiltServer,
  waitForHealthy,
  type BuiltServer,
} from '../support/built-server.js';
import { migratedDataDir } from '../support/migrated-data-dir.js';
import { startStravaStandIn, type StravaStandIn } from '../support/stand-ins/strava.js';
import type { StandInActivity } from '../support/stand-ins/strava-api.js';
import { fillSignUpForm } from './support/auth.js';
import { AXE_INIT_SCRIPT, BLOCKING_IMPACTS, runAxe } from './support/axe.js';
import { connectBrowser } from './support/browser.js';
import { SHOTS, screenshotsIn } from './support/screenshots.js';

/**
 * A new user on a server with a Strava app (the stand-in, speaking Strava's OAuth and API):
 * signs up, connects Strava from the account page through Strava's authorize page, and imports
 * the history from /track, watching it wait for Strava's rate limit and finish. The suite's
 * shared server has no Strava app, so this file starts the built app of its own.
 */
const ATHLETE = { id: 71_204, firstname: 'Eilidh', lastname: 'Munro' };
const WINDOW_S = 3;

const walks: StandInActivity[] = Array.from({ length: 12 }, (_, index) => ({
  id: 5_000_000_000 + index,
  name: `Lunch walk ${index + 1}`,
  sport_type: 'Walk',
  start_date: new Date(Date.UTC(2026, 2, 1, 12) + index * 86_400_000).toISOString(),
  distance: 2_500 + index * 10,
  moving_time: 1_700,
  elapsed_time: 1_800,
  manual: true,
}));

const hike: StandInActivity = {
  id: 5_100_000_000,
  name: 'Buachaille Etive Mòr',
  sport_type: 'Hike',
  start_date: '2026-05-02T08:30:00Z',
  start_date_local: '2026-05-02T09:30:00Z',
  distance: 12_400,
  moving_time: 18_000,
  elapsed_time: 21_000,
  total_elevation_gain: 1_020,
  streams: {
    time: [0, 600, 1200],
    latlng: [
      [56.6466, -4.9806],
      [56.6418, -4.9668],
      [56.6367, -4.9496],
    ],
    altitude: [250, 610, 1022],
  },
};

/** With SCREENSHOTS=1, the page as it is, at each size and in each scheme. */
async function shoot(page: Page, name: string, focus = 'main'): Promise<void> {
  const save = screenshotsIn('strava-history');
  for (const { size, colorScheme } of SHOTS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ colorScheme });
    await page.locator(focus).scrollIntoViewIfNeeded();
    await save(page, `${name}-${size.name}-${colorScheme}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

async function expectAccessible(page: Page): Promise<void> {
  const results = await runAxe(page);
  const blocking = results.violations.filter((violation) =>
    (BLOCKING_IMPACTS as readonly unknown[]).includes(violation.impact),
  );
  expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('Strava linked and its history imported', { timeout: 120_000 }, () => {
  let strava: StravaStandIn;
  let server: BuiltServer;
  let dataDir: string;
  let baseUrl: string;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    strava = await startStravaStandIn({ windowMs: WINDOW_S * 1000 });
    cleanups.push(() => strava.close());
    dataDir = await mkdtemp(join(tmpdir(), 'packtrail-strava-browser-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // Migrated already (the suite's own server tests a first start on an empty directory).
    await migratedDataDir(dataDir);
    const socket = await bindFreePort();
    baseUrl = socket.url;
    server = runBuiltServer(
      {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseUrl,
        OIDC_ISSUER: '',
        POSTHOG_KEY: '',
        PASSWORD_HASH_COST: '10',
        JOBS_POLL_INTERVAL_MS: '500',
        STRAVA_CLIENT_ID: strava.clientId,
        STRAVA_CLIENT_SECRET: strava.clientSecret,
        STRAVA_OAUTH_URL: `${strava.url}/oauth`,
        STRAVA_API_URL: `${strava.url}/api/v3`,
        STRAVA_RATE_WINDOW_SECONDS: String(WINDOW_S),
      },
      socket,
    );
    cleanups.push(() => {
      server.child.kill('SIGTERM');
      return server.exited;
    });
    await waitForHealthy(baseUrl, server);
    browser = await connectBrowser();
    cleanups.push(() => browser.close());
    context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB' });
    cleanups.push(() => context.close());
    await context.addInitScript({ content: AXE_INIT_SCRIPT });
  });

  /** What beforeAll made, undone in reverse order (only what it got to). */
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('connects through Strava’s page, then imports the history across a rate-limit wait', async () => {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await fillSignUpForm(page, {
      givenName: 'Eilidh',
      familyName: 'Munro',
      email: `eilidh-${Date.now()}@packtrail.test`,
      password: 'a long enough password 42',
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => !/^\/(login|auth|oidc)/.test(url.pathname));

    // Strava's page: the athlete agrees, and Strava sends the browser back to the callback.
    strava.authorizeAs(ATHLETE);
    strava.api.addActivities(ATHLETE.id, [...walks, hike]);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Connect Strava' }).click();
    await page.waitForURL((url) => url.pathname === '/strava/callback');
    await page.getByText('Strava is linked').waitFor();
    await expectAccessible(page);
    if (process.env.SCREENSHOTS) {
      await page.goto('/account');
      await page.getByRole('heading', { name: 'Connections' }).waitFor();
      await shoot(page, 'account-linked', '#connections-heading');
    }

    await page.goto('/track');
    await page.getByRole('button', { name: 'Import from Strava' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from Strava' });
    // Other apps have spent Strava's window: the import waits, and says until when.
    strava.api.exhaust();
    await dialog.getByRole('button', { name: 'Import my Strava history' }).click();
    const bar = dialog.getByRole('progressbar', { name: 'Strava history import' });
    await bar.waitFor();
    await dialog.getByText(/Waiting for Strava’s rate limit: goes on by itself at/).waitFor();
    await expectAccessible(page);
    strava.api.restore();
    await dialog.getByText('13 activities on Strava: 13 added.').waitFor({ timeout: 60_000 });
    await expectAccessible(page);
    if (process.env.SCREENSHOTS) await shoot(page, 'import-dialog', 'dialog');
    // The list behind the dialog was read again.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Buachaille Etive Mòr').first().waitFor();
    expect(await page.locator('.activity-card').count()).toBeGreaterThanOrEqual(13);
    await page.close();
  });
});
