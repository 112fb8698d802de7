import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { stayOnSignInScreen } from './support/auth.js';

const scrollY = (page: Page) => page.evaluate<number>('Math.round(window.scrollY)');

describe('the scroll position', () => {
  it('starts at the top of a newly visited page and comes back on Back', async () => {
    // A short window makes the landing page long enough to scroll.
    const page = await openPage({ width: 390, height: 420 });
    // The sign-in screen is the page visited next; the trip on to the provider is not followed.
    await stayOnSignInScreen(page);
    // The start page as the app shows it (a first load of / is the server's page, not the app).
    await visit(page, '/empty');
    await page.getByRole('banner').getByRole('link', { name: 'Packtrail home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Plan lighter. Pack smarter.' }).waitFor();
    await checkAxe(page);
    const maxScroll = await page.evaluate<number>(
      'document.documentElement.scrollHeight - window.innerHeight',
    );
    expect(maxScroll).toBeGreaterThan(300);
    await page.evaluate('window.scrollTo(0, 300)');
    await expect.poll(() => scrollY(page)).toBe(300);

    // The sticky header's sign-in link stays in reach while scrolled.
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await scrollY(page)).toBe(0);
    await checkAxe(page);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Plan lighter. Pack smarter.' }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(300);

    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
