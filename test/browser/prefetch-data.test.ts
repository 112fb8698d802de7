import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, routeChunk, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { pathname } from './prefetch-support.js';

// A screen's data (and the map's code and tiles) asked for early: on intent, or while the
// screen's own code loads. The code itself, on intent and on a first load, is in
// prefetch-route-code.test.ts.

const signedIn = signUpOncePerFile();

describe('a pack’s data', () => {
  const PACK_CHUNK = routeChunk('pack-route');

  /** Every GET of this pack's API address, from now on. */
  function recordPackReads(page: Page, packId: string): Request[] {
    const reads: Request[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === `/api/packs/${packId}`) {
        reads.push(request);
      }
    });
    return reads;
  }

  async function newPack(page: Page, name: string): Promise<string> {
    const response = await page.request.post('/api/packs', { data: { name } });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  it('is requested when the pointer rests on a link to the pack, and only once', async () => {
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    await visit(page, '/packs');
    const packId = await newPack(page, 'Hover ridge');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Packs' }).waitFor();
    const reads = recordPackReads(page, packId);

    const link = page.locator(`a[href="/packs/${packId}"]`);
    const requested = page.waitForRequest((request) => reads.includes(request));
    await link.hover();
    await requested;
    expect(pathname(page)).toBe('/packs');

    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Hover ridge' }).waitFor();
    expect(reads).toHaveLength(1);
    await checkAxe(page);
  });

  it('is requested on opening the pack while the page’s code is still loading', async () => {
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    await visit(page, '/packs');
    const packId = await newPack(page, 'Early ridge');
    const reads = recordPackReads(page, packId);
    // The page's code is held back until the pack has been asked for (or 5 s have passed).
    let readsWhileCodeHeld = -1;
    await page.route(PACK_CHUNK, async (route) => {
      await expect
        .poll(() => reads.length, { timeout: 5_000 })
        .toBeGreaterThan(0)
        .catch(() => undefined);
      readsWhileCodeHeld = reads.length;
      await route.continue();
    });

    await page.goto(`/packs/${packId}`);
    await page.getByRole('heading', { level: 1, name: 'Early ridge' }).waitFor();
    expect(readsWhileCodeHeld).toBe(1);
    expect(reads).toHaveLength(1);
    await checkAxe(page);
  });
});

describe('a trip’s data', () => {
  it('and the map’s tile sources are requested while the trip page’s code is still loading', async () => {
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    await visit(page, '/trips');
    const created = await page.request.post('/api/trips', {
      data: { name: 'Early glen', startDate: '2026-07-01', endDate: '2026-07-02' },
    });
    expect(created.status()).toBe(201);
    const tripId = ((await created.json()) as { id: string }).id;
    const asked = new Set<string>();
    page.on('request', (request) => {
      if (request.method() === 'GET') asked.add(new URL(request.url()).pathname);
    });
    const wanted = [`/api/trips/${tripId}`, '/api/tiles'];
    // The page's code is held back until both have been asked for (or 5 s have passed).
    let askedWhileCodeHeld: string[] = [];
    await page.route(routeChunk('trip-route'), async (route) => {
      await expect
        .poll(() => wanted.every((path) => asked.has(path)), { timeout: 5_000 })
        .toBe(true)
        .catch(() => undefined);
      askedWhileCodeHeld = wanted.filter((path) => asked.has(path));
      await route.continue();
    });

    await page.goto(`/trips/${tripId}`);
    await page.getByRole('heading', { level: 1, name: 'Early glen' }).waitFor();
    expect(askedWhileCodeHeld).toEqual(wanted);
    await checkAxe(page);
  });

  it('and the map’s own code is requested while the map screen’s code is still loading', async () => {
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    await visit(page, '/trips');
    // The shared map's chunk (Leaflet): "map-" and its hash alone, not "map-route-...".
    const MAP_CODE = /\/assets\/map-[\w-]{8}\.js$/;
    let mapCodeAsked = false;
    page.on('request', (request) => {
      if (MAP_CODE.test(new URL(request.url()).pathname)) mapCodeAsked = true;
    });
    // The screen's code is held back until the map's has been asked for (or 5 s have passed).
    let askedWhileScreenHeld = false;
    await page.route(routeChunk('map-route'), async (route) => {
      await expect
        .poll(() => mapCodeAsked, { timeout: 5_000 })
        .toBe(true)
        .catch(() => undefined);
      askedWhileScreenHeld = mapCodeAsked;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Map', exact: true }).first().click();
    await page.locator('.map-view').first().waitFor();
    expect(askedWhileScreenHeld).toBe(true);
    await checkAxe(page);
  });
});
