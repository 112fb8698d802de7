import { request, type Page, type Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOrigin, checkAxe, nextFrame, openPage, shownToast, visit } from './support/browser.js';
import { signedInState, type StorageState } from './support/auth.js';

/**
 * A library past 10,000 items (10,128: 10,000 "Bulk item"s and 128 "Keep item"s, the last in
 * name order), seeded once for the file through the LighterPack import (5,000 rows a file), and
 * opened on the built app: the true count, every item in reach, each page asked for once (a small
 * first one, then every other at once), "Select all" honest while pages load, one redraw of the list per keystroke, and a bulk delete that
 * leaves items behind. The bulk delete empties most of the library, so it runs last.
 */

const ITEMS = '/api/gear/items';
const BULK_ITEMS = 10_000;
const KEPT_ITEMS = 128;
const TOTAL = BULK_ITEMS + KEPT_ITEMS;
/** The first page (client/lib/api/gear-items.ts: what the first view shows). */
const FIRST_PAGE = 100;
/** The pages the whole library takes: the first, then pages of 1000. */
const PAGES = 1 + Math.ceil((TOTAL - FIRST_PAGE) / 1000);
/** Loading 11 pages of 1000 on a loaded 2-core machine: a limit, not an expectation. */
const LOADED_TIMEOUT_MS = 90_000;
const IMPORT_ROWS = 5_000;

const HEADER = 'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable';
const bulkName = (n: number) => `Bulk item ${String(n).padStart(5, '0')}`;
const keptName = (n: number) => `Keep item ${String(n).padStart(3, '0')}`;
const row = (name: string, n: number) =>
  `${name},Category ${(n % 12) + 1},,1,${10 + (n % 900)},gram,,,,`;

let state: StorageState | undefined;
const account = (): StorageState => {
  if (!state) throw new Error('The account is seeded in beforeAll');
  return state;
};

