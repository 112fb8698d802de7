import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { signUpOncePerFile } from './support/auth.js';

/**
 * Not a check: pictures of the LighterPack import dialog (the form with a file, its errors, the
 * report) for a person to look at, on a desktop and a phone, light and dark. Runs only with
 * SCREENSHOTS=1, e.g.
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/pack-import-screenshots.test.ts`.
 */
const shoot = screenshotsIn('pack-import');

/**
 * A file with a bit of everything the review and report tell: new, reused and different,
 * twice, changed, skipped.
 */
const MIXED = [
  'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable',
  'Duplex,Shelter,New poles,1,19,ounce,https://zpacks.com/products/duplex-tent-2,699,,',
  'Stakes,Shelter,,8,0.46,ounce,,2.5,,',
  'Pot,Kitchen,,1,103,gram,www.toaks.com,35,,',
  'Gas,Kitchen,,1,230,gram,,6.99,,Consumable',
  'Gas,Kitchen,,1,230,gram,,6.99,,Consumable',
  'Mystery,Misc,,1,2,stone,,,,',
  'Spoon,Kitchen,,one,12,g,,,,',
  '',
].join('\n');

/** One item the mixed file names, so the report has a reused item; once per account. */
async function seedLibrary(page: Page): Promise<void> {
  const categories = (await (await page.request.get('/api/gear/categories')).json()) as unknown[];
  if (categories.length > 0) return;
  const category = await page.request.post('/api/gear/categories', { data: { name: 'Shelter' } });
  const { id } = (await category.json()) as { id: string };
  // The file says otherwise in all four fields: the review shows each difference.
  await page.request.post('/api/gear/items', {
    data: {
      name: 'Duplex',
      categoryId: id,
      weightMg: 539_000,
      priceMinor: 62_500,
      currency: 'USD',
      url: 'https://zpacks.com/products/duplex-tent',
      notes: 'Seam sealed 2024',
    },
  });
}

describeScreenshots('pack import screenshots', () => {
  const hiker = signUpOncePerFile({ givenName: 'Wren', familyName: 'Hollow' });

  it.each(SHOTS)('at $size.name size in $colorScheme', async ({ size, colorScheme }) => {
    const tag = `${size.name}-${colorScheme}`;
    const page = await openPage({ ...size, colorScheme, storageState: hiker() });
    await seedLibrary(page);
    await visit(page, '/packs');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from LighterPack' });
    await dialog.waitFor();
    await shoot(page, `import-empty-${tag}`);

    const input = dialog.getByLabel('LighterPack CSV file');
    await input.setInputFiles({
      name: 'gear.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,Weight\nTent,1\n'),
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.locator('.field-error').first().waitFor();
    await checkAxe(page);
    await shoot(page, `import-error-${tag}`);

    const fixture = await readFile(
      new URL('../fixtures/lighterpack/pct-2026.csv', import.meta.url),
    );
    await input.setInputFiles({ name: 'PCT_2026.csv', mimeType: 'text/csv', buffer: fixture });
    await dialog.getByText('PCT_2026.csv').waitFor();
    await shoot(page, `import-file-${tag}`);

    await input.setInputFiles({
      name: 'Mixed_list.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(MIXED),
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('1 item in your library differs from the file').waitFor();
    await checkAxe(page);
    await shoot(page, `import-review-${tag}`);

    await dialog.getByRole('radio', { name: /Update 1 item from the file/ }).check();
    await shoot(page, `import-review-update-${tag}`);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByRole('button', { name: 'Import, keeping my values' }).click();
    await dialog.getByText('Imported “Mixed list”').waitFor();
    await checkAxe(page);
    await shoot(page, `import-report-${tag}`);
    expect(true).toBe(true);
  });
});
