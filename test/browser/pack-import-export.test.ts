import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, settle, visit } from './support/browser.js';
import { signedInState, type StorageState } from './support/auth.js';

/**
 * LighterPack CSV both ways, as a person does it: on /packs, Import CSV opens a dialog; a
 * LighterPack export goes in, the report says what happened, the new pack opens; the pack
 * comes back out as the same file. Each test signs up its own account.
 */

const fixture = (name: string): Promise<Buffer> =>
  readFile(new URL(`../fixtures/lighterpack/${name}`, import.meta.url));

function freshAccount(): Promise<StorageState> {
  return signedInState({ givenName: 'Lupine', familyName: 'Ridge' });
}

const dialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Import from LighterPack' });

/** /packs, then the Import CSV button: the dialog, checked with axe. */
async function openImport(page: Page): Promise<Locator> {
  await visit(page, '/packs');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await dialog(page).waitFor();
  await checkAxe(page);
  return dialog(page);
}

async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType = 'text/csv') {
  await dialog(page).getByLabel('LighterPack CSV file').setInputFiles({ name, mimeType, buffer });
}

/** Waits for the next answer to the import (or to the check before it) and returns it. */
const answerTo = (page: Page, pathname: string) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === pathname && response.request().method() === 'POST',
  );
const importAnswered = (page: Page) => answerTo(page, '/api/packs/import');
/** The file is checked (nothing written) before it is imported: a bad file stops there. */
const checkAnswered = (page: Page) => answerTo(page, '/api/packs/import/preview');

/** Each test signs up and makes several round trips: more than the default 30 s on a busy machine. */
const JOURNEY_MS = 60_000;

