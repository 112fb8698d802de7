import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, shownToast, visit } from './support/browser.js';
import { signedInState } from './support/auth.js';
import {
  answered,
  figure,
  lineRow,
  picker,
  readPack,
  seedBundle,
  seedLibrary,
  seedLine,
  seedPack,
  serverLineNames,
  shownLineNames,
  type Seeded,
} from './packs-support.js';

/**
 * The pack page as a LighterPack user expects it (issue 10): quick typing in the picker loses
 * nothing, a line shows its item's description and link, a bundle's items are marked worn or
 * consumable in this pack alone, and "Sort by weight" can be undone.
 */

const LINES = /^\/api\/packs\/[^/]+\/lines$/;
const LINE = /^\/api\/packs\/[^/]+\/lines\/[^/]+$/;
const LAYOUT = /^\/api\/packs\/[^/]+\/layout$/;
const TIMEOUT_MS = 120_000;

async function openSignedIn(options: Parameters<typeof openPage>[0] = {}): Promise<Page> {
  const storageState = await signedInState({ givenName: 'Lou', familyName: 'Ridge' });
  return openPage({ reducedMotion: 'reduce', ...options, storageState });
}

const idOf = (seeded: Seeded, name: string): string => {
  const id = seeded.items.get(name);
  if (!id) throw new Error(`No seeded item ${name}`);
  return id;
};

/**
 * Holds every POST of a line until `release()`, as a slow server would (then each is answered
 * in turn); `refuse` picks the ones answered 400.
 */
async function slowLineAdds(page: Page, refuse: (body: string) => boolean) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => LINES.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await released;
      if (refuse(route.request().postData() ?? '')) {
        return route.fulfill({
          status: 400,
          json: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'gearItemId: no such item of yours',
          },
        });
      }
      return route.fallback();
    },
  );
  return release;
}

