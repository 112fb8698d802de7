import { describe, expect, it } from 'vitest';
import { checkAxe, pathOf, shownToast, visit } from './support/browser.js';
import { startOutage } from './support/outage.js';
import {
  answered,
  BUNDLES,
  focusedName,
  openSignedIn,
  post,
  seedBundle,
  seedItems,
  serverBundle,
  showBundle,
  type Bundle,
} from './bundles-support.js';

/**
 * The bundles themselves on the bundles screens (/bundles and /bundles/{id}): creating one,
 * renaming it and changing its description and category, the packs using a bundle, deleting,
 * and a bundle that does not exist or a list that cannot be loaded. Each test signs up its own
 * account, so every library starts empty.
 */

const UUID = /^\/bundles\/[0-9a-f-]{36}$/;

// Each test signs up (a walk through the provider's pages) before its own steps: on a loaded
// two-core machine that alone can take 15 s.
describe('the bundles screens', { timeout: 60_000 }, () => {
  it('explains kits to a new user, creates one from the dialog and opens it', async () => {
    const page = await openSignedIn();
    const category = await post<{ id: string }>(page, '/api/gear/categories', { name: 'Kitchen' });
    await visit(page, '/bundles', { waitFor: 'text=No bundles yet' });
    expect(await page.locator('main').innerText()).toContain(
      'A cook kit, a first-aid kit: group gear you always carry together; add it to a pack in one go.',
    );

    await page.getByRole('button', { name: 'Create your first bundle' }).click();
    const dialog = page.getByRole('dialog', { name: 'New bundle' });
    await dialog.waitFor();
    expect(await focusedName(page)).toBe('Name');
    // Nothing typed: the reason shows by the name field, which says it is wrong.
    await dialog.getByRole('button', { name: 'Create bundle' }).click();
    await dialog.getByText('Give the bundle a name').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await checkAxe(page);

    await dialog.getByRole('textbox', { name: 'Name' }).fill('Cook kit');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Stove, pot and spoon');
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Kitchen' });
    const created = answered(page, 'POST', BUNDLES);
    await dialog.getByRole('button', { name: 'Create bundle' }).click();
    expect((await created).status()).toBe(201);
    await page.getByRole('heading', { level: 1, name: 'Cook kit' }).waitFor();
    expect(pathOf(page)).toMatch(UUID);
    expect(await page.title()).toBe('Cook kit · Packtrail');
    await page.getByText('Nothing in this bundle yet').waitFor();
    await checkAxe(page);
    const id = pathOf(page).split('/').at(-1) ?? '';
    expect(await serverBundle(page, id)).toMatchObject({
      name: 'Cook kit',
      description: 'Stove, pot and spoon',
      categoryId: category.id,
    });

    await page.getByRole('link', { name: 'All bundles' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Cook kit' });
    await card.waitFor();
    expect(await card.innerText()).toContain('Kitchen');
    expect(await card.innerText()).toContain('0 items');
    await checkAxe(page);
  });

  it('renames the bundle and changes its description and category in place', async () => {
    const page = await openSignedIn();
    await post(page, '/api/gear/categories', { name: 'Kitchen' });
    const bundle = await seedBundle(page, 'Cook kit');
    await showBundle(page, bundle.id, 'text=Nothing in this bundle yet');

    await page.getByRole('button', { name: 'Rename Cook kit' }).click();
    const name = page.getByRole('textbox', { name: 'Bundle name' });
    await name.fill('   ');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Give the bundle a name' }).waitFor();
    await checkAxe(page);
    await name.fill('Kitchen kit');
    let saved = answered(page, 'PATCH', `${BUNDLES}/${bundle.id}`);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Kitchen kit' }).waitFor();
    expect((await saved).status()).toBe(200);
    expect(await focusedName(page)).toBe('Rename Kitchen kit');
    expect(await page.title()).toBe('Kitchen kit · Packtrail');

    await page.getByRole('button', { name: 'Add a description' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Two nights of hot dinners');
    saved = answered(page, 'PATCH', `${BUNDLES}/${bundle.id}`);
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Two nights of hot dinners').waitFor();

    saved = answered(page, 'PATCH', `${BUNDLES}/${bundle.id}`);
    await page
      .getByRole('combobox', { name: 'Category in packs' })
      .selectOption({ label: 'Kitchen' });
    expect((await saved).status()).toBe(200);
    const server = await serverBundle(page, bundle.id);
    expect(server).toMatchObject({ name: 'Kitchen kit', description: 'Two nights of hot dinners' });
    expect(server.categoryId).not.toBeNull();

    // The list shows the new name without waiting for the server.
    await page.getByRole('link', { name: 'All bundles' }).click();
    await page.getByRole('link', { name: 'Kitchen kit' }).waitFor();
    await checkAxe(page);
  });

  it('lists the packs that hold the bundle, linked, and names them before deleting it', async () => {
    const page = await openSignedIn();
    const [stove] = await seedItems(page, [['Stove', 67]]);
    const bundle = await seedBundle(page, 'Cook kit', [[stove!, 1]]);
    await seedBundle(page, 'First-aid kit');
    const pack = await post<{ id: string }>(page, '/api/packs', { name: 'Alps traverse' });
    await post(page, `/api/packs/${pack.id}/lines`, { bundleId: bundle.id });

    await showBundle(page, bundle.id);
    const used = page.getByRole('region', { name: 'Used in packs' });
    const link = used.getByRole('link', { name: 'Alps traverse' });
    expect(await link.getAttribute('href')).toBe(`/packs/${pack.id}`);
    expect(await used.innerText()).toContain('what you change here changes it too');

    await visit(page, '/bundles', { waitFor: 'text=First-aid kit' });
    await page.getByRole('button', { name: 'Delete Cook kit' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Cook kit?' });
    await confirm.getByText('It is in Alps traverse, which keeps its items').waitFor();
    expect(await focusedName(page)).toBe('Cancel');
    await checkAxe(page);
    const deleted = answered(page, 'DELETE', `${BUNDLES}/${bundle.id}`);
    await confirm.getByRole('button', { name: 'Delete bundle' }).click();
    expect((await deleted).status()).toBe(204);
    await shownToast(page, 'Deleted Cook kit');
    expect(await page.getByRole('link', { name: 'Cook kit' }).count()).toBe(0);
    const list = (await (await page.request.get(BUNDLES)).json()) as Bundle[];
    expect(list.map((item) => item.name)).toEqual(['First-aid kit']);
    // The pack keeps the stove, now as a plain line.
    const packAfter = (await (await page.request.get(`/api/packs/${pack.id}`)).json()) as object;
    expect(JSON.stringify(packAfter)).toContain('Stove');
  });

  it('deletes a bundle from its own page and goes back to the list', async () => {
    const page = await openSignedIn();
    const bundle = await seedBundle(page, 'Old kit');
    await seedBundle(page, 'Sleep system');
    await showBundle(page, bundle.id, 'text=Nothing in this bundle yet');
    await page.getByRole('button', { name: 'Delete bundle' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Old kit?' });
    expect(await confirm.innerText()).toContain('No pack holds it.');
    const deleted = answered(page, 'DELETE', `${BUNDLES}/${bundle.id}`);
    await confirm.getByRole('button', { name: 'Delete bundle' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bundles' }).waitFor();
    expect(pathOf(page)).toBe('/bundles');
    expect((await deleted).status()).toBe(204);
    await shownToast(page, 'Deleted Old kit');
    await page.getByRole('link', { name: 'Sleep system' }).waitFor();
    expect(await page.getByRole('link', { name: 'Old kit' }).count()).toBe(0);
    await checkAxe(page);
  });

  it('says when a bundle does not exist, or the list cannot be loaded', async () => {
    const page = await openSignedIn();
    await visit(page, '/bundles/6f1c1e9e-8a55-4d47-9a3b-0d8e0f1f2a3b', {
      waitFor: 'text=Bundle not found',
    });
    expect(await page.title()).toBe('Bundle not found · Packtrail');
    await visit(page, '/bundles/not-an-id', { waitFor: 'text=Bundle not found' });
    await page.getByRole('link', { name: 'Go to your bundles' }).waitFor();

    const outage = await startOutage(page, BUNDLES);
    await visit(page, '/bundles', { waitFor: 'text=Your bundles could not be loaded' });
    expect(await page.getByRole('alert').innerText()).toContain('Resting');
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await outage.retriesExhausted();
    outage.end();
    await tryAgain.click();
    await page.getByText('No bundles yet').waitFor();
  });
});
