import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, pathOf, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { seedLibrary, seedLine, seedPack } from './packs-support.js';

/*
 * Copy to my gear: a signed-in visitor opens someone's public pack (the app's view of
 * /u/:username/pack/:slug), copies it, and reads what happened in a dialog; the new pack is
 * theirs. Everything is made through the real API.
 */
const owner = signUpOncePerFile({ givenName: 'Olive', familyName: 'Owner' });
const visitor = signUpOncePerFile({ givenName: 'Vera', familyName: 'Visitor' });

async function ok(response: Awaited<ReturnType<APIRequestContext['patch']>>) {
  expect(response.status(), `${response.url()} answered`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A public pack under a fresh username: of two items (Shelter: Tarp, Kitchen: Pot) the first
 * time, empty after (the owner's library has them already).
 */
async function sharePack(request: APIRequestContext, withItems = true) {
  const username = `olive-${randomUUID().slice(0, 8)}`;
  await ok(await request.patch('/api/account', { data: { username } }));
  const packId = await seedPack(request, 'Shared summer kit');
  if (withItems) await seedItems(request, packId);
  const pack = await ok(await request.patch(`/api/packs/${packId}`, { data: { isPublic: true } }));
  return { username, packId, slug: String(pack.slug) };
}

async function seedItems(request: APIRequestContext, packId: string) {
  const seeded = await seedLibrary(
    request,
    ['Shelter', 'Kitchen'],
    [
      { name: 'Tarp', grams: 380, category: 'Shelter' },
      { name: 'Pot', grams: 110, category: 'Kitchen' },
    ],
  );
  for (const id of seeded.items.values()) await seedLine(request, packId, { gearItemId: id });
}

describe('Copy to my gear', () => {
  it('copies a public pack into the visitor’s gear and says what it did', async () => {
    const ownerPage = await openPage({ storageState: owner() });
    const { username, slug } = await sharePack(ownerPage.request);

    const page = await openPage({ storageState: visitor() });
    // The visitor has a Pot in Kitchen already: it is matched, the Tarp is added.
    await seedLibrary(
      page.request,
      ['Kitchen'],
      [{ name: 'Pot', grams: 110, category: 'Kitchen' }],
    );
    await visit(page, `/u/${username}/pack/${slug}`);
    expect(await page.locator('main h1').innerText()).toBe('Shared summer kit');

    await page.getByRole('button', { name: 'Copy to my gear' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copied to your gear' });
    await dialog.waitFor();
    await checkAxe(page);
    await dialog.getByRole('heading', { name: '1 item matched in your library' }).waitFor();
    await dialog.getByRole('heading', { name: '1 item added to your library' }).waitFor();
    const lists = await dialog.locator('ul').allInnerTexts();
    expect(lists).toEqual(['Pot (Kitchen)', 'Tarp (Shelter)']);
    expect(await dialog.innerText()).toContain('Shelter');

    await dialog.getByRole('link', { name: 'Open the pack' }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/packs\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.locator('main h1').innerText()).toContain('Shared summer kit');
    await checkAxe(page);
  });

  it('opens a long report at its top, with Open the pack focused and in sight', async () => {
    const ownerPage = await openPage({ storageState: owner() });
    const { username, slug } = await sharePack(ownerPage.request, false);
    const page = await openPage({ storageState: visitor() });
    // The copy's answer for a pack of 109 items, so the report is longer than the dialog.
    const items = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `${prefix} ${i + 1}`, category: 'Kit' }));
    await page.route('**/copy', (route) =>
      route.fulfill({
        status: 201,
        json: {
          packId: '00000000-0000-4000-8000-000000000109',
          packName: 'Shared summer kit',
          matched: items('Matched item', 40),
          created: items('Added item', 69),
          categoriesCreated: ['Kit'],
        },
      }),
    );
    await visit(page, `/u/${username}/pack/${slug}`);
    await page.getByRole('button', { name: 'Copy to my gear' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copied to your gear' });
    await dialog.getByRole('heading', { name: '69 items added to your library' }).waitFor();
    const body = dialog.locator('.dialog-body');
    expect(
      await page.evaluate<number>(`document.querySelector('dialog[open] .dialog-body').scrollTop`),
    ).toBe(0);
    const open = dialog.getByRole('link', { name: 'Open the pack' });
    await expect
      .poll(() => page.evaluate<string | undefined>('document.activeElement?.textContent'))
      .toContain('Open the pack');
    const [frame, button] = [await body.boundingBox(), await open.boundingBox()];
    expect(button?.y).toBeGreaterThanOrEqual(frame?.y ?? 0);
    expect((button?.y ?? 0) + (button?.height ?? 0)).toBeLessThanOrEqual(
      (frame?.y ?? 0) + (frame?.height ?? 0),
    );
    await checkAxe(page);
  });

  it('says why when the pack cannot be copied (made private meanwhile)', async () => {
    const ownerPage = await openPage({ storageState: owner() });
    const { username, slug, packId } = await sharePack(ownerPage.request, false);

    const page = await openPage({ storageState: visitor() });
    await visit(page, `/u/${username}/pack/${slug}`);
    await ok(await ownerPage.request.patch(`/api/packs/${packId}`, { data: { isPublic: false } }));

    await page.getByRole('button', { name: 'Copy to my gear' }).click();
    const dialog = page.getByRole('dialog', { name: 'The pack could not be copied' });
    await dialog.getByRole('alert').waitFor();
    expect(await dialog.getByRole('alert').innerText()).toContain('Not Found');
    await checkAxe(page);
  });
});
