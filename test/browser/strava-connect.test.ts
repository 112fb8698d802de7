import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';

/**
 * Linking Strava from the account page. The browser tests' server has no Strava app, which the
 * page says as it is; a server with one is played by answering its three Strava calls in the
 * page (the server's side of the link is test/api/strava-connect.test.ts, against a stand-in
 * Strava).
 */
const signedIn = signUpOncePerFile({ givenName: 'Morag', familyName: 'Spey' });

const CONNECTION = '**/api/strava/connection';

describe('linking Strava', { timeout: 60_000 }, () => {
  it('says a server without a Strava app has none, and a callback there fails plainly', async () => {
    const page = await openPage({ storageState: signedIn() });
    await visit(page, '/account', { waitFor: 'h2:text("Connections")' });
    await page.getByText('This server has no Strava connection set up').waitFor();
    expect(await page.getByRole('button', { name: 'Connect Strava' }).count()).toBe(0);
    await checkAxe(page);

    await visit(page, '/strava/callback?code=c0de&scope=read,activity:read_all&state=s', {
      waitFor: 'text=Strava is not linked',
    });
    await page.getByText(/no Strava connection set up/).waitFor();
    await checkAxe(page);
  });

  it('goes to Strava from the account page and comes back linked', async () => {
    const page = await openPage({ storageState: signedIn() });
    let linked = false;
    const posted: unknown[] = [];
    await page.route(CONNECTION, async (route) => {
      if (route.request().method() === 'POST') {
        posted.push(route.request().postDataJSON());
        linked = true;
      }
      await route.fulfill({
        json: {
          configured: true,
          connected: linked,
          athleteName: linked ? 'Morag Spey' : null,
          scopes: linked ? ['read', 'activity:read_all'] : [],
        },
      });
    });
    // Strava's page, agreed to at once: straight back to the callback with a code.
    await page.route('**/api/strava/authorize', (route) =>
      route.fulfill({
        json: { url: '/strava/callback?code=c0de&scope=read,activity:read_all&state=st8' },
      }),
    );
    await visit(page, '/account', { waitFor: 'h2:text("Connections")' });
    await page.getByRole('button', { name: 'Connect Strava' }).click();
    await page.getByText('Strava is linked').waitFor();
    await page.getByText('Linked as Morag Spey').waitFor();
    expect(posted).toEqual([{ code: 'c0de', scope: 'read,activity:read_all', state: 'st8' }]);
    await checkAxe(page);

    await page.getByRole('link', { name: 'back to your account' }).click();
    await page.getByText(/Linked to Strava as/).waitFor();
    expect(await page.locator('.account-card strong', { hasText: 'Morag Spey' }).count()).toBe(1);
  });
});
