import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { seedTripAndWalk } from './track-support.js';

/**
 * Trips meet activities: a walk recorded on a trip's day near its route is offered on the
 * activity's page, linked there, then shows on the trip (planned against done, its line on the
 * map) and is unlinked from it. Seeded through the API.
 */

describe('trips meet activities', { timeout: 120_000 }, () => {
  const walker = signUpOncePerFile({ givenName: 'Morag', familyName: 'Spey' });

  it('offers a walk to its trip, links it, and shows planned against done on the trip', async () => {
    const page = await openPage({ storageState: walker() });
    const { walk } = await seedTripAndWalk(page.request);

    // The activity's page offers the trip, and links it.
    await visit(page, `/track?activity=${walk.id}`, { waitFor: 'text=Recorded during' });
    const tripSection = page.getByRole('region', { name: 'Trip' });
    await checkAxe(page);
    await tripSection.getByRole('button', { name: 'Link to this trip' }).click();
    await tripSection.getByText('Part of').waitFor();
    await tripSection.getByRole('link', { name: 'Cairngorm weekend' }).click();

    // The trip: day 1 planned beside done, the walk listed and drawn on the map in blue.
    const done = page.getByRole('region', { name: 'Planned and done' });
    await done.getByRole('table').waitFor();
    const dayOne = done.getByRole('row', { name: /^Day 1/ });
    expect(await dayOne.locator('td').nth(1).innerText()).toMatch(/^4\.\d km · \d+ m · 1 h/);
    expect(
      await done
        .getByRole('row', { name: /^Day 2/ })
        .locator('td')
        .nth(1)
        .innerText(),
    ).toBe('—');
    await done
      .getByRole('list', { name: 'Linked activities' })
      .getByRole('link', { name: walk.name })
      .waitFor();
    // A walk due east: a line with no height, which Playwright counts as hidden.
    await page.locator('.trip-map path[stroke="#2563eb"]').first().waitFor({ state: 'attached' });
    await checkAxe(page);

    // Unlinked from the trip: offered again, the line gone.
    await done.getByRole('button', { name: `Unlink ${walk.name}` }).click();
    await done
      .getByRole('list', { name: 'Activities to link' })
      .getByRole('button', { name: `Link ${walk.name}` })
      .waitFor();
    await expect.poll(() => page.locator('.trip-map path[stroke="#2563eb"]').count()).toBe(0);
    expect(await done.getByRole('table').count()).toBe(0);
  });
});
