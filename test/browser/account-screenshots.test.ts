import { Jimp } from 'jimp';
import { expect, it } from 'vitest';
import { checkAxe, openPage, settle, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { signUpOncePerFile } from './support/auth.js';

/**
 * Not a check: pictures of the account page for a person to look at, on a desktop and a
 * phone, light and dark: the page with a picture and a username, the form's messages, the
 * username check, the deletion dialog, and the checkout notices. Runs only with SCREENSHOTS=1,
 * e.g. `SCREENSHOTS=1 npx vitest run --project browser test/browser/account-screenshots.test.ts`.
 */
const shoot = screenshotsIn('account', { fullPageByDefault: true });

// Taller than the usual desktop: the account page's sections are long.
const shots = SHOTS.map((shot) =>
  shot.size.name === 'desktop' ? { ...shot, size: { ...shot.size, height: 900 } } : shot,
);
/** Several pictures per test, each after a full-page render. */
const SHOTS_TIMEOUT_MS = 90_000;

/** A portrait-ish picture: a green hill under a pale sky. */
async function landscape(): Promise<Buffer> {
  const image = new Jimp({ width: 400, height: 300, color: 0xcfe8f7ff });
  for (let y = 180; y < 300; y += 1) {
    for (let x = 0; x < 400; x += 1) image.setPixelColor(0x2f855aff, x, y);
  }
  return image.getBuffer('image/jpeg');
}

describeScreenshots('account screenshots', () => {
  const withProfile = signUpOncePerFile({ givenName: 'Wren', familyName: 'Hollow' });
  const newUser = signUpOncePerFile({ givenName: 'Ada', familyName: 'Newcomb' });

  it.each(shots)(
    'set up at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: withProfile() });
      await page.request.patch('/api/account', {
        data: { username: 'wren-hollow', weightUnit: 'oz' },
      });
      const form = { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await landscape() } };
      expect((await page.request.put('/api/account/avatar', { multipart: form })).status()).toBe(
        200,
      );
      await visit(page, '/account', { waitFor: 'role=heading[name="Profile"]' });
      await page
        .getByRole('img')
        .first()
        .waitFor()
        .catch(() => undefined);
      const tag = `${size.name}-${colorScheme}`;
      await shoot(page, `account-${tag}`);

      await page.getByLabel('First name').fill('  ');
      await page.getByLabel('Last name').fill('');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.getByText('First name is required').waitFor();
      await page.getByRole('textbox', { name: 'Username' }).fill('Admin');
      await page.getByText('This name is reserved').waitFor();
      await checkAxe(page);
      await shoot(page, `account-errors-${tag}`);

      await page.getByRole('button', { name: 'Delete account…' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Type your email address or username to confirm').fill('nope');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await dialog.locator('.field-error').waitFor();
      await checkAxe(page);
      await shoot(page, `account-delete-${tag}`, false);
    },
    SHOTS_TIMEOUT_MS,
  );

  it.each(shots)(
    'new, with a notice, at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: newUser() });
      const tag = `${size.name}-${colorScheme}`;
      await visit(page, '/account?checkout=success', { waitFor: 'role=heading[name="Profile"]' });
      await shoot(page, `account-new-checkout-success-${tag}`);
      await page.goto('/account?checkout=cancelled');
      await settle(page, 'text=Checkout cancelled');
      await checkAxe(page);
      await shoot(page, `account-checkout-cancelled-${tag}`, false);
      await page.getByRole('textbox', { name: 'Username' }).fill('trail-ada');
      await page.getByText('trail-ada is available').waitFor();
      await page.getByRole('button', { name: 'Save username' }).scrollIntoViewIfNeeded();
      await shoot(page, `account-username-available-${tag}`, false);
    },
    SHOTS_TIMEOUT_MS,
  );
});
