import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { startOutage } from './support/outage.js';
import { seedPack } from './packs-support.js';

/**
 * The could-not-load state of the screens not covered by their own files (gear, bundles and
 * the checklist test theirs): the packs list, a pack's page and the account page each say what
 * could not be loaded and why, and "Try again" brings the screen back once the server answers.
 */

const TIMEOUT_MS = 90_000;

async function failThenRecover(
  page: Page,
  { path, api, heading }: { path: string; api: string; heading: string },
): Promise<void> {
  const outage = await startOutage(page, api, 'Resting');
  await visit(page, path, { waitFor: `text=${heading}` });
  const alert = page.getByRole('alert').filter({ hasText: heading });
  expect(await alert.innerText()).toContain('Resting.');
  await outage.retriesExhausted();
  outage.end();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await alert.waitFor({ state: 'detached' });
}

describe('screens that cannot load', () => {
  const hiker = signUpOncePerFile({ givenName: 'Rowan', familyName: 'Scree' });

  it(
    'the packs list says so, then shows the packs after "Try again"',
    async () => {
      const page = await openPage({ storageState: hiker() });
      await seedPack(page.request, 'Coast path');
      await failThenRecover(page, {
        path: '/packs',
        api: '/api/packs',
        heading: 'Your packs could not be loaded',
      });
      await page.getByRole('link', { name: 'Coast path' }).waitFor();
      await checkAxe(page);
    },
    TIMEOUT_MS,
  );

  it(
    'a pack’s page says so, then shows the pack after "Try again"',
    async () => {
      const page = await openPage({ storageState: hiker() });
      const packId = await seedPack(page.request, 'Fell round');
      await failThenRecover(page, {
        path: `/packs/${packId}`,
        api: `/api/packs/${packId}`,
        heading: 'This pack could not be loaded',
      });
      await page.getByRole('heading', { level: 1, name: 'Fell round' }).waitFor();
      await checkAxe(page);
    },
    TIMEOUT_MS,
  );

  it(
    'the account page says so, then shows the form after "Try again"',
    async () => {
      const page = await openPage({ storageState: hiker() });
      await failThenRecover(page, {
        path: '/account',
        api: '/api/account',
        heading: 'Your account could not be loaded',
      });
      expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Rowan');
      await checkAxe(page);
    },
    TIMEOUT_MS,
  );
});
