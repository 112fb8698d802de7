import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answered, checkAxe, openPage, settle, visit } from './support/browser.js';
import { signedInState, signUpOncePerFile } from './support/auth.js';
import { ACTIVITIES, daysAgo, seedActivity } from './track-support.js';
import { seedLibrary, seedPack } from './packs-support.js';

/**
 * /track's activities one at a time: a new user's first added by hand (and found again in the
 * totals, the calendar and the list, then edited), one deleted, and the pack and gear one used.
 * Seeded through the API. (The lists and uploads: track-lists.test.ts.)
 */

const PHONE = { width: 390, height: 844 } as const;

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

describe('the tracking area', { timeout: 120_000 }, () => {
  const season = signUpOncePerFile({ givenName: 'Rhona', familyName: 'Strath' });

  it('lets a new user add an activity by hand and finds it everywhere', async () => {
    const storageState = await signedInState({ givenName: 'Ada', familyName: 'Newcomb' });
    const page = await openPage({ storageState, timezoneId: 'Europe/Ljubljana' });
    await visit(page, '/track', { waitFor: 'text=Your first activity' });
    await checkAxe(page);

    await page.locator('.track-header').getByRole('button', { name: 'Add activity' }).click();
    const form = dialog(page, 'Add an activity');
    await form.waitFor();
    let posted = 0;
    const countPosts = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === ACTIVITIES)
        posted += 1;
    };
    page.on('request', countPosts);
    await form.getByLabel('Distance (km)').fill('far');
    await form.getByRole('button', { name: 'Add activity' }).click();
    await form.getByText('Give the activity a name').waitFor();
    expect(await form.getByText('A number, such as 12.5').count()).toBe(1);
    expect(posted).toBe(0);
    await checkAxe(page);

    await form.getByLabel('Name').fill('Crag day');
    await form.getByLabel('Category').selectOption('climb');
    await form.getByLabel('Day').fill('2026-07-04');
    await form.getByLabel('Start').fill('09:15');
    await form.getByLabel('Hours').fill('3');
    await form.getByLabel('Minutes').fill('30');
    await form.getByLabel('Distance (km)').fill('2.5');
    await form.getByLabel('Notes').fill('Three routes on the south face.');
    const created = answered(page, 'POST', ACTIVITIES);
    await form.getByRole('button', { name: 'Add activity' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    // The start is the browser's local time with its zone's summer offset.
    expect(response.request().postDataJSON()).toEqual({
      name: 'Crag day',
      category: 'climb',
      startTime: '2026-07-04T09:15:00+02:00',
      timeZone: 'Europe/Ljubljana',
      movingS: 12_600,
      elapsedS: 12_600,
      distanceM: 2500,
      gainM: null,
      notes: 'Three routes on the south face.',
    });
    page.off('request', countPosts);
    const { id } = (await response.json()) as { id: string };
    await page.waitForURL(`**/track?activity=${id}`);
    await page.getByRole('heading', { level: 1, name: 'Crag day' }).waitFor();
    const figures = page.locator('.activity-figures');
    expect(await figures.innerText()).toContain('3:30:00');
    expect(await page.locator('.activity-header').innerText()).toContain(
      'Sat, 4 Jul 2026, 09:15 · Climb · Entered by hand',
    );
    await checkAxe(page);

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit the activity');
    expect(await edit.getByLabel('Start').inputValue()).toBe('09:15');
    await edit.getByLabel('Name').fill('Crag afternoon');
    await edit.getByLabel('Start').fill('14:00');
    const saved = answered(page, 'PATCH', `${ACTIVITIES}/${id}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Crag afternoon' }).waitFor();
    expect(await page.locator('.activity-header').innerText()).toContain('14:00');

    await page.getByRole('link', { name: 'All activities' }).click();
    await settle(page, '.activity-card');
    const card = page.locator('.activity-card');
    expect(await card.count()).toBe(1);
    expect(await card.innerText()).toContain('Crag afternoon');
    expect(await page.locator('.track-calendar').innerText()).toContain('1 active day');
    await checkAxe(page);
  });

  it('deletes an activity once asked, and fits a phone', async () => {
    const page = await openPage({ ...PHONE, storageState: season() });
    await seedActivity(page.request, { name: 'Keeper', category: 'walk', startTime: daysAgo(3) });
    const id = await seedActivity(page.request, {
      name: 'Wrong upload',
      category: 'walk',
      startTime: daysAgo(1),
    });
    await visit(page, `/track?activity=${id}`, { waitFor: 'h1' });
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Wrong upload?' });
    const deleted = answered(page, 'DELETE', `${ACTIVITIES}/${id}`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(204);
    await page.waitForURL('**/track');
    await settle(page, '.activity-card');
    expect(await page.locator('.activity-card').allInnerTexts()).not.toContain(
      expect.stringContaining('Wrong upload'),
    );
    expect((await page.request.get(`${ACTIVITIES}/${id}`)).status()).toBe(404);
    const listWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(listWidth).toBeLessThanOrEqual(PHONE.width);
    await checkAxe(page);
  });

  it('names the pack and the gear an activity used, found by searching the library', async () => {
    const page = await openPage({ storageState: season() });
    const seeded = await seedLibrary(
      page.request,
      ['Footwear'],
      [
        { name: 'Trail shoes', grams: 620, category: 'Footwear' },
        { name: 'Road shoes', grams: 480, category: 'Footwear' },
      ],
    );
    const packId = await seedPack(page.request, 'Day pack');
    const id = await seedActivity(page.request, {
      name: 'Ridge day',
      category: 'hike',
      startTime: daysAgo(2),
      distanceM: 14_000,
    });
    await visit(page, `/track?activity=${id}`, { waitFor: 'text=None named' });
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit the activity');
    await edit.getByLabel('Pack carried').selectOption({ label: 'Day pack' });
    await edit.getByLabel('Gear used', { exact: true }).fill('trail');
    await edit.getByRole('button', { name: 'Add Trail shoes' }).click();
    expect(await edit.getByRole('list', { name: 'Gear used' }).innerText()).toContain(
      'Trail shoes',
    );
    const saved = answered(page, 'PATCH', `${ACTIVITIES}/${id}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      packId,
      gearItemIds: [seeded.items.get('Trail shoes')],
    });
    const gear = page.locator('.activity-gear');
    await gear.getByRole('link', { name: 'Day pack' }).waitFor();
    expect(await gear.innerText()).toContain('Trail shoes');
    await checkAxe(page);
  });
});
