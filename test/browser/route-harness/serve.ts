import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { inject } from 'vitest';
import '../support/provided.js';

/**
 * The route parts' test page (main.js beside this file): built once per run with Vite into a
 * temporary folder (by the suite's global setup, while the app starts), and served to a page under HARNESS_PATH by the page's own request routing
 * (same origin as the app, so /api/tiles answers as it does for a screen). Nothing of it is in
 * the app's build or its routes.
 */
export const HARNESS_PATH = '/__route-harness/';

const HERE = fileURLToPath(new URL('./', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

export interface BuiltHarness {
  dir: string;
  remove(): Promise<void>;
}

/**
 * Builds the page as the app's client is built (vite.config.ts's aliases and React plugin), but
 * in development mode: React's StrictMode then mounts every effect twice, which a part that
 * leaks a layer onto the shared map would show.
 */
export async function buildHarness(): Promise<BuiltHarness> {
  const dir = await mkdtemp(join(tmpdir(), 'packtrail-route-harness-'));
  await build({
    configFile: false,
    root: HERE,
    base: HARNESS_PATH,
    mode: 'development',
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    resolve: {
      alias: {
        '@client': join(ROOT, 'client'),
        '@domain': join(ROOT, 'server/domain'),
        'use-sync-external-store/shim': join(ROOT, 'client/lib/use-sync-external-store-shim.ts'),
      },
    },
    build: { outDir: dir, emptyOutDir: true, minify: false, sourcemap: false },
  });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The page the global setup built for this run. */
export const suiteHarness = (): Pick<BuiltHarness, 'dir'> => ({ dir: inject('routeHarnessDir') });

/**
 * Serves the built page to `page` under HARNESS_PATH, with the Content-Security-Policy the app
 * itself answers with, so the parts are held to the app's rules.
 */
export async function serveHarness(page: Page, harness: Pick<BuiltHarness, 'dir'>): Promise<void> {
  const app = await page.request.get('/');
  const csp = app.headers()['content-security-policy'] ?? '';
  await page.route(
    (url) => url.pathname.startsWith(HARNESS_PATH),
    async (route) => {
      const path = new URL(route.request().url()).pathname.slice(HARNESS_PATH.length);
      const file = normalize(join(harness.dir, path || 'index.html'));
      if (!file.startsWith(`${harness.dir}${sep}`)) return route.fulfill({ status: 404 });
      try {
        const body = await readFile(file);
        const headers: Record<string, string> = {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        };
        if (extname(file) === '.html' && csp) headers['content-security-policy'] = csp;
        return await route.fulfill({ status: 200, body, headers });
      } catch {
        return route.fulfill({ status: 404 });
      }
    },
  );
}