describe('LighterPack CSV import and export', () => {
  it(
    'imports a LighterPack export, reports it, opens the pack and exports the same file',
    async () => {
      const page = await openPage({ storageState: await freshAccount() });
      const importing = await openImport(page);
      const file = await fixture('pct-2026.csv');
      await chooseFile(page, 'PCT_2026.csv', file);
      await importing.getByText('PCT_2026.csv').waitFor();
      expect(await importing.getByLabel('Pack name').getAttribute('placeholder')).toBe('PCT 2026');
      await importing.getByLabel('Currency of the prices').selectOption('EUR');

      const answered = importAnswered(page);
      await importing.getByRole('button', { name: 'Import', exact: true }).click();
      expect((await answered).status()).toBe(201);
      await importing.getByText('Imported “PCT 2026”').waitFor();
      expect(await importing.getByRole('status').innerText()).toContain(
        '12 items added to your library.',
      );
      await checkAxe(page);

      const open = importing.getByRole('link', { name: 'Open the pack' });
      await expect
        .poll(() => page.evaluate('document.activeElement?.textContent'))
        .toBe('Imported “PCT 2026”');
      await open.click();
      await page.waitForURL(/\/packs\/[0-9a-f-]{36}$/);
      await expect.poll(() => dialog(page).count()).toBe(0);
      await settle(page);
      await checkAxe(page);
      const packId = new URL(page.url()).pathname.split('/').pop() ?? '';

      const pack = (await (await page.request.get(`/api/packs/${packId}`)).json()) as {
        name: string;
        totals: { totalMg: number; baseMg: number; priceByCurrency: Record<string, number> };
      };
      expect(pack).toMatchObject({
        name: 'PCT 2026',
        totals: { totalMg: 8_034_294, baseMg: 1_886_591, priceByCurrency: { EUR: 151_188 } },
      });

      // ExportPackLink's markup (a link with `download`, see its spec), which the pack page shows
      // once the editor lands: the browser saves the server's file under the pack's slug.
      await page.evaluate(`(() => {
      const link = document.createElement('a');
      link.href = ${JSON.stringify(`/api/packs/${packId}/export.csv`)};
      link.download = '';
      link.textContent = 'Export CSV';
      link.id = 'export-under-test';
      document.body.append(link);
    })()`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('#export-under-test').click(),
      ]);
      expect(download.suggestedFilename()).toBe('pct-2026.csv');
      // The browser runs apart from the test: its file is copied here to be read.
      const saved = join(await mkdtemp(join(tmpdir(), 'packtrail-export-')), 'export.csv');
      await download.saveAs(saved);
      // As imported, but for the items LighterPack gave its default price of 0: empty now.
      const expected = await fixture('pct-2026.exported.csv');
      expect(await readFile(saved, 'utf8')).toBe(expected.toString('utf8'));
    },
    JOURNEY_MS,
  );

  it(
    'reuses the items the library has, and lists every row it could not take',
    async () => {
      const page = await openPage({ storageState: await freshAccount() });
      const category = await page.request.post('/api/gear/categories', {
        data: { name: 'Shelter' },
      });
      const shelter = ((await category.json()) as { id: string }).id;
      // 19 oz, as the file says: the file and the library agree, so it imports at once.
      await page.request.post('/api/gear/items', {
        data: { name: 'Duplex', categoryId: shelter, weightMg: 538_641, weightUnit: 'oz' },
      });

      const importing = await openImport(page);
      const csv = [
        'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable',
        'duplex,Shelter,,1,19,oz,,,,',
        'Stakes,Shelter,,8,0.3,stone,,,,',
        'Pot,Kitchen,,1,103,g,,,,',
        '',
      ].join('\n');
      await chooseFile(page, 'trip.csv', Buffer.from(csv));
      await importing.getByLabel('Pack name').fill('Sierra loop');
      await importing.getByRole('button', { name: 'Import', exact: true }).click();

      await importing.getByText('Imported “Sierra loop”').waitFor();
      expect(await importing.getByRole('status').innerText()).toContain(
        '1 item added to your library, 1 item reused, 1 row skipped.',
      );
      const row = (text: string) => importing.getByRole('listitem').filter({ hasText: text });
      expect(await row('Duplex (Shelter) matched your existing item').innerText()).toMatch(
        /^Line 2\s+Duplex/,
      );
      expect(await row('unknown unit: "stone"').innerText()).toMatch(/^Line 3\s+unknown unit/);
      await checkAxe(page);

      const items = (await (await page.request.get('/api/gear/items?limit=100')).json()) as {
        items: { name: string }[];
      };
      expect(items.items.map((item) => item.name)).toEqual(['Duplex', 'Pot']);

      // Another file, from the report: the form comes back empty, focus on the file.
      await importing.getByRole('button', { name: 'Import another file' }).click();
      await importing.getByText('Drop your LighterPack CSV here').waitFor();
      expect(await importing.getByLabel('Pack name').inputValue()).toBe('');
    },
    JOURNEY_MS,
  );

  it(
    'says by the file why it cannot be imported, and keeps the form',
    async () => {
      const page = await openPage({ storageState: await freshAccount() });
      const importing = await openImport(page);
      const fileError = importing.locator('.drop-zone + .field-error');

      await importing.getByRole('button', { name: 'Import', exact: true }).click();
      await fileError.filter({ hasText: 'Choose a LighterPack CSV file' }).waitFor();

      await chooseFile(page, 'gear.csv', Buffer.from('Name,Weight,Unit\nTent,1,kg\n'));
      let answered = checkAnswered(page);
      await importing.getByRole('button', { name: 'Import', exact: true }).click();
      expect((await answered).status()).toBe(400);
      await fileError.filter({ hasText: 'Line 1 is not a LighterPack header' }).waitFor();
      const input = importing.getByLabel('LighterPack CSV file');
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      await checkAxe(page);

      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      );
      await chooseFile(page, 'photo.csv', png);
      answered = checkAnswered(page);
      await importing.getByRole('button', { name: 'Import', exact: true }).click();
      expect((await answered).status()).toBe(400);
      await fileError.filter({ hasText: 'The file is not a CSV text file' }).waitFor();

      const allBad =
        'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable\nTent,,,1,heavy,kg,,,,\n';
      await chooseFile(page, 'bad.csv', Buffer.from(allBad));
      await importing.getByRole('button', { name: 'Import', exact: true }).click();
      await fileError.filter({ hasText: 'The file’s only row could not be imported' }).waitFor();
      await importing
        .getByRole('list', { name: 'Rows that could not be imported' })
        .getByText('Line 2: weight is not a number: "heavy"')
        .waitFor();

      const packs = (await (await page.request.get('/api/packs')).json()) as unknown[];
      expect(packs).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'opens and fills the import with the keyboard alone',
    async () => {
      const page = await openPage({ storageState: await freshAccount() });
      await visit(page, '/packs');
      await page.getByRole('button', { name: 'Import CSV' }).focus();
      await page.keyboard.press('Enter');
      await dialog(page).waitFor();
      // The file input has the focus: Enter or Space would open the picker.
      await expect
        .poll(() => page.evaluate('document.activeElement?.getAttribute("type")'))
        .toBe('file');
      await chooseFile(page, 'PCT_2026.csv', await fixture('pct-2026.csv'));
      // Past "Import into" (a new pack) to the pack's name.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Keyboard trip');
      const answered = importAnswered(page);
      await page.keyboard.press('Enter');
      expect((await answered).status()).toBe(201);
      await dialog(page).getByText('Imported “Keyboard trip”').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).count()).toBe(0);
    },
    JOURNEY_MS,
  );
});
