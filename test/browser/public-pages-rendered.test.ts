import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appOrigin,
  appUrl,
  checkAxe,
  connectBrowser,
  consoleErrors,
  countDocumentRequests,
  openPage,
  visit,
} from './support/browser.js';
import {
  CURRENT_USER_KEY,
  readLocalStorage,
  signedInState,
  storedUserOf,
  withoutAppSession,
  type StorageState,
} from './support/auth.js';

/**
 * The server-rendered public pages in Chromium: readable and switchable with JavaScript off,
 * hydrated without a second fetch or a warning with it on, no injected script ever running, the
 * spec's reload rule (one reload, never a loop, the signed-in view after it), and the embed
 * framed by another origin while the rest refuses to be framed. Axe on every page.
 */

const HOSTILE = `</script><script>window.__xss=1</script>"'><img src=x onerror="window.__xss=1"><!--`;
const USERNAME = `hiker${Math.random().toString(36).slice(2, 9)}`;
const PACK = `/u/${USERNAME}/pack/ridge-run`;
const EVIL = `/u/${USERNAME}/pack/evil`;
let owner: StorageState;
let tripPath: string;

/** Calls the API as the owner (the same session the browser state holds). */
async function api(state: StorageState) {
  const origin = appOrigin();
  const context = await request.newContext({
    baseURL: origin,
    storageState: state,
    extraHTTPHeaders: { Origin: origin },
  });
  const send = async (method: string, path: string, data?: unknown) => {
    const response = await context.fetch(path, { method, data });
    if (!response.ok())
      throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  return { send, dispose: () => context.dispose() };
}

beforeAll(async () => {
  owner = await signedInState({ givenName: 'Rowan', familyName: 'Ridge' });
  const { send, dispose } = await api(owner);
  try {
    await send('PATCH', '/api/account', {
      username: USERNAME,
      profilePublic: true,
      weightUnit: 'g',
    });
    const category = await send('POST', '/api/gear/categories', { name: 'Shelter' });
    const tent = await send('POST', '/api/gear/items', {
      name: 'Trekking pole tent',
      weightMg: 640_000,
      categoryId: category.id,
    });
    const pack = await send('POST', '/api/packs', { name: 'Ridge run', slug: 'ridge-run' });
    await send('POST', `/api/packs/${pack.id}/lines`, { gearItemId: tent.id });
    await send('PATCH', `/api/packs/${pack.id}`, { isPublic: true });

    const evilCategory = await send('POST', '/api/gear/categories', { name: HOSTILE.slice(0, 60) });
    const evilItem = await send('POST', '/api/gear/items', {
      name: HOSTILE,
      brand: HOSTILE.slice(0, 60),
      notes: HOSTILE,
      weightMg: 1_000,
      categoryId: evilCategory.id,
    });
    const evil = await send('POST', '/api/packs', {
      name: HOSTILE,
      description: HOSTILE,
      slug: 'evil',
    });
    await send('POST', `/api/packs/${evil.id}/lines`, { gearItemId: evilItem.id });
    await send('PATCH', `/api/packs/${evil.id}`, { isPublic: true });
    const trip = await send('POST', '/api/trips', { name: HOSTILE, startDate: '2025-07-14' });
    await send('POST', `/api/trips/${trip.id}/waypoints`, {
      name: HOSTILE,
      latitude: 54.4543,
      longitude: -3.2117,
    });
    await send('PATCH', `/api/trips/${trip.id}`, { isPublic: true, description: HOSTILE });
    tripPath = `/u/${USERNAME}/trip/${trip.id}`;
  } finally {
    await dispose();
  }
});

/**
 * Waits until React has hydrated the page (its nodes carry React's fiber keys). Polled with
 * `evaluate`, which the page's CSP does not govern: `waitForFunction` with a string compiles it
 * in the page on its second try, which `script-src 'self'` refuses (an EvalError in the page).
 */
const hydrated = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate<boolean>(
        `Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber'))`,
      ),
    )
    .toBe(true);

