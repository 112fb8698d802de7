import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, shownToast, visit } from './support/browser.js';
import {
  answered,
  picker,
  seedLibrary,
  seedPack,
  serverLineNames,
  shownLineNames,
} from './packs-support.js';
import { idOf, openSignedIn, TIMEOUT_MS } from './pack-page-lighterpack-support.js';

/**
 * The pack page as a LighterPack user expects it (issue 10), adding lines: quick typing in the
 * picker loses nothing (every name typed in a row is added, or said why not, and a name entered
 * before its search answered is looked up), and a deleted pack is left out of the history.
 */

const LINES = /^\/api\/packs\/[^/]+\/lines$/;

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
    // Once found, the word typed is said as the item being added, until the server adds it.
    const releaseAdd = await slowLineAdds(page, () => false);
    letThrough();
    await page.getByText('Adding Zebra tarp…').waitFor();
    releaseAdd();
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
});
