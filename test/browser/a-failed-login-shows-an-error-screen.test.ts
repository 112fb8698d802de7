import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, pathOf, settle, visit } from './support/browser.js';
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
      await visit(page, '/login?redirectTo=%2Fpacks');
      expect(await page.locator('main h1').innerText()).toBe('Something went wrong');
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
});
