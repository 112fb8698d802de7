import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
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
          appSource: 'server',
          connected: linked,
          athleteName: linked ? 'Morag Spey' : null,
          scopes: linked ? ['read', 'activity:read_all'] : [],
          keepActivitiesOnRevoke: true,
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

  it('unlinks from the account page, asking whether to keep the activities', async () => {
    const page = await openPage({ storageState: signedIn() });
    let connection: ApiSchema<'StravaConnectionDto'> = {
      configured: true,
      appSource: 'server',
      connected: true,
      athleteName: 'Morag Spey',
      scopes: ['read', 'activity:read_all'],
      keepActivitiesOnRevoke: true,
    };
    const calls: { method: string; query: string; body: unknown }[] = [];
    await page.route(`${CONNECTION}*`, async (route) => {
      const request = route.request();
      const method = request.method();
      calls.push({
        method,
        query: new URL(request.url()).search,
        body: method === 'PATCH' ? request.postDataJSON() : null,
      });
      if (method === 'PATCH') {
        connection = { ...connection, ...(request.postDataJSON() as object) };
      }
      if (method === 'DELETE') {
        connection = { ...connection, connected: false, athleteName: null, scopes: [] };
        await route.fulfill({ json: { jobId: null } });
        return;
      }
      await route.fulfill({ json: connection });
    });
    await visit(page, '/account', { waitFor: 'h2:text("Connections")' });
    const keep = page.getByRole('switch', { name: /Keep my Strava activities here/ });
    expect(await keep.isChecked()).toBe(true);
    await keep.click();
    await expect.poll(() => keep.isChecked()).toBe(false);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      keepActivitiesOnRevoke: false,
    });

    await page.getByRole('button', { name: 'Unlink Strava' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unlink Strava?' });
    await dialog.waitFor();
    await checkAxe(page);
    await dialog.getByRole('button', { name: 'Unlink and keep them' }).click();
    await page.getByRole('button', { name: 'Connect Strava' }).waitFor();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', query: '?activities=keep', body: null },
    ]);
  });
});
