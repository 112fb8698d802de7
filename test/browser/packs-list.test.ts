import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, shownToast, visit } from './support/browser.js';
import { readStoredUser, signedInState } from './support/auth.js';
import { answered, seedLibrary, seedLine, seedPack } from './packs-support.js';

/**
 * The packs list (/packs): the empty state, creating a pack with the dialog, the list with its
 * weights in the view's unit, duplicating and deleting. Each test signs up its own account.
 */

const TIMEOUT_MS = 90_000;

async function openSignedIn(): Promise<Page> {
  const state = await signedInState({ givenName: 'Moss', familyName: 'Tarn' });
  return openPage({ storageState: state });
}

const cards = (page: Page) => page.getByRole('list', { name: 'Your packs' }).getByRole('listitem');
const cardNames = (page: Page) => page.locator('.pack-card-name').allInnerTexts();

describe('the packs list', { timeout: TIMEOUT_MS }, () => {
  it('invites a new user to build a pack, then creates one with the dialog and opens it', async () => {
    const page = await openSignedIn();
    await visit(page, '/packs', { waitFor: 'text=Build your first pack' });
    expect(await page.locator('main').innerText()).toContain('Coming from LighterPack?');

    await page.getByRole('button', { name: 'New pack' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New pack' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create pack' }).click();
    await dialog.getByText('Give the pack a name').waitFor();
    expect(await dialog.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    await checkAxe(page);

    await dialog.getByLabel('Name').fill('Été à Chamonix');
    await dialog.getByLabel('Description (optional)').fill('Refuges, glaciers, crampons.');
    const created = answered(page, 'POST', '/api/packs');
    await dialog.getByRole('button', { name: 'Create pack' }).click();
    expect((await created).status()).toBe(201);
    await page.getByRole('heading', { level: 1, name: 'Été à Chamonix' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/packs\/[0-9a-f-]{36}$/);
    expect(await page.locator('.pack-slug code').innerText()).toBe('ete-a-chamonix');
    await checkAxe(page);

    await page.getByRole('link', { name: 'Packs', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Packs' }).waitFor();
    expect(await cardNames(page)).toEqual(['Été à Chamonix']);
    expect(await cards(page).first().innerText()).toContain('Refuges, glaciers, crampons.');
  });

  it('shows each pack’s weights in the view’s unit, duplicates and deletes after asking', async () => {
    const page = await openSignedIn();
    const { items } = await seedLibrary(
      page.request,
      [],
      [
        { name: 'Tent', grams: 1200 },
        { name: 'Jacket', grams: 300 },
      ],
    );
    const packId = await seedPack(page.request, 'Coast path', 'Five days along the cliffs.');
    await seedLine(page.request, packId, { gearItemId: items.get('Tent') ?? '' });
    await seedLine(page.request, packId, { gearItemId: items.get('Jacket') ?? '', worn: true });
    await visit(page, '/packs', { waitFor: 'text=Coast path' });
    const card = cards(page).filter({ hasText: 'Coast path' });
    // From 1,000 g weights show in kg (the account's default for long weights).
    expect(await card.innerText()).toMatch(/Base\s+1.2 kg\s+Total\s+1.5 kg\s+Lines\s+2/i);

    await page.getByRole('radio', { name: 'lb' }).check();
    expect(await card.innerText()).toMatch(/Base\s+2.65 lb\s+Total\s+3.31 lb/i);
    await expect.poll(() => readStoredUser(page)).toMatchObject({ weightUnit: 'lb' });
    await checkAxe(page);

    const copied = answered(page, 'POST', `/api/packs/${packId}/duplicate`);
    await page.getByRole('button', { name: 'Duplicate Coast path' }).click();
    expect((await copied).status()).toBe(201);
    await shownToast(page, 'Made Coast path (copy)');
    await expect.poll(() => cardNames(page)).toEqual(['Coast path (copy)', 'Coast path']);

    await page.getByRole('button', { name: 'Delete Coast path', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Coast path?' });
    await confirm.waitFor();
    await checkAxe(page);
    const deleted = answered(page, 'DELETE', `/api/packs/${packId}`);
    await confirm.getByRole('button', { name: 'Delete pack' }).click();
    expect((await deleted).status()).toBe(204);
    await shownToast(page, 'Deleted Coast path');
    expect(await cardNames(page)).toEqual(['Coast path (copy)']);
    expect((await page.request.get(`/api/packs/${packId}`)).status()).toBe(404);
    const library = await page.request.get('/api/gear/items');
    expect(((await library.json()) as { total: number }).total).toBe(2);

    // The copy opens from its card.
    await page.getByRole('link', { name: 'Coast path (copy)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Coast path (copy)' }).waitFor();
    // In the unit switched to on the list: one preference for every screen.
    expect(await page.locator('.pack-figure-total dd').innerText()).toContain('3.31 lb');
    await checkAxe(page);
  });
});
