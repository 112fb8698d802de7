import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, shownToast, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { ITEMS, openSignedIn, post, serverNames } from './gear-item-rules-support.js';

/**
 * The gear library's item rules, deleting: a delete (of one item or of ticked items) names the
 * packs and bundles it takes from before it is confirmed; with the delete dialogs' screenshots.
 * Each test signs up its own account.
 */

/** Stove in a pack of its own and in a bundle carried by another pack; Pot in the bundle only. */
async function seedUsedItems(request: APIRequestContext) {
  const item = (name: string) => post<{ id: string }>(request, ITEMS, { name, weightMg: 80_000 });
  const stove = await item('Stove');
  const pot = await item('Pot');
  const spare = await item('Spare cord');
  const bundle = await post<{ id: string }>(request, '/api/bundles', { name: 'Kitchen kit' });
  for (const { id } of [stove, pot]) {
    await post(request, `/api/bundles/${bundle.id}/items`, { gearItemId: id });
  }
  const pct = await post<{ id: string }>(request, '/api/packs', { name: 'PCT 2026' });
  await post(request, `/api/packs/${pct.id}/lines`, { gearItemId: stove.id });
  const jmt = await post<{ id: string }>(request, '/api/packs', { name: 'JMT' });
  await post(request, `/api/packs/${jmt.id}/lines`, { bundleId: bundle.id });
  return { stove, pot, spare };
}

describe('deleting gear used in packs', () => {
  it('names the packs and bundles an item comes out of before it is deleted', async () => {
    const page = await openSignedIn();
    await seedUsedItems(page.request);
    await visit(page, '/gear', { waitFor: 'role=table[name="Gear library"]' });

    await page.getByRole('button', { name: 'Delete Stove' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Stove?' });
    await confirm.getByText('It comes out of 2 packs, whose totals change:').waitFor();
    const packs = confirm.getByRole('list').first();
    expect(await packs.getByRole('listitem').allInnerTexts()).toEqual([
      'JMT (inside a bundle)',
      'PCT 2026',
    ]);
    await confirm.getByText('It comes out of 1 bundle:').waitFor();
    expect(await confirm.getByRole('list').nth(1).innerText()).toBe('Kitchen kit');
    await checkAxe(page);
    // Cancel deletes nothing.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await serverNames(page)).toEqual(['Pot', 'Spare cord', 'Stove']);

    // An item nothing uses says so.
    await page.getByRole('button', { name: 'Delete Spare cord' }).click();
    const spare = page.getByRole('alertdialog', { name: 'Delete Spare cord?' });
    await spare.getByText('No pack or bundle uses it.').waitFor();
    await spare.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Delete Stove' }).click();
    await confirm.getByText('PCT 2026').waitFor();
    await confirm.getByRole('button', { name: 'Delete item' }).click();
    await shownToast(page, 'Deleted Stove');
    expect(await serverNames(page)).toEqual(['Pot', 'Spare cord']);
  });

  it('names the packs and bundles ticked items come out of before a bulk delete', async () => {
    const page = await openSignedIn();
    await seedUsedItems(page.request);
    await visit(page, '/gear', { waitFor: 'role=table[name="Gear library"]' });
    await page.getByRole('checkbox', { name: 'Select Stove' }).check();
    await page.getByRole('checkbox', { name: 'Select Pot' }).check();
    await page
      .getByRole('region', { name: 'Selected items' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete 2 items?' });
    await confirm.getByText('They come out of 2 packs, whose totals change:').waitFor();
    expect(await confirm.getByRole('list').first().getByRole('listitem').allInnerTexts()).toEqual([
      'JMT (2 inside a bundle)',
      'PCT 2026 (1 line)',
    ]);
    expect(await confirm.getByRole('list').nth(1).innerText()).toBe('Kitchen kit (2 items)');
    await confirm.getByText('All 2 go from your library. This cannot be undone.').waitFor();
    await checkAxe(page);
    await confirm.getByRole('button', { name: 'Delete 2 items' }).click();
    await shownToast(page, 'Deleted 2 items');
    expect(await serverNames(page)).toEqual(['Spare cord']);
  });
});

const shoot = screenshotsIn('gear-item-rules');

describeScreenshots('gear delete dialog screenshots', () => {
  it.each(SHOTS)('at $size.name size in $colorScheme', async ({ size, colorScheme }) => {
    const page = await openSignedIn({ ...size, colorScheme });
    await seedUsedItems(page.request);
    await visit(page, '/gear', { waitFor: 'text=Spare cord' });
    const tag = `${size.name}-${colorScheme}`;
    if (size.name === 'phone') {
      await page.getByRole('button', { name: 'Stove', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Item details' });
      await drawer.getByRole('button', { name: 'Delete' }).click();
    } else {
      await page.getByRole('button', { name: 'Delete Stove' }).click();
    }
    const confirm = page.getByRole('alertdialog', { name: 'Delete Stove?' });
    await confirm.getByText('PCT 2026').waitFor();
    await checkAxe(page);
    await shoot(page, `delete-item-${tag}`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    if (size.name === 'phone') await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Select Stove' }).check();
    await page.getByRole('checkbox', { name: 'Select Pot' }).check();
    await page
      .getByRole('region', { name: 'Selected items' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete 2 items?' })
      .getByText('PCT 2026')
      .waitFor();
    await shoot(page, `delete-items-${tag}`);
    expect(true).toBe(true);
  });
});