/** Imports the rows as one LighterPack file, then deletes its pack: the items stay. */
async function importRows(api: Awaited<ReturnType<typeof request.newContext>>, rows: string[]) {
  const response = await api.post('/api/packs/import', {
    multipart: {
      file: {
        name: 'library.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${[HEADER, ...rows].join('\n')}\n`),
      },
      currency: 'GBP',
    },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { pack } = (await response.json()) as { pack: { id: string } };
  expect((await api.delete(`/api/packs/${pack.id}`)).status()).toBe(204);
}

beforeAll(async () => {
  state = await signedInState({ givenName: 'Lars', familyName: 'Hoard' });
  const origin = appOrigin();
  const api = await request.newContext({
    baseURL: origin,
    storageState: state,
    extraHTTPHeaders: { Origin: origin },
  });
  try {
    const names = [
      ...Array.from({ length: BULK_ITEMS }, (_, n) => row(bulkName(n + 1), n)),
      ...Array.from({ length: KEPT_ITEMS }, (_, n) => row(keptName(n + 1), n)),
    ];
    for (let start = 0; start < names.length; start += IMPORT_ROWS) {
      await importRows(api, names.slice(start, start + IMPORT_ROWS));
    }
    const count = await api.get(`${ITEMS}?retired=all&limit=1`);
    expect(((await count.json()) as { total: number }).total).toBe(TOTAL);
  } finally {
    await api.dispose();
  }
}, 600_000);

afterAll(() => {
  state = undefined;
});

/** The screen's summary once every page is in: the library's true size. */
const summary = (page: Page) => page.getByText(/items? in use/);

/** Opens /gear and waits until the whole library has loaded. */
async function openLoaded(page: Page): Promise<void> {
  await visit(page, '/gear', { waitFor: 'role=table[name="Gear library"]' });
  await summary(page).waitFor({ timeout: LOADED_TIMEOUT_MS });
}

describe('a library of more than 10,000 items', () => {
  it('shows its true count, draws only the rows in view, and reaches its last item by scrolling, asking for each page once', async () => {
    const page = await openPage({ storageState: account() });
    const asked: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (sent.method() === 'GET' && url.pathname === ITEMS)
        asked.push(url.searchParams.get('offset') ?? '');
    });
    await openLoaded(page);
    expect(await summary(page).innerText()).toMatch(/^10,128 items in use · /);

    const offsets = Array.from({ length: PAGES }, (_, index) =>
      String(index === 0 ? 0 : FIRST_PAGE + (index - 1) * 1000),
    );
    expect(asked).toEqual(offsets);
    // Only the rows in view (and a few either side) are drawn.
    expect(
      await page.getByRole('table', { name: 'Gear library' }).getByRole('row').count(),
    ).toBeLessThan(80);

    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await nextFrame(page);
    await page.getByRole('checkbox', { name: `Select ${keptName(KEPT_ITEMS)}` }).waitFor();
    expect(
      await page.getByRole('table', { name: 'Gear library' }).getAttribute('aria-rowcount'),
    ).toBe(String(TOTAL + 1));
    // Nothing more was asked for on the way down.
    expect(asked).toEqual(offsets);
    await checkAxe(page);
  }, 180_000);

  it('asks for every page after the first at once, and keeps "Select all" waiting, and saying so, until they are in; then it ticks every item', async () => {
    const page = await openPage({ storageState: account() });
    // Every page after the first waits until the test lets it through: all of them are asked for
    // together once the first has told the library's size, not one after another.
    const held: Route[] = [];
    let holding = true;
    await page.route(
      (url) => url.pathname === ITEMS && url.searchParams.get('offset') !== '0',
      (route) => {
        if (holding) held.push(route);
        else void route.fallback();
      },
    );
    await visit(page, '/gear', { waitFor: 'role=table[name="Gear library"]', axe: false });
    await expect.poll(() => held.length).toBe(PAGES - 1);
    await page.getByText('loading 100 of 10,128…').waitFor();
    const waiting = page.getByRole('checkbox', {
      name: 'Select all: available once all 10,128 items have loaded',
    });
    expect(await waiting.isDisabled()).toBe(true);
    await checkAxe(page);

    holding = false;
    for (const route of held.splice(0)) await route.fallback();
    await summary(page).waitFor({ timeout: LOADED_TIMEOUT_MS });
    const selectAll = page.getByRole('checkbox', { name: 'Select all 10,128 shown items' });
    await selectAll.check();
    await page
      .getByRole('region', { name: 'Selected items' })
      .getByText('10,128 selected')
      .waitFor();
  }, 180_000);

  it('redraws the list once for a keystroke in the search box', async () => {
    const page = await openPage({ storageState: account() });
    await openLoaded(page);
    const search = page.getByRole('searchbox', { name: 'Search gear' });
    await search.focus();
    // Every batch of changes to the list's DOM, from the key press on (attributes included:
    // React sets an input's attributes again each time it draws it).
    await page.evaluate(`(() => {
      const list = document.querySelector('[role="table"][aria-label="Gear library"]');
      window.__listDraws = 0;
      new MutationObserver(() => { window.__listDraws += 1; }).observe(list, {
        subtree: true, childList: true, attributes: true, characterData: true,
      });
    })()`);
    await page.keyboard.press('7');
    await expect.poll(() => search.inputValue()).toBe('7');
    await page.getByRole('checkbox', { name: 'Select Bulk item 00007' }).waitFor();
    // Timers run in order of when they fire: one set now for a second fires after any debounce
    // the key press started (300 ms), and the frame after it shows what that drew.
    await page.evaluate('new Promise((resolve) => setTimeout(resolve, 1000))');
    await nextFrame(page);
    expect(await page.evaluate('window.__listDraws')).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'Select Bulk item 00001' }).count()).toBe(0);
  }, 180_000);

  it('after a bulk delete that leaves items, shows them rather than a new library', async () => {
    const page = await openPage({ storageState: account() });
    await openLoaded(page);
    await page.getByRole('searchbox', { name: 'Search gear' }).fill('Bulk');
    // The numbers' grouping is not what this test is about: 10000 and 10,000 both do.
    const selectAll = page.getByRole('checkbox', { name: /^Select all 10,?000 shown items$/ });
    await selectAll.check();
    await page
      .getByRole('region', { name: 'Selected items' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: /^Delete 10,?000 items\?$/ });
    await confirm.getByRole('button', { name: /^Delete 10,?000 items$/ }).click();
    await shownToast(page, 'Deleted 10');

    expect(await page.getByText('Start your gear library').count()).toBe(0);
    await page.getByRole('heading', { name: 'No gear matches' }).waitFor();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await page.getByRole('checkbox', { name: `Select ${keptName(1)}` }).waitFor();
    expect(await summary(page).innerText()).toMatch(/^128 items in use · /);
    expect(await page.getByText('Start your gear library').count()).toBe(0);
    await checkAxe(page);

    const left = await page.request.get(`${ITEMS}?retired=all&limit=1`);
    expect(((await left.json()) as { total: number }).total).toBe(KEPT_ITEMS);
  }, 300_000);
});
