import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { bindFreePort, passSocket } from '../../support/built-server.js';
import { startSmtpStandIn } from '../../support/stand-ins/smtp.js';
import { startGeocoderStandIn } from '../../support/stand-ins/geocoder.js';
import { startTileStandIn } from '../../support/stand-ins/tiles.js';
import { buildHarness, type BuiltHarness } from '../route-harness/serve.js';
import './provided.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_ENTRY = join(ROOT, 'dist', 'server', 'main.js');
const CLIENT_INDEX = join(ROOT, 'dist', 'client', 'index.html');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STARTUP_TIMEOUT_MS = 120_000;
const POLL_INTERVAL_MS = 100;
const STOP_TIMEOUT_MS = 10_000;
/** The discard port, where nothing listens (the API tests point unreachable tiles there too). */
const CLOSED_PORT = 9;

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches), repeated because
 * Chromium reads only the last `--disable-features` it is given, plus what a suite that opens a
 * context per test pays for and never uses: in Chromium's headless mode every new context opens
 * a window whose address bar preloads two WebUI renderers (chrome://omnibox-popup.top-chrome),
 * which cost more CPU than the test's page, and each navigation starts a spare renderer.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'SpareRendererForSitePerProcess',
];

/** Polls GET /api/health until it answers 200, the server exits, or the time is up. */
async function waitForHealth(baseURL: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `The server exited (${server.exitCode ?? server.signalCode}) before it was healthy:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `status ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await delay(POLL_INTERVAL_MS);
  }
  throw new Error(
    `GET ${baseURL}/api/health did not answer 200 within ${STARTUP_TIMEOUT_MS} ms (${lastProblem}):\n${output()}`,
  );
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the built app on a free port with a fresh data directory and one headless Chromium,
 * hands both to the tests, and stops them (and removes the directory) when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const missing = [SERVER_ENTRY, CLIENT_INDEX].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The browser tests use the built app, and ${missing.join(' and ')} is missing: run npm run build first.`,
    );
  }
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  if (nodeMajor < 22) {
    throw new Error(
      `The server needs Node >= 22.12 but the tests run on ${process.version} (${process.execPath}): run them with node_modules/.bin/node, e.g. npm run test:browser.`,
    );
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH to use another one).`);
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'packtrail-browser-'));
  // The server mails password-reset links here; the tests read them from mailDir.
  const mailDir = join(dataDir, 'mail');
  await mkdir(mailDir);
  const smtp = await startSmtpStandIn({ saveTo: mailDir });
  // Map tiles come from here, through the app's own /api/tiles, never from the internet.
  const tiles = await startTileStandIn();
  // Place search asks a geocoder: this one, never nominatim.openstreetmap.org.
  const geocoder = await startGeocoderStandIn();
  // Bound here and handed over, so no other server can take the port in between.
  const socket = await bindFreePort();
  const passed = passSocket(socket);
  const baseURL = socket.url;
  let log = '';
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...passed.env,
      DATA_DIR: dataDir,
      // The embedded database in DATA_DIR, never one the shell points at.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The address the browser opens: sign-in comes back to PUBLIC_URL/auth/callback, and
      // cookies belong to one host, so 127.0.0.1 here and localhost there would never meet.
      PUBLIC_URL: baseURL,
      // The built-in provider at /oidc, whatever the shell running the tests has configured.
      OIDC_ISSUER: '',
      OIDC_AUTHORIZATION_URL: '',
      OIDC_TOKEN_URL: '',
      OIDC_USERINFO_URL: '',
      OIDC_CLIENT_ID: '',
      OIDC_CLIENT_SECRET: '',
      // Analytics are taken and dropped: nothing leaves the machine.
      POSTHOG_KEY: '',
      // No Garmin app, whatever the shell has: the screens say so (test/browser/garmin-connect).
      GARMIN_CLIENT_ID: '',
      GARMIN_CLIENT_SECRET: '',
      SMTP_URL: smtp.url,
      SMTP_FROM: 'Packtrail <trail@packtrail.test>',
      ...tiles.env,
      GEOCODER_PROVIDER: 'nominatim',
      GEOCODER_URL: geocoder.url,
      // The tile stand-in is on this machine: no forward proxy the shell may name.
      HTTP_PROXY: '',
      HTTPS_PROXY: '',
      http_proxy: '',
      https_proxy: '',
      // Every test's page comes from 127.0.0.1: one address, many maps at once.
      TILE_RATE_LIMIT_PER_MINUTE: '0',
      // scrypt at 2^10, not production's 2^15: every file signs up accounts. The API tests of
      // the built-in provider sign up at production's cost.
      PASSWORD_HASH_COST: '10',
    },
    stdio: passed.stdio,
  });
  await socket.close();
  const keep = (chunk: Buffer): void => {
    log = `${log}${chunk.toString('utf8')}`.slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  // The route parts' test page, built while the server starts (map-route-*.test.ts use it).
  const harnessBuild = buildHarness();
  let harness: BuiltHarness | undefined;
  let browserServer: BrowserServer | undefined;
  const teardown = async (): Promise<void> => {
    await (await harnessBuild.catch(() => undefined))?.remove();
    await browserServer?.close();
    await stopServer(server);
    await smtp.close();
    await tiles.close();
    await geocoder.close();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, server, () => log);
    harness = await harnessBuild;
    browserServer = await chromium.launchServer({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
        // No optimising compiler (TurboFan) in the pages: a test's page lives for seconds, and
        // compiling its hot code again cost more than it saved. The same files took about 10 %
        // less of the machine's CPU and time without it, the large lists no longer.
        '--js-flags=--no-opt',
        // One renderer process per tab rather than per site: fewer processes to start.
        '--disable-site-isolation-trials',
        // Every request to another origin fails at once: it goes to a proxy on a port nothing
        // listens on (loopback addresses, the app's among them, never use a proxy). Tests
        // record such requests and fail for them (browser.ts). A route in each context did
        // this before, but routing sends every request of the page to the test process for a
        // decision and turns the browser's cache off.
        `--proxy-server=http://127.0.0.1:${CLOSED_PORT}`,
      ],
    });
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('baseURL', baseURL);
  project.provide('wsEndpoint', browserServer.wsEndpoint());
  project.provide('mailDir', mailDir);
  project.provide('routeHarnessDir', harness.dir);
  return teardown;
}