/** The figure the pack page shows for its base weight, as text. */
const baseWeight = (page: Page) => page.locator('.public-totals').first().innerText();

describe('public pages without JavaScript', () => {
  it('shows the pack’s figures, and the unit links show it in another unit', async () => {
    const browser = await connectBrowser();
    try {
      const context = await browser.newContext({ baseURL: appOrigin(), javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(PACK);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Ridge run' }).waitFor();
      expect(await page.getByText('Trekking pole tent').count()).toBeGreaterThan(0);
      expect(await baseWeight(page)).toMatch(/640 g/);
      await page
        .getByRole('group', { name: 'Weight unit' })
        .getByRole('link', { name: 'oz' })
        .click();
      await page.waitForURL(`**${PACK}?unit=oz`);
      // 22.6 oz, which the owner's automatic scale writes in pounds.
      expect(await baseWeight(page)).toMatch(/1\.41 lb/);
      expect(await page.locator('[aria-current="true"]').innerText()).toBe('oz');
    } finally {
      await browser.close();
    }
  });
});

describe('public pages with JavaScript', () => {
  it('hydrate the server’s page without fetching its data again or a warning', async () => {
    const page = await openPage();
    const apiReads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/public/users')) apiReads.push(r.url());
    });
    const documents = countDocumentRequests(page);
    await visit(page, PACK);
    await hydrated(page);
    // Hydrated: a unit link now switches in place, without loading a page.
    await page
      .getByRole('group', { name: 'Weight unit' })
      .getByRole('link', { name: 'kg' })
      .click();
    await expect.poll(() => new URL(page.url()).search).toBe('?unit=kg');
    expect(await baseWeight(page)).toMatch(/0\.64 kg/);
    expect(documents()).toBe(1);
    expect(apiReads).toEqual([]);
    expect(consoleErrors(page)).toEqual([]);
  });

  it('ask for a trip map’s tile sources beside its code, not once the code has come', async () => {
    const page = await openPage();
    let releaseCode: () => void = () => undefined;
    const codeHeld = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    await page.route(
      (url) => /^\/assets\/trip-map-[^/]+\.js$/.test(url.pathname),
      async (route) => {
        await codeHeld;
        await route.fallback();
      },
    );
    const sourcesAsked = page.waitForRequest(
      (sent) => new URL(sent.url()).pathname === '/api/tiles',
      { timeout: 20_000 },
    );
    await page.goto(tripPath);
    await sourcesAsked;
    expect(await page.locator('.pt-map .map-view').count()).toBe(0);
    releaseCode();
    await page.locator('.pt-map .map-view').waitFor();
    await hydrated(page);
    await checkAxe(page);
    expect(consoleErrors(page)).toEqual([]);
  });

  it.each([
    ['the profile', () => `/u/${USERNAME}`],
    ['a pack', () => PACK],
    ['the embed', () => `${PACK}/embed`],
  ])('%s passes axe', async (_name, path) => {
    const page = await openPage();
    await visit(page, path(), { waitFor: 'h1, .public-embed, a' });
    expect(consoleErrors(page)).toEqual([]);
  });

  it('show the one not-found page for what is not there, and it passes axe', async () => {
    const page = await openPage();
    await visit(page, `/u/${USERNAME}/pack/no-such-pack`, { status: 404 });
    expect(await page.locator('main h1').innerText()).toBe('Not Found');
  });

  it('never run a script a user typed', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    for (const path of [EVIL, `${EVIL}/embed`, tripPath, `/u/${USERNAME}`]) {
      await visit(page, path, { waitFor: 'h1, a' });
      expect(await page.evaluate<unknown>('window.__xss'), path).toBeUndefined();
    }
    await visit(page, EVIL);
    expect(await page.locator('main h1').innerText()).toBe(HOSTILE);
    expect(
      await page.evaluate<boolean>(`document.documentElement.classList.contains('dark')`),
    ).toBe(true);
    expect(await page.evaluate<unknown>('window.__xss')).toBeUndefined();
  });
});

