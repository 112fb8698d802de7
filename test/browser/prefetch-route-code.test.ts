import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, countDocumentRequests, openPage, routeChunk, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { PACKS_CHUNK, pathname } from './prefetch-support.js';

// A screen's code: asked for on intent (hover, focus, touch), and the frame drawn while it loads
// on a first visit. Its data, and what loads beside the code, are in prefetch-data.test.ts.

const signedIn = signUpOncePerFile();

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

  // /empty: the start page and /marketing are server-rendered, the app's other visitor pages not.
  it('shows a visitor the site’s header while a visitor page’s code loads, and no footer yet', async () => {
    const page = await openPage({ width: 390, height: 844 });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const emptyChunk = routeChunk('empty-route');
    await page.route(emptyChunk, async (route) => {
      await released;
      await route.continue();
    });
    const requested = page.waitForRequest(emptyChunk);
    await page.goto('/empty');
    await requested;
    await page.getByRole('banner').waitFor();
    expect(await page.locator('main#main').innerText()).toBe('');
    expect(await page.locator('footer').count()).toBe(0);
    release();
    await page.getByRole('heading', { level: 1, name: 'Empty' }).waitFor();
    await page.locator('footer').waitFor();
    await checkAxe(page);
  });
});
