import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, routeChunk, visit } from './support/browser.js';
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
});
