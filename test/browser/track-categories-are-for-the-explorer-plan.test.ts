import { describe, expect, it } from 'vitest';
import { routeHikeForExplorer } from './track-support.js';
import {
  checkAxe,
  openPage,
  passedThrough,
  pathOf,
  recordAddresses,
  visit,
} from './support/browser.js';
import {
  readStoredUser,
  signUpOncePerFile,
  stayOnSignInScreen,
  storedUserOf,
  withStoredUser,
  type StoredUser,
} from './support/auth.js';

const signedIn = signUpOncePerFile();

describe('/track/{category}', () => {
  it('sends a Basic user to /track', async () => {
    const page = await openPage({ storageState: signedIn() });
    await visit(page, '/track/hike');
    passedThrough(page, '/track/hike');
    expect(pathOf(page)).toBe('/track');
    expect(await page.locator('main h1').innerText()).toBe('Track');
    // Not the category's page, which names it in quotes.
    expect(await page.locator('main').innerText()).not.toContain('“hike”');
  });

  /** An Explorer user in the browser (the file's account is on Basic in the database). */
  async function explorerPage() {
    const explorer: StoredUser = { ...storedUserOf(signedIn()), subscriptionPlan: 'explorer' };
    const page = await openPage({ storageState: withStoredUser(signedIn(), explorer) });
    await page.route('/api/auth/me', (route) => route.fulfill({ json: explorer }));
    return { page, explorer };
  }

  it('shows an Explorer user the category’s weeks, months and personal bests', async () => {
    const { page, explorer } = await explorerPage();
    // The server's side of the plan is test/api/activities-analytics.test.ts: here its answer.
    await routeHikeForExplorer(page);
    await visit(page, '/track/hike', { waitFor: '.track-bars-svg' });
    expect(pathOf(page)).toBe('/track/hike');
    expect(await page.locator('main h1').innerText()).toBe('Hike');
    const bests = page.locator('.track-bests');
    expect(await bests.innerText()).toContain('Skye ridge');
    expect(await bests.innerText()).toContain('Not yet');
    const gear = page.locator('.track-gear');
    expect(await gear.locator('tbody tr').allInnerTexts()).toEqual([
      // Under its name, the shoes' wear over every kind of activity against their 600 km.
      expect.stringMatching(/^Trail shoes\s+Retire soon: 553 of 600 km\s+24\s+318\.0 km/),
      expect.stringMatching(/^Tarp tent \(in the pack\)\s+6\s+96\.0 km/),
    ]);
    expect(await page.locator('.track-bars-bar').count()).toBe(52 + 24);
    await page.getByRole('button', { name: 'Climb' }).click();
    expect(await page.getByRole('button', { name: 'Climb' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.locator('figcaption', { hasText: 'Climb by week, the last year' }).waitFor();
    await checkAxe(page);
    expect(await readStoredUser(page)).toEqual(explorer);
  });

  it('says what a slug that names no category is, and what the server refuses', async () => {
    const { page } = await explorerPage();
    await visit(page, '/track/running');
    await page.getByText('Not Found').first().waitFor();
    // The server holds the account's plan: Basic, so it answers 403 and the page says why.
    await visit(page, '/track/ride', { waitFor: 'text=Part of the Explorer plan' });
    expect(await page.getByRole('link', { name: 'See the plans on your account' }).count()).toBe(1);
    await checkAxe(page);
  });

  it('sends a signed-out visitor to sign in first, keeping the category and the search', async () => {
    const page = await openPage();
    await stayOnSignInScreen(page);
    const addresses = recordAddresses(page);
    await page.goto('/track/hike?x=1');
    await page.getByText('Taking you to sign in').waitFor();
    expect(addresses.slice(0, 2)).toEqual([
      '/track/hike?x=1',
      '/login?redirectTo=%2Ftrack%2Fhike%3Fx%3D1',
    ]);
    expect(pathOf(page)).toBe('/login?redirectTo=%2Ftrack%2Fhike%3Fx%3D1');
    passedThrough(page, '/track/hike');
    await checkAxe(page);
  });
});
