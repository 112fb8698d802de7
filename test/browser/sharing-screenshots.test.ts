import type { APIRequestContext, Page } from 'playwright-core';
import { it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { signUpOncePerFile } from './support/auth.js';
import { seedPack } from './packs-support.js';
import { eastwardRoute, seedRoute, seedTrip, TRIPS } from './trips-support.js';

/**
 * Not a check: pictures of the share dialog (a pack's, asking for a username first, then
 * public with its link and embed code; a trip's, public with its route's ends hidden) and of the
 * account's public profile section, on a desktop and a phone, light and dark. Runs only with
 * SCREENSHOTS=1:
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/sharing-screenshots.test.ts`.
 */
const shoot = screenshotsIn('sharing');

interface Seeded {
  packId: string;
  tripId: string;
}

/** A public pack and a public trip with hidden ends, made once per account. */
async function seed(request: APIRequestContext, username: string): Promise<Seeded> {
  await request.patch('/api/account', { data: { username } });
  const packs = (await (await request.get('/api/packs')).json()) as { id: string; name: string }[];
  const trips = (await (await request.get(TRIPS)).json()) as { id: string; name: string }[];
  const pack = packs.find((p) => p.name === 'Cairngorms summer kit');
  const trip = trips.find((t) => t.name === 'Ossian round');
  if (pack && trip) return { packId: pack.id, tripId: trip.id };
  const packId = await seedPack(request, 'Cairngorms summer kit', 'Three nights, two bothies.');
  await request.patch(`/api/packs/${packId}`, { data: { isPublic: true } });
  const made = await seedTrip(request, {
    name: 'Ossian round',
    startDate: '2026-07-10',
    endDate: '2026-07-11',
    activity: 'backpacking',
  });
  await seedRoute(request, made.id, eastwardRoute(41, [56.76, -4.7], 0.12));
  await request.patch(`${TRIPS}/${made.id}`, { data: { isPublic: true, hideRouteEnds: true } });
  return { packId, tripId: made.id };
}

async function openShare(page: Page, name: string) {
  await page.getByRole('button', { name: 'Share', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: `Share “${name}”` });
  await dialog.waitFor();
  await checkAxe(page);
  return dialog;
}

describeScreenshots('sharing screenshots', () => {
  const sharer = signUpOncePerFile({ givenName: 'Morag', familyName: 'Ossian' });
  const newcomer = signUpOncePerFile({ givenName: 'Ada', familyName: 'Newcomb' });
  const username = `morag-${Date.now().toString(36)}`;

  it.each(SHOTS)(
    'the share dialogs and the public profile at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: sharer() });
      const { packId, tripId } = await seed(page.request, username);
      const tag = `${size.name}-${colorScheme}`;

      await visit(page, `/packs/${packId}`, { waitFor: 'role=heading[level=1]' });
      const packDialog = await openShare(page, 'Cairngorms summer kit');
      await packDialog.getByRole('textbox', { name: 'Embed code' }).waitFor();
      await shoot(page, `pack-share-${tag}`);
      await page.keyboard.press('Escape');

      await visit(page, `/trips/${tripId}`, { waitFor: 'role=heading[level=1]' });
      const tripDialog = await openShare(page, 'Ossian round');
      await tripDialog.getByRole('textbox', { name: 'Public link' }).waitFor();
      await shoot(page, `trip-share-${tag}`);
      await page.keyboard.press('Escape');

      await visit(page, '/account', { waitFor: 'role=heading[name="Public profile"]' });
      await page.getByRole('heading', { name: 'Public profile' }).scrollIntoViewIfNeeded();
      await shoot(page, `account-public-profile-${tag}`);
      // Turned on for a picture with its link, then off again for the next one.
      const profile = page.getByRole('switch', { name: /^Show my public profile/ });
      const accountSaved = () =>
        page.waitForResponse(
          (response) =>
            response.request().method() === 'PATCH' &&
            new URL(response.url()).pathname === '/api/account',
        );
      const on = accountSaved();
      await profile.check();
      await on;
      await page.getByRole('link', { name: /View your public profile/ }).waitFor();
      await checkAxe(page);
      await shoot(page, `account-public-profile-on-${tag}`);
      const off = accountSaved();
      await profile.uncheck();
      await off;
    },
    120_000,
  );

  it.each(SHOTS)(
    'the share dialog asking for a username at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: newcomer() });
      const packs = (await (await page.request.get('/api/packs')).json()) as { id: string }[];
      const packId = packs[0]?.id ?? (await seedPack(page.request, 'First kit'));
      const tag = `${size.name}-${colorScheme}`;
      await visit(page, `/packs/${packId}`, { waitFor: 'role=heading[level=1]' });
      const dialog = await openShare(page, 'First kit');
      await dialog.getByRole('textbox', { name: 'Username' }).fill('ada-newcomb');
      await dialog
        .getByRole('status')
        .filter({ hasText: /available|taken/ })
        .waitFor();
      await shoot(page, `pack-share-username-${tag}`);
      await page.keyboard.press('Escape');

      await visit(page, '/account', { waitFor: 'role=heading[name="Public profile"]' });
      await page.getByRole('heading', { name: 'Public profile' }).scrollIntoViewIfNeeded();
      await shoot(page, `account-public-profile-no-username-${tag}`);
    },
    60_000,
  );
});
