import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, countDocumentRequests, openPage, routeChunk, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';

const signedIn = signUpOncePerFile();

const PACKS_CHUNK = routeChunk('packs-route');

/** Every request for the packs list's chunk, from now on. */
function recordPacksChunk(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (PACKS_CHUNK.test(new URL(request.url()).pathname)) requests.push(request);
  });
  return requests;
}

/** Cancels link clicks in the page, so only the intent (hover, focus, touch) can load a chunk. */
const cancelClicks = (page: Page) =>
  page.evaluate(`window.addEventListener('click', (event) => event.preventDefault(), true)`);

const pathname = (page: Page) => new URL(page.url()).pathname;

describe('a route’s code', () => {
  it('is loaded when the pointer rests on a link to it, before any click', async () => {
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    const requests = recordPacksChunk(page);
    await visit(page, '/gear');
    expect(requests).toHaveLength(0);

    const link = page.locator('.header-nav a[href="/packs"]');
    const requested = page.waitForRequest(PACKS_CHUNK);
    await link.hover();
    const request = await requested;
    expect((await request.response())?.status()).toBe(200);
    expect(pathname(page)).toBe('/gear');

    // The click then uses the loaded code: no second request for it.
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Packs' }).waitFor();
    expect(requests).toHaveLength(1);
    await checkAxe(page);
  });

  it('is loaded when the keyboard focuses a link to it', async () => {
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    const requests = recordPacksChunk(page);
    await visit(page, '/gear');
    const requested = page.waitForRequest(PACKS_CHUNK);
    const isPacksLink = `document.activeElement?.getAttribute('href') === '/packs'`;
    for (let step = 0; step < 20 && !(await page.evaluate<boolean>(isPacksLink)); step += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate<boolean>(isPacksLink)).toBe(true);
    await requested;
    expect(pathname(page)).toBe('/gear');

    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Packs' }).waitFor();
    expect(requests).toHaveLength(1);
    await checkAxe(page);
  });

  it('is loaded when a finger touches a bottom navigation link, even if the tap goes nowhere', async () => {
    const page = await openPage({
      width: 390,
      height: 844,
      hasTouch: true,
      storageState: signedIn(),
    });
    const requests = recordPacksChunk(page);
    await visit(page, '/gear');
    await cancelClicks(page);
    const requested = page.waitForRequest(PACKS_CHUNK);
    await page.locator('nav.bottom-nav a[href="/packs"]').tap();
    await requested;
    expect(pathname(page)).toBe('/gear');
    expect(requests).toHaveLength(1);
  });

  it('is not loaded for links nobody shows an interest in', async () => {
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    const requests = recordPacksChunk(page);
    await visit(page, '/gear');
    const tripsRequested = page.waitForRequest(routeChunk('trips-route'));
    await page.locator('.header-nav a[href="/trips"]').hover();
    await tripsRequested;
    expect(requests).toHaveLength(0);
  });

  it('that fails to load on intent never reloads the page: what the user typed stays', async () => {
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    await visit(page, '/gear');
    const documents = countDocumentRequests(page);
    // After a new release the old build's chunk is gone.
    await page.route(PACKS_CHUNK, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }),
    );
    const field = page.getByRole('group', { name: 'Add an item' }).getByRole('textbox').first();
    await field.fill('Sawyer squeeze');
    // Vite announces every failed chunk load with this event; the app's own listeners have run
    // by the time a task queued from it runs.
    await page.evaluate(`window.__preloadFailed = new Promise((resolve) =>
      window.addEventListener('vite:preloadError', () => setTimeout(resolve, 0), { once: true }),
    ), undefined`);

    await page.locator('.header-nav a[href="/packs"]').hover();
    await page.evaluate('window.__preloadFailed');
    expect(
      await page.evaluate<string | null>(`sessionStorage.getItem('packtrail.chunk-reload-at')`),
    ).toBeNull();
    expect(documents()).toBe(0);
    expect(await field.inputValue()).toBe('Sawyer squeeze');
    expect(pathname(page)).toBe('/gear');

    // Following the link is a navigation: that one may reload the page, once.
    await page.locator('.header-nav a[href="/packs"]').click();
    await expect.poll(documents, { timeout: 15_000 }).toBe(1);
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    await checkAxe(page);
  });
});

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

describe('a first load', () => {
  it('shows the signed-in frame while the page’s code loads, then the page in it', async () => {
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(PACKS_CHUNK, async (route) => {
      await released;
      await route.continue();
    });
    const requested = page.waitForRequest(PACKS_CHUNK);
    await page.goto('/packs');
    await requested;
    // The header and navigation are drawn before the screen's code is there.
    await page.getByRole('banner').getByRole('navigation', { name: 'Areas' }).waitFor();
    expect(await page.locator('main#main').innerText()).toBe('');
    release();
    await page.getByRole('heading', { level: 1, name: 'Packs' }).waitFor();
    await checkAxe(page);
  });

  it('shows a visitor the site’s header while the start page’s code loads, and no footer yet', async () => {
    const page = await openPage({ width: 390, height: 844 });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const landingChunk = routeChunk('landing-route');
    await page.route(landingChunk, async (route) => {
      await released;
      await route.continue();
    });
    const requested = page.waitForRequest(landingChunk);
    await page.goto('/');
    await requested;
    await page.getByRole('banner').waitFor();
    expect(await page.locator('main#main').innerText()).toBe('');
    expect(await page.locator('footer').count()).toBe(0);
    release();
    await page.getByRole('heading', { level: 1, name: 'Plan lighter. Pack smarter.' }).waitFor();
    await page.locator('footer').waitFor();
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
