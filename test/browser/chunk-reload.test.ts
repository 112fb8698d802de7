import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkAxe,
  countDocumentRequests,
  openPage,
  reloadOnlyAfterUserCheck,
  routeChunk,
  settle,
} from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';

const signedIn = signUpOncePerFile();

/** client/lib/chunk-reload.ts */
const CHUNK_RELOAD_KEY = 'packtrail.chunk-reload-at';
const CHUNK_RELOAD_WINDOW_MS = 60_000;
const GEAR_CHUNK = routeChunk('gear-route');

const errorHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Something went wrong' });

/**
 * Answers 404 for the gear page's chunk, as after a deploy that removed it. `asked` counts the
 * documents that asked for it (`currentDocument` numbers them): a document may ask more than
 * once, a modulepreload and the import itself, once the chunk has a stylesheet of its own.
 */
async function blockGearChunk(
  page: Page,
  currentDocument: () => number = () => 0,
): Promise<{ asked: () => number; lift: () => Promise<void> }> {
  const askedIn = new Set<number>();
  const handler = (route: Route) => {
    askedIn.add(currentDocument());
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
  };
  await page.route(GEAR_CHUNK, handler);
  return { asked: () => askedIn.size, lift: () => page.unroute(GEAR_CHUNK, handler) };
}

const storedReloadAt = (page: Page): Promise<number> =>
  page.evaluate<number>(`Number(sessionStorage.getItem(${JSON.stringify(CHUNK_RELOAD_KEY)}))`);

/**
 * Passes once the network has been quiet for Playwright's idle period and the document is still
 * the one marked before: a reload (automatic or not) would have replaced it.
 */
async function expectNoFurtherReload(page: Page): Promise<void> {
  await page.evaluate('window.__sameDocument = true');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate<boolean>('window.__sameDocument === true')).toBe(true);
  expect(await errorHeading(page).isVisible()).toBe(true);
}

/** Goes to /gear with its chunk missing and waits for the one automatic reload's error screen. */
async function reachErrorScreen(page: Page) {
  await reloadOnlyAfterUserCheck(page, '/gear');
  const documents = countDocumentRequests(page);
  const chunk = await blockGearChunk(page, documents);
  const before = Date.now();
  // The automatic reload can start before the first document's load event.
  await page.goto('/gear', { waitUntil: 'commit' });
  await expect.poll(documents, { timeout: 15_000 }).toBe(2);
  await errorHeading(page).waitFor();
  await settle(page, 'h1');
  return { documents, chunk, before };
}

describe('a route chunk that fails to load', () => {
  it('reloads the page exactly once, then shows the error screen instead of reloading again', async () => {
    const page = await openPage({ storageState: signedIn() });
    const { documents, chunk, before } = await reachErrorScreen(page);
    await expectNoFurtherReload(page);
    expect(documents()).toBe(2);
    expect(chunk.asked()).toBe(2);

    const reloadAt = await storedReloadAt(page);
    expect(reloadAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(reloadAt).toBeLessThanOrEqual(Date.now() + 1_000);

    expect(await page.title()).toBe('Something went wrong · Packtrail');
    expect(await page.getByRole('alert').innerText()).toContain(
      'Part of this page could not be loaded',
    );
    expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/gear');
    await checkAxe(page);
  });

  it('says it is updating, not that something went wrong, while its automatic reload loads', async () => {
    const page = await openPage({ storageState: signedIn() });
    await reloadOnlyAfterUserCheck(page, '/gear');
    await blockGearChunk(page);
    // The page reports each heading or status it shows on the console: unlike evaluate, console
    // messages still arrive from a document whose replacement is on its way.
    await page.addInitScript(`(() => {
      let last = '';
      const report = () => {
        const text = [...document.querySelectorAll('h1, .page-status')]
          .map((element) => element.textContent)
          .join(' | ');
        if (text && text !== last) console.info('screen: ' + (last = text));
      };
      new MutationObserver(report).observe(document, { childList: true, subtree: true });
    })();`);
    const screens: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('screen: ')) screens.push(message.text().slice(8));
    });
    // Holds the reload's document request, so the first document stays on screen meanwhile.
    let releaseReload = (): void => undefined;
    const reloadHeld = new Promise<void>((resolve) => (releaseReload = resolve));
    let documentRequests = 0;
    await page.route(
      (url) => url.pathname === '/gear',
      async (route) => {
        if (!route.request().isNavigationRequest()) return route.fallback();
        documentRequests += 1;
        if (documentRequests === 2) await reloadHeld;
        return route.fallback();
      },
    );

    let firstDocument: string[];
    try {
      await page.goto('/gear', { waitUntil: 'commit' });
      await expect.poll(() => documentRequests, { timeout: 15_000 }).toBe(2);
      await expect
        .poll(() => screens.some((text) => /Updating Packtrail|Something went wrong/.test(text)))
        .toBe(true);
      firstDocument = [...screens];
    } finally {
      releaseReload();
    }
    expect(firstDocument.join('\n')).not.toContain('Something went wrong');
    expect(firstDocument.join('\n')).toContain('Updating Packtrail');

    await errorHeading(page).waitFor();
    expect(documentRequests).toBe(2);
    await checkAxe(page);
  });

  it('shows the error screen again on a manual reload within the reload window, without looping', async () => {
    const page = await openPage({ storageState: signedIn() });
    const { documents, chunk } = await reachErrorScreen(page);
    const firstReloadAt = await storedReloadAt(page);

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(documents).toBe(3);
    await page.waitForLoadState('load');
    await errorHeading(page).waitFor();
    await expectNoFurtherReload(page);
    expect(documents()).toBe(3);
    expect(chunk.asked()).toBe(3);
    expect(await storedReloadAt(page)).toBe(firstReloadAt);
    await checkAxe(page);
  });

  it('comes back with the Reload button once the chunk can be loaded again', async () => {
    const page = await openPage({ storageState: signedIn() });
    const { documents, chunk } = await reachErrorScreen(page);
    await chunk.lift();

    // Within the reload window the error screen stays on its own: no automatic retry loop.
    await expectNoFurtherReload(page);
    expect(documents()).toBe(2);

    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gear' }).waitFor();
    expect(documents()).toBe(3);
    expect(new URL(page.url()).pathname).toBe('/gear');
    await checkAxe(page);
  });

  it('reloads once more when the last automatic reload is older than the reload window', async () => {
    const page = await openPage({ storageState: signedIn() });
    const { documents, chunk } = await reachErrorScreen(page);
    const longAgo = Date.now() - CHUNK_RELOAD_WINDOW_MS - 5_000;
    await page.evaluate(
      `sessionStorage.setItem(${JSON.stringify(CHUNK_RELOAD_KEY)}, ${JSON.stringify(String(longAgo))})`,
    );

    // The manual reload finds the chunk still missing and, the window being over, reloads once.
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(documents).toBe(4);
    await errorHeading(page).waitFor();
    await expectNoFurtherReload(page);
    expect(documents()).toBe(4);
    expect(chunk.asked()).toBe(4);
    expect(await storedReloadAt(page)).toBeGreaterThan(longAgo + CHUNK_RELOAD_WINDOW_MS);
    await checkAxe(page);
  });
});
