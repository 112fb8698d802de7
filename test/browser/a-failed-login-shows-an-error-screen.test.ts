import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, passedThrough, pathOf, settle, visit } from './support/browser.js';
import { LANDING_HEADING } from './support/auth.js';

const FAILURES: { name: string; answer: (route: Route) => Promise<void> }[] = [
  {
    name: 'answers 500',
    answer: (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, message: 'Provider unreachable' } }),
  },
  { name: 'gets no answer', answer: (route) => route.abort('connectionrefused') },
];

describe('a sign-in that cannot start', () => {
  it.each(FAILURES)(
    'shows "Failed to login" with a way back to the start page when GET /api/auth/login-url $name',
    async ({ answer }) => {
      const page = await openPage();
      await page.route((url) => url.pathname === '/api/auth/login-url', answer);
      // A signed-in address sends the visitor to /login inside the app, which asks for the URL.
      await page.goto('/packs');
      await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
      await settle(page);
      await checkAxe(page);
      passedThrough(page, '/packs');
      expect(await page.title()).toBe('Something went wrong · Packtrail');
      expect(await page.getByRole('alert').innerText()).toContain('Failed to login');
      expect(pathOf(page)).toBe('/login?redirectTo=%2Fpacks');

      await page.getByRole('link', { name: 'Go to the start page' }).click();
      await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
      await settle(page);
      expect(pathOf(page)).toBe('/');
      await checkAxe(page);
    },
  );

  it('shows "Failed to login" when /login is loaded with a return path the server refuses', async () => {
    // The server starts no sign-in for what GET /api/auth/login-url would refuse (nor when the
    // provider cannot be reached): it answers with the app's page, whose request then fails.
    const page = await openPage();
    const path = `/login?${new URLSearchParams({ redirectTo: `/${'a'.repeat(4096)}` }).toString()}`;
    await visit(page, path);
    expect(await page.locator('main h1').innerText()).toBe('Something went wrong');
    expect(await page.getByRole('alert').innerText()).toContain('Failed to login');
    expect(pathOf(page)).toBe(path);
  });
});
