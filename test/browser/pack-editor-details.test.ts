import { describe, expect, it } from 'vitest';
import { checkAxe, shownToast, visit } from './support/browser.js';
import { answered, figure, lineRow, seedPack, shownLineNames } from './packs-support.js';
import { openSignedIn, showPack, tentAndSocks, TIMEOUT_MS } from './pack-editor-support.js';

/**
 * The pack itself on the pack page (/packs/{id}) on the built app and its real API: library
 * edits reaching the pack, duplicates, its name, description and slug, and a pack that is not
 * there. Each test signs up its own account, so every library starts empty.
 */

describe('the pack page', { timeout: TIMEOUT_MS }, () => {
  it('shows a library edit in the pack, and duplicates the pack into a copy it opens', async () => {
    const page = await openSignedIn();
    const { packId } = await tentAndSocks(page);
    await showPack(page, packId);
    expect(await figure(page, 'Total')).toBe('910 g');

    // The tent gets lighter in the library; the pack shows it when next shown.
    await page
      .getByRole('navigation', { name: 'Areas' })
      .getByRole('link', { name: 'Gear' })
      .click();
    const tentWeight = page.getByRole('button', { name: /^Weight of Tent: / });
    await tentWeight.click();
    await page.getByRole('textbox', { name: 'Weight of Tent' }).fill('700');
    const edited = answered(page, 'PATCH', /^\/api\/gear\/items\//);
    await page.keyboard.press('Enter');
    expect((await edited).status()).toBe(200);
    await checkAxe(page);
    await page.goBack();
    await expect.poll(() => figure(page, 'Total')).toBe('760 g');
    expect(await lineRow(page, 'Tent').locator('.pack-line-each').innerText()).toContain('700 g');

    const copied = answered(page, 'POST', /\/duplicate$/);
    await page.getByRole('button', { name: 'Duplicate' }).click();
    expect((await copied).status()).toBe(201);
    await page.getByRole('heading', { level: 1, name: 'Weekend (copy)' }).waitFor();
    await shownToast(page, 'Made Weekend (copy)');
    expect(new URL(page.url()).pathname).not.toBe(`/packs/${packId}`);
    expect(await shownLineNames(page)).toEqual(['Tent', 'Socks']);
    expect(await figure(page, 'Total')).toBe('760 g');
    await checkAxe(page);
  });

  it('edits the name, description and slug, showing a taken slug by its field', async () => {
    const page = await openSignedIn();
    const packId = await seedPack(page.request, 'Weekend');
    await seedPack(page.request, 'Cairngorms');
    await showPack(page, packId);
    await page.getByRole('button', { name: 'Edit details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pack details' });
    await dialog.waitFor();
    await dialog.getByLabel('Name').fill('Weekend in the hills');
    await dialog.getByLabel('Description').fill('Two nights, one bothy.');
    await dialog.getByLabel('Slug').fill('cairngorms');
    const refused = answered(page, 'PATCH', `/api/packs/${packId}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(409);
    await dialog.getByText('Another of your packs already uses “cairngorms”').waitFor();
    expect(await dialog.getByLabel('Slug').getAttribute('aria-invalid')).toBe('true');
    await checkAxe(page);

    await dialog.getByLabel('Slug').fill('Not a slug!');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Lowercase letters and digits').waitFor();

    await dialog.getByLabel('Slug').fill('weekend-hills');
    const saved = answered(page, 'PATCH', `/api/packs/${packId}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Weekend in the hills' }).waitFor();
    expect(await page.locator('.pack-header').innerText()).toContain('Two nights, one bothy.');
    expect(await page.locator('.pack-slug code').innerText()).toBe('weekend-hills');
    expect(await page.title()).toBe('Weekend in the hills · Packtrail');
  });

  it('says a pack is not there, for another user’s id or one that is not an id', async () => {
    const page = await openSignedIn();
    await visit(page, '/packs/00000000-0000-4000-8000-000000000000', {
      waitFor: 'text=This pack was not found',
    });
    await page.getByRole('link', { name: 'Go to your packs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Packs' }).waitFor();
    await checkAxe(page);
    await visit(page, '/packs/not-a-pack', { waitFor: 'text=This pack was not found' });
    expect(await page.locator('main').innerText()).toContain('not-a-pack');
  });
});
