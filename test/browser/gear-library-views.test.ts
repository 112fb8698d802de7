import { describe, expect, it } from 'vitest';
import { checkAxe } from './support/browser.js';
import { readStoredUser } from './support/auth.js';
import {
  answered,
  cell,
  cellValue,
  focusedName,
  ITEMS,
  newItemName,
  openSignedIn,
  seedItems,
  showGear,
  shownNames,
  table,
} from './gear-library-support.js';

/**
 * How the gear library (/gear) shows its items: sorting, searching, the weight unit the account
 * keeps, and the cards a phone shows, on the built app and its real API. Each test signs up its
 * own account, so every library starts empty.
 */

describe('the gear library', () => {
  it('sorts by weight both ways from the column header', async () => {
    const page = await openSignedIn();
    await seedItems(page, [
      { name: 'Quilt', weightMg: 567_000 },
      { name: 'Spoon', weightMg: 12_000 },
      { name: 'Tent', weightMg: 1_200_000 },
    ]);
    await showGear(page);
    const header = table(page).getByRole('columnheader', { name: 'Weight' });
    expect(await header.getAttribute('aria-sort')).toBeNull();
    expect(
      await table(page).getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort'),
    ).toBe('ascending');

    // The header answers the click at once; the rows follow in the list's next render.
    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => shownNames(page)).toEqual(['Spoon', 'Quilt', 'Tent']);

    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => shownNames(page)).toEqual(['Tent', 'Quilt', 'Spoon']);
    await checkAxe(page);
  });

  it('searches name, brand and notes as you type, without asking the server', async () => {
    const page = await openSignedIn();
    await seedItems(page, [
      { name: 'Duplex', brand: 'Zpacks' },
      { name: 'Stuff sack', notes: 'the zpacks one for the quilt' },
      { name: 'Stove', brand: 'MSR' },
    ]);
    await showGear(page);
    await expect.poll(() => shownNames(page)).toEqual(['Duplex', 'Stove', 'Stuff sack']);
    let listRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === ITEMS) listRequests += 1;
    });
    const search = page.getByRole('searchbox', { name: 'Search gear' });
    await search.pressSequentially('zpa');
    await expect.poll(() => shownNames(page)).toEqual(['Duplex', 'Stuff sack']);
    await search.pressSequentially('cks quilt');
    await expect.poll(() => shownNames(page)).toEqual(['Stuff sack']);
    await search.fill('nothing like it');
    await page.getByText('No gear matches').waitFor();
    await checkAxe(page);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => shownNames(page)).toEqual(['Duplex', 'Stove', 'Stuff sack']);
    expect(listRequests).toBe(0);

    // "n" is a letter like any other while typing in a field.
    await search.fill('');
    await search.press('n');
    expect(await search.inputValue()).toBe('n');
    expect(await focusedName(page)).toBe('Search gear');
  });

  it('switches the unit for every screen, which the account keeps', async () => {
    const page = await openSignedIn();
    await seedItems(page, [{ name: 'Quilt', weightMg: 566_990 }]);
    await showGear(page);
    expect(await page.getByRole('radio', { name: 'g', exact: true }).isChecked()).toBe(true);
    const saved = answered(page, 'PATCH', '/api/account');
    await page.getByRole('radio', { name: 'oz' }).check();
    // 20 oz is past a pound: long weights show in lb (the account's default).
    await expect.poll(() => cellValue(page, 'Weight', 'Quilt')).toBe('1.25 lb');
    expect((await saved).status()).toBe(200);
    expect(await readStoredUser(page)).toMatchObject({ weightUnit: 'oz' });

    // A bare number is in the view's unit, and the item keeps it.
    await newItemName(page).fill('Spoon');
    await page.getByRole('textbox', { name: 'New item weight' }).fill('1');
    const created = answered(page, 'POST', ITEMS);
    await page.keyboard.press('Enter');
    await created;
    await expect.poll(() => cellValue(page, 'Weight', 'Spoon')).toBe('1 oz');

    await showGear(page);
    expect(await page.getByRole('radio', { name: 'oz' }).isChecked()).toBe(true);
    expect(await cellValue(page, 'Weight', 'Quilt')).toBe('1.25 lb');
    await page.getByRole('radio', { name: 'kg' }).check();
    await expect.poll(() => cellValue(page, 'Weight', 'Quilt')).toBe('0.567 kg');
    await page.getByRole('radio', { name: 'lb' }).check();
    await expect.poll(() => cellValue(page, 'Weight', 'Quilt')).toBe('1.25 lb');
  });

  it('at 390 px shows cards a thumb can use, with the bottom navigation and no sideways scroll', async () => {
    const page = await openSignedIn({ width: 390, height: 844, hasTouch: true });
    await seedItems(page, [
      { name: 'Duplex tent', brand: 'Zpacks', weightMg: 539_000 },
      { name: 'Quilt', weightMg: 567_000 },
    ]);
    await showGear(page, 'role=list[name="Gear library"]');
    expect(await table(page).count()).toBe(0);
    expect(await page.locator('nav.bottom-nav').isVisible()).toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      390,
    );
    const list = page.getByRole('list', { name: 'Gear library' });
    expect(await list.getByRole('listitem').count()).toBe(2);
    const tick = await page.getByRole('checkbox', { name: 'Select Quilt' }).boundingBox();
    expect(tick?.width).toBeGreaterThanOrEqual(22);

    // The weight still edits in place; the rest of the card opens the details.
    await cell(page, 'Weight', 'Quilt').tap();
    await page.getByRole('textbox', { name: 'Weight of Quilt' }).fill('20 oz');
    await page.keyboard.press('Enter');
    await expect.poll(() => cellValue(page, 'Weight', 'Quilt')).toBe('567 g');
    await page.getByRole('button', { name: 'Duplex tent', exact: true }).tap();
    const drawer = page.getByRole('dialog', { name: 'Item details' });
    await drawer.waitFor();
    const box = await drawer.boundingBox();
    expect(box?.width).toBeCloseTo(390, 0);
    await checkAxe(page);
    await drawer.getByRole('button', { name: 'Cancel' }).tap();

    await page.getByRole('checkbox', { name: 'Select Quilt' }).check();
    const bar = await page.getByRole('region', { name: 'Selected items' }).boundingBox();
    const nav = await page.locator('nav.bottom-nav').boundingBox();
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(nav?.y ?? 0);
    await checkAxe(page);
  });
});
