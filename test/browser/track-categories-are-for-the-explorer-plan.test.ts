import { describe, expect, it } from 'vitest';
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

  it('shows the category to an Explorer user', async () => {
    const explorer: StoredUser = { ...storedUserOf(signedIn()), subscriptionPlan: 'explorer' };
    const page = await openPage({ storageState: withStoredUser(signedIn(), explorer) });
    // The server agrees: the file's account is on Basic, so its answer is replaced.
    await page.route('/api/auth/me', (route) => route.fulfill({ json: explorer }));
    await visit(page, '/track/hike');
    expect(pathOf(page)).toBe('/track/hike');
    expect(await page.locator('main h1').innerText()).toBe('Track');
    expect(await page.locator('main').innerText()).toContain('“hike”');
    expect(await readStoredUser(page)).toEqual(explorer);
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