describe('the reload rule (spec section 4)', () => {
  it('reloads once for a stored user the server does not know, then stays and forgets them', async () => {
    const page = await openPage({ storageState: withoutAppSession(owner) });
    const documents = countDocumentRequests(page);
    // The first document's start reloads before it has even finished loading.
    await page.goto(PACK, { waitUntil: 'commit' });
    await expect.poll(documents).toBe(2);
    await page.getByRole('heading', { level: 1, name: 'Ridge run' }).waitFor();
    // Hydrated (the start ran and chose not to reload): a unit link switches in place.
    await hydrated(page);
    await page
      .getByRole('group', { name: 'Weight unit' })
      .getByRole('link', { name: 'lb' })
      .click();
    await expect.poll(() => new URL(page.url()).search).toBe('?unit=lb');
    await checkAxe(page);
    expect(documents()).toBe(2);
    expect(await readLocalStorage(page, CURRENT_USER_KEY)).toBeNull();
    expect(await page.evaluate<number>('sessionStorage.length')).toBe(0);
  });

  it('reloads a server-rendered page once for a signed-in user, into the app’s signed-in view', async () => {
    // As a cache in between would: the signed-out document once, for a signed-in browser.
    const signedOut = await (await fetch(appUrl(PACK))).text();
    expect(signedOut).toContain('data-server-rendered');
    const page = await openPage({ storageState: owner });
    let served = 0;
    await page.route(appUrl(PACK), async (route) => {
      if (served++ > 0) return route.continue();
      await route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: signedOut,
      });
    });
    const documents = countDocumentRequests(page);
    await page.goto(PACK);
    // The app (its own entry, no server-rendered page) with the user still signed in.
    await page.locator('#root:not([data-server-rendered]) main h1').waitFor();
    await checkAxe(page);
    expect(documents()).toBe(2);
    expect(await page.locator('#public-page-data').count()).toBe(0);
    expect(await page.locator('script[src*="/assets/index-"]').count()).toBe(1);
    const stored = JSON.parse((await readLocalStorage(page, CURRENT_USER_KEY)) ?? 'null') as {
      userId?: string;
    } | null;
    expect(stored?.userId).toBe(storedUserOf(owner).userId);
    expect(await page.evaluate<number>('sessionStorage.length')).toBe(0);
  });
});

describe('framing by another site', () => {
  let server: Server;
  let otherOrigin = '';
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><title>A blog</title>` +
          `<iframe id="embed" title="embed" width="640" height="480" src="${appUrl(`${PACK}/embed`)}"></iframe>` +
          `<iframe id="page" title="page" src="${appUrl(PACK)}"></iframe>` +
          `<iframe id="gear" title="gear" src="${appUrl('/gear')}"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    otherOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('shows the embed, and refuses to frame the pack page and the app', async () => {
    const browser = await connectBrowser();
    try {
      const page = await (await browser.newContext()).newPage();
      const refusals: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('frame-ancestors')) refusals.push(message.text());
      });
      await page.goto(otherOrigin);
      const embed = page.frameLocator('#embed');
      await embed.getByText('Ridge run').first().waitFor();
      // Chrome names only the refused frame's origin: two refusals, the pack page's and /gear's.
      await expect.poll(() => refusals.length).toBe(2);
      for (const id of ['page', 'gear']) {
        const text = await page
          .frameLocator(`#${id}`)
          .locator('body')
          .innerText({ timeout: 2_000 })
          .catch(() => '');
        expect(text, id).not.toContain('Ridge run');
      }
      // Its unit links work inside the frame.
      await embed.getByRole('link', { name: 'kg' }).click();
      await embed
        .getByText(/0\.64 kg/)
        .first()
        .waitFor();
    } finally {
      await browser.close();
    }
  });
});
