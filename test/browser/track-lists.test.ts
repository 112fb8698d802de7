import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { signedInState, signUpOncePerFile } from './support/auth.js';
import { ACTIVITIES, daysAgo, seedActivity } from './track-support.js';

/**
 * /track's lists: a long one a page at a time, by category and by days, and files uploaded
 * several at once or dropped on the screen. Seeded through the API. (The activity itself, added
 * by hand, edited and deleted: track.test.ts.)
 */

/** A file of test/fixtures/activities (its README gives each one's source). */
const activityFile = (name: string) =>
  fileURLToPath(new URL(`../fixtures/activities/${name}`, import.meta.url));

describe('the tracking area’s lists', { timeout: 120_000 }, () => {
  const season = signUpOncePerFile({ givenName: 'Rhona', familyName: 'Strath' });

  it('shows a long list a page at a time, by category and by days', async () => {
    // In UTC, where the seeded days begin and end.
    const page = await openPage({ storageState: season(), timezoneId: 'UTC' });
    const seeded = (await (await page.request.get(`${ACTIVITIES}?limit=1`)).json()) as {
      activities: unknown[];
    };
    if (seeded.activities.length === 0) {
      const categories = ['run', 'hike', 'ride'];
      // Eleven at a time: the requests' round trips overlap, the database takes them in turn.
      for (let batch = 0; batch < 55; batch += 11) {
        await Promise.all(
          Array.from({ length: 11 }, (_, offset) => {
            const index = batch + offset;
            return seedActivity(page.request, {
              name: `Outing ${String(index + 1).padStart(2, '0')}`,
              category: categories[index % 3] ?? 'run',
              startTime: daysAgo(index * 3),
              movingS: 3600,
              distanceM: 10_000,
            });
          }),
        );
      }
    }
    await visit(page, '/track', { waitFor: '.activity-card' });
    const cards = page.locator('.activity-card');
    await expect.poll(() => cards.count()).toBe(50);
    expect(await cards.first().innerText()).toContain('Outing 01');
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => cards.count()).toBe(55);
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    expect(await cards.last().innerText()).toContain('Outing 55');

    await page.getByLabel('Show').selectOption('ride');
    await page.waitForURL('**/track?category=ride');
    await expect.poll(() => cards.count()).toBe(18);
    expect(await cards.allInnerTexts()).toSatisfy((texts: string[]) =>
      texts.every((text) => text.includes('Ride')),
    );
    await checkAxe(page);

    // Days from and to, both included: outings every third day from 9 to 30 days ago.
    await page.getByLabel('Show').selectOption('');
    await page.getByLabel('From', { exact: true }).fill(daysAgo(30).slice(0, 10));
    await page.getByLabel('To', { exact: true }).fill(daysAgo(9).slice(0, 10));
    await expect.poll(() => cards.count()).toBe(8);
    expect(new URL(page.url()).searchParams.get('to')).toBe(daysAgo(9).slice(0, 10));
  });

  it('uploads several files at once, each with its outcome, and takes a dropped one', async () => {
    const storageState = await signedInState({ givenName: 'Eilidh', familyName: 'Tay' });
    const page = await openPage({ storageState });
    await visit(page, '/track', { waitFor: 'text=Your first activity' });
    const picker = page.locator('.track-message').getByLabel('Upload files');
    await picker.setInputFiles([
      activityFile('garmin-fenix-5-run.fit'),
      activityFile('test.tcx'),
      activityFile('garmin-fenix-5-walk-truncated.fit'),
      activityFile('garmin-fenix-5-run.fit'),
    ]);
    const uploads = page.locator('.track-uploads');
    await uploads.getByText('4 of 4 files done, 2 activities added').waitFor();
    const rows = uploads.locator('.track-upload');
    expect(await rows.count()).toBe(4);
    expect(await rows.nth(0).innerText()).toMatch(/Added:\s+(Morning|Afternoon|Evening|Night) run/);
    expect(await rows.nth(1).innerText()).toContain('Added:');
    expect(await rows.nth(2).innerText()).toContain('cut off while copying');
    expect(await rows.nth(3).innerText()).toMatch(/Already there:\s+.* run/);
    await checkAxe(page);
    // The lists are read again: both activities are there.
    await expect.poll(() => page.locator('.activity-card').count()).toBe(2);

    // A file dropped on the screen.
    // A DataTransfer holding the file, made in the page (the test's own types know no DOM).
    const bytes = [...readFileSync(activityFile('tour_hr.tcx'))];
    const dropped = await page.evaluateHandle(
      `(() => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(${JSON.stringify(bytes)})], 'tour.tcx'));
        return transfer;
      })()`,
    );
    await page.dispatchEvent('.track-drop', 'dragover', { dataTransfer: dropped });
    await page.locator('.track-drop-hint').waitFor();
    await page.dispatchEvent('.track-drop', 'drop', { dataTransfer: dropped });
    await uploads.getByText('5 of 5 files done, 3 activities added').waitFor();
    await expect.poll(() => page.locator('.activity-card').count()).toBe(3);
    await uploads.getByRole('button', { name: 'Clear' }).click();
    expect(await uploads.count()).toBe(0);

    await rows.first().waitFor({ state: 'detached' });
    // The run's page: its route on the map, the charts along it pointing where the map does,
    // and its splits.
    await page.locator('.activity-card a', { hasText: /run$/ }).click();
    await page.locator('.activity-figures').waitFor();
    await page.locator('.activity-map .leaflet-container').waitFor();
    const elevation = page.getByRole('slider', { name: /^Elevation profile of .* run$/ });
    await page.getByRole('slider', { name: /^Pace along .* run$/ }).waitFor();
    await page.getByRole('slider', { name: /^Heart rate along .* run$/ }).waitFor();
    expect(await page.locator('.map-hover-point').count()).toBe(0);
    await elevation.focus();
    await page.keyboard.press('End');
    await page.locator('.map-hover-point').waitFor();
    expect(
      await page.getByRole('slider', { name: /^Pace along/ }).getAttribute('aria-valuenow'),
    ).toBe(await elevation.getAttribute('aria-valuenow'));
    const splits = page.getByRole('table').filter({ has: page.getByText('Km', { exact: true }) });
    // A run of 157 m: one split, shorter than a kilometre.
    expect(await splits.locator('tbody th').allInnerTexts()).toEqual(['0.16']);
    await checkAxe(page);
  });
});
