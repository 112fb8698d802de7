import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, passedThrough, pathOf, settle } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';

const signedIn = signUpOncePerFile();

/** Counts the requests that would start a sign-in. */
function countSignInStarts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/login-url') count += 1;
  });
  return () => count;
}

/** Loads `path` signed in at `width` px and expects to end on `lands`, checked with axe. */
async function expectLanding(path: string, width: number, lands: string, heading: string) {
  const page = await openPage({ width, height: 800, storageState: signedIn() });
  const signInStarts = countSignInStarts(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await settle(page);
  expect(pathOf(page)).toBe(lands);
  expect(await page.locator('main h1').innerText()).toBe(heading);
  await checkAxe(page);
  if (path !== lands) passedThrough(page, path);
  expect(signInStarts()).toBe(0);
}

describe('a signed-in user', () => {
  it.each(['/', '/login', '/login?redirectTo=%2Fpacks'])(
    'at %s goes to /home at 1280 px',
    async (path) => {
      await expectLanding(path, 1280, '/home', 'Home');
    },
  );

  it.each([
    { path: '/', width: 390, lands: '/gear', heading: 'Gear' },
    { path: '/login', width: 390, lands: '/gear', heading: 'Gear' },
    { path: '/home', width: 390, lands: '/gear', heading: 'Gear' },
    { path: '/home', width: 767, lands: '/gear', heading: 'Gear' },
    { path: '/home', width: 768, lands: '/home', heading: 'Home' },
  ])('at $path lands on $lands at $width px', async ({ path, width, lands, heading }) => {
    await expectLanding(path, width, lands, heading);
  });
});

describe('a signed-in user on /marketing', () => {
  it('reads it in the app, offered the app rather than sign-in', async () => {
    await expectLanding('/marketing', 1280, '/marketing', 'Why Packtrail');
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    await page.goto('/marketing');
    const main = page.locator('main');
    await main.getByRole('link', { name: 'Open Packtrail' }).first().waitFor();
    expect(await main.getByRole('link', { name: 'Create an account' }).count()).toBe(0);
    expect(await main.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await checkAxe(page);
  });
});
