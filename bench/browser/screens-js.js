import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openAppPage } from '../lib/browser.js';

/**
 * The JavaScript each screen loads for its first view: the screen is opened in a browser with
 * an empty cache and every script it fetched from /assets/ until the network went idle is
 * counted, each at its gzip size (zlib level 6, as the "Client JavaScript" table measures the
 * files). Code loaded later, on intent or when a dialog opens, is not part of the first view.
 *
 * @typedef {{ path: string, name: string, files: string[], gzipBytes: number, bytes: number }} ScreenJs
 */

/**
 * The screens measured: the start page as a visitor sees it, the others signed in as the
 * seeded user (`:packId` is its 500-line pack).
 *
 * @type {{ name: string, path: string, signedIn: boolean }[]}
 */
export const SCREENS = [
  { name: 'start page (signed out)', path: '/', signedIn: false },
  { name: 'home', path: '/home', signedIn: true },
  { name: 'gear (5,000 items)', path: '/gear', signedIn: true },
  { name: 'bundles', path: '/bundles', signedIn: true },
  { name: 'packs', path: '/packs', signedIn: true },
  { name: 'pack (500 lines)', path: '/packs/:packId', signedIn: true },
  { name: 'pack checklist', path: '/packs/:packId/checklist', signedIn: true },
  { name: 'account', path: '/account', signedIn: true },
];

/**
 * @param {{ browser: import('playwright-core').Browser, baseUrl: string, clientDir: string,
 *   user: import('../lib/browser.js').BrowserUser, packId: string }} options `clientDir`: the
 *   built client (dist/client), whose files are measured.
 * @returns {Promise<ScreenJs[]>}
 */
export async function measureScreensJs({ browser, baseUrl, clientDir, user, packId }) {
  /** @type {Map<string, { bytes: number, gzipBytes: number }>} */
  const sizes = new Map();
  /** @param {string} file */
  const sizeOf = async (file) => {
    let size = sizes.get(file);
    if (!size) {
      const content = await readFile(join(clientDir, 'assets', file));
      size = { bytes: content.length, gzipBytes: gzipSync(content).length };
      sizes.set(file, size);
    }
    return size;
  };

  /** @type {ScreenJs[]} */
  const screens = [];
  for (const screen of SCREENS) {
    const path = screen.path.replace(':packId', packId);
    const page = await openAppPage(browser, baseUrl, screen.signedIn ? user : undefined);
    try {
      /** @type {Set<string>} */
      const files = new Set();
      page.on('requestfinished', (request) => {
        const { pathname } = new URL(request.url());
        const file = /^\/assets\/([^/]+\.js)$/.exec(pathname)?.[1];
        if (file) files.add(file);
      });
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      let bytes = 0;
      let gzipBytes = 0;
      for (const file of files) {
        const size = await sizeOf(file);
        bytes += size.bytes;
        gzipBytes += size.gzipBytes;
      }
      screens.push({ path, name: screen.name, files: [...files].sort(), bytes, gzipBytes });
    } finally {
      await page.context().close();
    }
  }
  return screens;
}
