import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';

/**
 * Linking Garmin from the account page. The browser tests' server has no Garmin app, which the
 * page says as it is; a server with one is played by answering its Garmin calls in the page
 * (the server's side is test/api/garmin-connect.test.ts, against a stand-in Garmin).
 */
const signedIn = signUpOncePerFile({ givenName: 'Ailsa', familyName: 'Craig' });

const CONNECTION = '**/api/garmin/connection*';

describe('linking Garmin', { timeout: 60_000 }, () => {
  it('says a server without a Garmin app has none, and a callback there fails plainly', async () => {
    const page = await openPage({ storageState: signedIn() });
    await visit(page, '/account', { waitFor: 'h2:text("Connections")' });
    await page.getByText('This server has no Garmin connection set up').waitFor();
    expect(await page.getByRole('button', { name: 'Connect Garmin' }).count()).toBe(0);
    await checkAxe(page);

    await visit(page, '/garmin/callback?code=c0de', { waitFor: 'text=Garmin is not linked' });
    await page.getByText(/no Garmin connection set up/).waitFor();
    await checkAxe(page);
  });

  it('links through Garmin’s page without a state, and unlinks deleting the activities', async () => {
    const page = await openPage({ storageState: signedIn() });
    let linked = false;
    const calls: { method: string; url: string; body: unknown }[] = [];
    await page.route(CONNECTION, async (route) => {
      const request = route.request();
      const method = request.method();
      calls.push({
        method,
        url: request.url(),
        body: method === 'POST' ? request.postDataJSON() : null,
      });
      if (method === 'POST') linked = true;
      if (method === 'DELETE') linked = false;
      await route.fulfill({
        json: {
          configured: true,
          connected: linked,
          permissions: linked ? ['ACTIVITY_EXPORT'] : [],
        },
      });
    });
    // Garmin's page, agreed to at once: back to the callback with a code and no state.
    await page.route('**/api/garmin/authorize', (route) =>
      route.fulfill({ json: { url: '/garmin/callback?code=c0de' } }),
    );
    await visit(page, '/account', { waitFor: 'h2:text("Connections")' });
    await page.getByRole('button', { name: 'Connect Garmin' }).click();
    await page.getByText('Garmin is linked').waitFor();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { code: 'c0de' },
    ]);
    await checkAxe(page);

    await page.getByRole('link', { name: 'back to your account' }).click();
    await page.getByText('Linked to Garmin Connect').waitFor();
    await page.getByRole('button', { name: 'Unlink Garmin' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unlink Garmin?' });
    await dialog.getByLabel(/Delete them/).check();
    await checkAxe(page);
    await dialog.getByRole('button', { name: 'Unlink and delete' }).click();
    await page.getByRole('button', { name: 'Connect Garmin' }).waitFor();
    const unlink = calls.find((call) => call.method === 'DELETE');
    expect(new URL(unlink?.url ?? 'http://x').searchParams.get('activities')).toBe('delete');
  });
});
