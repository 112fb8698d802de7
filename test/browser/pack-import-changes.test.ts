import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, settle, visit } from './support/browser.js';
import { signedInState } from './support/auth.js';

/**
 * Importing a list again after it changed in LighterPack, as the afternoon did: the
 * library's Zelt weighs 564 g, the file says 999 g. The dialog shows each difference before
 * anything changes, keeps the library's values unless told otherwise, and does what was chosen;
 * the same works into one of the user's packs. Each test signs up its own account.
 */

const CHANGED_LIST = Buffer.from(
  [
    'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable',
    'Zelt,Shelter,Neue Stangen,1,999,gram,https://example.com/zelt-2,399,,',
    'Isomatte,Sleep,,1,410,gram,,,,',
    '',
  ].join('\n'),
);

const JOURNEY_MS = 60_000;

const dialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Import from LighterPack' });

/** A library with the Zelt as the user entered it, prices in euros; returns the item's id. */
async function handBuiltLibrary(page: Page): Promise<string> {
  const account = await page.request.patch('/api/account', { data: { currency: 'EUR' } });
  expect(account.status()).toBe(200);
  const category = await page.request.post('/api/gear/categories', { data: { name: 'Shelter' } });
  const shelter = ((await category.json()) as { id: string }).id;
  const item = await page.request.post('/api/gear/items', {
    data: {
      name: 'Zelt',
      categoryId: shelter,
      weightMg: 564_000,
      priceMinor: 45_000,
      currency: 'EUR',
      url: 'https://example.com/zelt',
      notes: 'Zwei Eingänge',
    },
  });
  return ((await item.json()) as { id: string }).id;
}

async function libraryItem(page: Page, id: string) {
  return (await (await page.request.get(`/api/gear/items/${id}`)).json()) as {
    weightMg: number;
    priceMinor: number;
    url: string;
    notes: string;
  };
}

/** /packs, Import CSV, the changed list chosen. */
async function chooseChangedList(page: Page): Promise<Locator> {
  await visit(page, '/packs');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = dialog(page);
  await importing.waitFor();
  await importing.getByLabel('LighterPack CSV file').setInputFiles({
    name: 'Sommer.csv',
    mimeType: 'text/csv',
    buffer: CHANGED_LIST,
  });
  return importing;
}

/** The cells of the differences table, row by row. */
async function differenceRows(importing: Locator): Promise<string[][]> {
  const rows = importing
    .getByRole('table', { name: 'How the file differs from your “Zelt”' })
    .locator('tbody tr');
  const cells: string[][] = [];
  for (const row of await rows.all()) {
    cells.push((await row.locator('th, td').allInnerTexts()).map((text) => text.trim()));
  }
  return cells;
}

describe('importing a changed LighterPack list', () => {
  it(
    'shows each difference, keeps the library unless told, and updates it when chosen',
    async () => {
      const page = await openPage({
        storageState: await signedInState({ givenName: 'Lupine', familyName: 'Ridge' }),
      });
      const zelt = await handBuiltLibrary(page);
      const importing = await chooseChangedList(page);
      // The account's currency is the import's to begin with.
      expect(await importing.getByLabel('Currency of the prices').inputValue()).toBe('EUR');
      await importing.getByRole('button', { name: 'Import', exact: true }).click();

      await importing.getByText('1 item in your library differs from the file').waitFor();
      expect(await differenceRows(importing)).toEqual([
        ['Weight', '564 g', '999 g'],
        ['Price', '€450.00', '€399.00'],
        ['Link', 'https://example.com/zelt', 'https://example.com/zelt-2'],
        ['Description', 'Zwei Eingänge', 'Neue Stangen'],
      ]);
      const keep = importing.getByRole('radio', { name: /Keep my library’s values/ });
      expect(await keep.isChecked()).toBe(true);
      await checkAxe(page);
      // Nothing was written by looking.
      expect((await libraryItem(page, zelt)).weightMg).toBe(564_000);
      expect(await (await page.request.get('/api/packs')).json()).toEqual([]);

      await importing.getByRole('radio', { name: /Update 1 item from the file/ }).check();
      await importing.getByRole('button', { name: 'Import and update 1 item' }).click();
      await importing.getByText('Imported “Sommer”').waitFor();
      expect(await importing.getByRole('status').innerText()).toContain(
        '1 item added to your library, 1 item reused, 1 item updated from the file.',
      );
      await importing
        .getByText('its weight, price, link and description now come from the file')
        .waitFor();
      await checkAxe(page);
      expect(await libraryItem(page, zelt)).toMatchObject({
        weightMg: 999_000,
        priceMinor: 39_900,
        url: 'https://example.com/zelt-2',
        notes: 'Neue Stangen',
      });
    },
    JOURNEY_MS,
  );

  it(
    'adds to one of the user’s packs, keeping the library’s values by default',
    async () => {
      const page = await openPage({
        storageState: await signedInState({ givenName: 'Wren', familyName: 'Hollow' }),
      });
      const zelt = await handBuiltLibrary(page);
      const created = await page.request.post('/api/packs', { data: { name: 'Alpen' } });
      const pack = ((await created.json()) as { id: string }).id;
      await page.request.post(`/api/packs/${pack}/lines`, { data: { gearItemId: zelt } });

      const importing = await chooseChangedList(page);
      await importing.getByLabel('Import into').selectOption({ label: 'Alpen' });
      // A pack of the user's has its name already.
      expect(await importing.getByLabel('Pack name').count()).toBe(0);
      await importing.getByRole('button', { name: 'Import', exact: true }).click();
      await importing.getByText('1 item in your library differs from the file').waitFor();
      await importing
        .getByText(
          'adds 1 line to “Alpen” (1 item of the file is in it already) and 1 new item to your library',
          { exact: false },
        )
        .waitFor();
      await checkAxe(page);

      await importing.getByRole('button', { name: 'Import, keeping my values' }).click();
      await importing.getByText('Imported into “Alpen”').waitFor();
      expect(await importing.getByRole('status').innerText()).toContain(
        '1 item added to your library, 1 item reused, 1 line added to “Alpen”.',
      );
      await importing.getByText('your values were kept').waitFor();
      await checkAxe(page);
      expect((await libraryItem(page, zelt)).weightMg).toBe(564_000);

      await importing.getByRole('link', { name: 'Open the pack' }).click();
      await page.waitForURL(new RegExp(`/packs/${pack}$`));
      await settle(page);
      await checkAxe(page);
      const { categories } = (await (await page.request.get(`/api/packs/${pack}`)).json()) as {
        categories: { lines: unknown[] }[];
      };
      expect(categories.flatMap((category) => category.lines)).toHaveLength(2);
    },
    JOURNEY_MS,
  );
});