describe('the pack page for a LighterPack user', { timeout: TIMEOUT_MS }, () => {
  it('clears the picker at once on Enter and adds every name typed in a row, or says why not', async () => {
    const page = await openSignedIn();
    const names = ['Sawyer Squeeze', 'Anker 10000', 'Buff', 'Petzl Bindi', 'Opinel No 6'];
    const seeded = await seedLibrary(
      page.request,
      [],
      [...names.map((name) => ({ name, grams: 50 })), { name: 'Zip bags', grams: 10 }],
    );
    const packId = await seedPack(page.request, 'Quick');
    await visit(page, `/packs/${packId}`, { waitFor: 'text=Nothing in this pack yet' });
    const zipBags = idOf(seeded, 'Zip bags');
    const release = await slowLineAdds(page, (body) => body.includes(zipBags));

    await picker(page).focus();
    await page.getByRole('option', { name: /^Zip bags/ }).waitFor();
    for (const name of names) {
      await page.keyboard.type(name.split(' ')[0] ?? name);
      await page.keyboard.press('Enter');
      // Nothing waits for the server: the next word starts in an empty box.
      expect(await picker(page).inputValue()).toBe('');
    }
    // What is on its way is said beside the box, until the server answers.
    await page.getByText(`Adding ${names.join(', ')}…`).waitFor();
    await checkAxe(page);
    release();
    await expect.poll(() => shownLineNames(page), { timeout: 30_000 }).toEqual(names);
    expect(await serverLineNames(page.request, packId)).toEqual(names);

    // A refused add names what was not added, and the box is free meanwhile.
    const refused = answered(page, 'POST', LINES);
    await page.keyboard.type('Zip');
    await page.keyboard.press('Enter');
    expect(await picker(page).inputValue()).toBe('');
    expect((await refused).status()).toBe(400);
    await shownToast(page, 'Could not add Zip bags: gearItemId: no such item of yours');
    expect(await serverLineNames(page.request, packId)).toEqual(names);
    await checkAxe(page);
  });

  it('looks up a name entered before its search answered, and offers to create one that matches nothing', async () => {
    const page = await openSignedIn();
    // Twenty items come first by name: the picker's first answer leaves the Zebra tarp out.
    const filler = Array.from({ length: 20 }, (_, index) => ({
      name: `Aa item ${String(index).padStart(2, '0')}`,
      grams: 10,
    }));
    await seedLibrary(page.request, [], [...filler, { name: 'Zebra tarp', grams: 300 }]);
    const packId = await seedPack(page.request, 'Typed');
    await visit(page, `/packs/${packId}`, { waitFor: 'text=Nothing in this pack yet' });
    await picker(page).focus();
    await page.getByRole('option', { name: /^Aa item 00/ }).waitFor();
    // Searches answer only when let through: Enter comes before the answer for "Zebra".
    let letThrough: () => void = () => undefined;
    const searchesAnswer = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/gear/items' && url.searchParams.has('search'),
      async (route) => {
        await searchesAnswer;
        await route.fallback();
      },
    );

    await page.keyboard.type('Zebra');
    await page.keyboard.press('Enter');
    expect(await picker(page).inputValue()).toBe('');
    await page.getByText('Adding Zebra…').waitFor();
    expect(await page.getByRole('form', { name: /^New item/ }).count()).toBe(0);
    letThrough();
    await expect.poll(() => shownLineNames(page)).toEqual(['Zebra tarp']);
    await shownToast(page, 'Added Zebra tarp');

    await page.keyboard.type('Yak bell');
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: /^New item/ });
    await form.waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('Yak bell');
    await checkAxe(page);
  });

  it('leaves a deleted pack out of the history: Back does not show Pack not found', async () => {
    const page = await openSignedIn();
    const packId = await seedPack(page.request, 'Short lived');
    await visit(page, '/packs', { waitFor: 'text=Short lived' });
    await page
      .getByRole('link', { name: /Short lived/ })
      .first()
      .click();
    await page.waitForURL(`**/packs/${packId}`);
    await page.getByText('Nothing in this pack yet').waitFor();
    await checkAxe(page);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Delete pack' }).click();
    await page.waitForURL((url) => url.pathname === '/packs');
    await page.getByText('Build your first pack').waitFor();
    await page.goBack();
    await page
      .waitForURL((url) => url.pathname !== `/packs/${packId}`, { timeout: 2_000 })
      .catch(() => undefined);
    expect(new URL(page.url()).pathname).not.toBe(`/packs/${packId}`);
    expect(await page.getByText('This pack was not found').count()).toBe(0);
  });

  it('undoes a sort by weight from its toast, on the screen and on the server', async () => {
    const page = await openSignedIn();
    const seeded = await seedLibrary(
      page.request,
      ['Shelter', 'Cook'],
      [
        { name: 'Stakes', grams: 8, category: 'Shelter' },
        { name: 'Tent', grams: 850, category: 'Shelter' },
        { name: 'Spoon', grams: 12, category: 'Cook' },
        { name: 'Pot', grams: 120, category: 'Cook' },
      ],
    );
    const packId = await seedPack(page.request, 'Weekend');
    for (const name of ['Stakes', 'Tent', 'Spoon', 'Pot']) {
      await seedLine(page.request, packId, { gearItemId: idOf(seeded, name) });
    }
    await visit(page, `/packs/${packId}`, { waitFor: '.pack-side' });
    const before = ['Stakes', 'Tent', 'Spoon', 'Pot'];
    expect(await shownLineNames(page)).toEqual(before);

    const sorted = answered(page, 'PUT', LAYOUT);
    await page.getByRole('button', { name: 'Sort by weight' }).click();
    expect((await sorted).status()).toBe(204);
    await expect.poll(() => shownLineNames(page)).toEqual(['Tent', 'Stakes', 'Pot', 'Spoon']);
    const toast = await shownToast(page, 'Sorted heaviest first');
    await toast.hover();
    await checkAxe(page);

    const undone = answered(page, 'PUT', LAYOUT);
    await toast.getByRole('button', { name: 'Undo' }).click();
    expect((await undone).status()).toBe(204);
    await expect.poll(() => shownLineNames(page)).toEqual(before);
    await shownToast(page, 'Order put back');
    expect(await serverLineNames(page.request, packId)).toEqual(before);
  });

  it('shows each line’s description and link, escaped and kept within a phone’s width', async () => {
    const page = await openSignedIn({ width: 390, height: 844 });
    const long = `Sets up with two trekking poles; ${'seam-sealed, roomy for one plus gear. '.repeat(8)}`;
    const items = [
      { name: 'Tent', notes: long, url: 'https://www.tarptent.com/product/notch-li/' },
      { name: 'Filter', notes: '<b>not bold</b> & <script>x</script>', url: null },
    ];
    const packId = await seedPack(page.request, 'Described');
    for (const item of items) {
      const created = await page.request.post('/api/gear/items', {
        data: { name: item.name, weightMg: 100_000, notes: item.notes },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      if (item.url) {
        const patched = await page.request.patch(`/api/gear/items/${id}`, {
          data: { url: item.url },
        });
        expect(patched.status()).toBe(200);
      }
      await seedLine(page.request, packId, { gearItemId: id });
    }
    await visit(page, `/packs/${packId}`, { waitFor: '.pack-side' });

    const tent = lineRow(page, 'Tent');
    const link = tent.getByRole('link', {
      name: /^tarptent\.com\W+page of Tent, opens in a new tab$/,
    });
    expect(await link.getAttribute('href')).toBe(items[0]?.url);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    const description = tent.locator('.pack-line-desc');
    expect(await description.getAttribute('title')).toBe(long.trim());
    // Two lines at most, and nothing wider than the phone.
    const box = await description.boundingBox();
    // Tent's is the first description on the page.
    const lineHeight = await page.evaluate<number>(
      "parseFloat(getComputedStyle(document.querySelector('.pack-line-desc')).lineHeight)",
    );
    expect(box?.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

    const filter = lineRow(page, 'Filter');
    expect(await filter.locator('.pack-line-desc').innerText()).toBe(items[1]?.notes);
    expect(await filter.locator('b, script').count()).toBe(0);
    expect(await filter.getByRole('link').count()).toBe(0);
    await checkAxe(page);
  });

  it('marks one item of a bundle worn in this pack, the bundle staying one line', async () => {
    const page = await openSignedIn();
    const seeded = await seedLibrary(
      page.request,
      ['Clothing'],
      [
        { name: 'Jacket', grams: 300, category: 'Clothing' },
        { name: 'Socks', grams: 50, category: 'Clothing' },
      ],
    );
    const bundleId = await seedBundle(page.request, 'Walk kit', null, [
      [idOf(seeded, 'Jacket'), 1],
      [idOf(seeded, 'Socks'), 2],
    ]);
    const packId = await seedPack(page.request, 'Day walk');
    await seedLine(page.request, packId, { bundleId });
    await visit(page, `/packs/${packId}`, { waitFor: '.pack-side' });
    expect(await figure(page, 'Worn')).toBe('0 g');
    expect(await figure(page, 'Base weight')).toBe('400 g');

    await page.getByRole('button', { name: /^Walk kit, bundle of 2 items/ }).click();
    const jacketWorn = page.getByRole('button', { name: 'Worn: Jacket in Walk kit' });
    expect(await jacketWorn.getAttribute('aria-pressed')).toBe('false');
    await checkAxe(page);
    const saved = answered(page, 'PATCH', LINE);
    await jacketWorn.click();
    await expect.poll(() => figure(page, 'Worn')).toBe('300 g');
    expect((await saved).status()).toBe(200);
    expect(await figure(page, 'Base weight')).toBe('100 g');
    expect(await jacketWorn.getAttribute('aria-pressed')).toBe('true');
    expect(await shownLineNames(page)).toEqual(['Walk kit']);
    expect(await lineRow(page, 'Walk kit').locator('.worn-note').innerText()).toBe(
      '1 of 2 items worn',
    );
    const onServer = await readPack(page.request, packId);
    expect(onServer.totals).toMatchObject({ wornMg: 300_000, baseMg: 100_000 });

    // It stays so when the pack is opened again; the line's own mark then sets every item.
    await visit(page, `/packs/${packId}`, { waitFor: '.pack-side' });
    expect(await figure(page, 'Worn')).toBe('300 g');
    await page.getByRole('button', { name: 'Worn: Walk kit' }).click();
    await expect.poll(() => figure(page, 'Worn')).toBe('350 g');
    await page.getByRole('button', { name: /^Walk kit, bundle of 2 items/ }).click();
    expect(
      await page
        .getByRole('button', { name: 'Worn: Socks in Walk kit' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await checkAxe(page);
  });
});
