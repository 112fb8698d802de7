import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, shownToast, visit } from './support/browser.js';
import { signedInState } from './support/auth.js';
import {
  answered,
  picker,
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

/** Holds every POST of a line for a moment, as a slow server would. */
async function slowLineAdds(page: Page, refuse: (body: string) => boolean = () => false) {
  await page.route(
    (url) => LINES.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 700));
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
    await slowLineAdds(page, (body) => body.includes(zipBags));

    await picker(page).focus();
    await page.getByRole('option', { name: /^Zip bags/ }).waitFor();
    for (const name of names) {
      await page.keyboard.type(name.split(' ')[0] ?? name);
      await page.keyboard.press('Enter');
      // Nothing waits for the server: the next word starts in an empty box.
      expect(await picker(page).inputValue()).toBe('');
    }
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
});
