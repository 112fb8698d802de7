import { describe, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { expectResolved } from './theme-support.js';

/**
 * The dark theme, taken from the device's colour scheme, free of serious accessibility problems
 * such as low contrast: the start page, signed-in pages, a public pack, the not-found page and
 * the mobile shell. One account for the file.
 */

const signedIn = signUpOncePerFile();

describe('the dark theme', () => {
  it.each(['/', '/gear', '/packs/x/checklist', '/u/alice/pack/my-slug', '/no/such/page'])(
    'keeps %s free of serious accessibility problems such as low contrast',
    async (path) => {
      // The start page is for visitors; a signed-in user would be sent on to /home.
      const storageState = path === '/' ? undefined : signedIn();
      const page = await openPage({ colorScheme: 'dark', storageState });
      await visit(page, path, { axe: false });
      await expectResolved(page, 'dark', null);
      await checkAxe(page);
    },
  );

  it('keeps the mobile shell free of serious accessibility problems', async () => {
    const page = await openPage({
      colorScheme: 'dark',
      width: 390,
      height: 844,
      storageState: signedIn(),
    });
    await visit(page, '/gear');
    await expectResolved(page, 'dark', null);
  });
});
