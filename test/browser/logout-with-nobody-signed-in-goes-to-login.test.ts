import { describe, expect, it } from 'vitest';
import { openPage, passedThrough, recordAddresses } from './support/browser.js';
import { onProviderSignIn, readStoredUser } from './support/auth.js';

describe('/logout with nobody signed in', () => {
  it('goes to /login, which starts sign-in, without asking the server to sign anyone out', async () => {
    const page = await openPage();
    const addresses = recordAddresses(page);
    const logoutCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/logout') logoutCalls.push(request.url());
    });
    await page.goto('/logout');
    await onProviderSignIn(page);
    passedThrough(page, '/logout', '/login');
    expect(addresses.slice(0, 2)).toEqual(['/logout', '/login']);
    expect(logoutCalls).toEqual([]);
    expect(await readStoredUser(page)).toBe(null);
  });
});
