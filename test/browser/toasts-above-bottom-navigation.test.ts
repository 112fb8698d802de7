import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, stableBox, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { HEIGHT, expectCentred, showToast } from './toasts-support.js';

const signedIn = signUpOncePerFile();

describe('a toast', () => {
  it.each([390, 768, 1024])(
    'sits bottom-centre above the bottom navigation at %i px',
    async (width) => {
      const page = await openPage({ width, height: HEIGHT, storageState: signedIn() });
      await visit(page, '/gear');
      const nav = await stableBox(page, page.locator('nav.bottom-nav'));
      const toast = await showToast(page);
      expect(toast.y + toast.height).toBeLessThanOrEqual(nav.y);
      // Above the navigation, not somewhere up the screen.
      expect(nav.y - (toast.y + toast.height)).toBeLessThanOrEqual(40);
      expectCentred(toast, width);
      await checkAxe(page);
    },
  );
});
