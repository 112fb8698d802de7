import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, passedThrough } from './support/browser.js';
import {
  DEFAULT_PASSWORD,
  landInApp,
  onProviderSignIn,
  onProviderSignUp,
  readStoredUser,
  uniqueEmail,
} from './support/auth.js';

interface Focused {
  id: string;
  text: string;
  outline: string;
}

/** What has the keyboard focus, and whether it shows (the pages draw a 3 px outline). */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate<Focused>(`(() => {
    const element = document.activeElement;
    const style = element ? getComputedStyle(element) : null;
    return {
      id: element?.id ?? '',
      text: element?.textContent?.trim() ?? '',
      outline: style ? style.outlineStyle + ' ' + style.outlineWidth : '',
    };
  })()`);

describe('the provider’s sign-up form', () => {
  it('can be reached and completed with the keyboard alone', async () => {
    const page = await openPage();
    await page.goto('/packs');
    await onProviderSignIn(page);
    passedThrough(page, '/packs', '/login');
    // The sign-in page starts in its first field.
    expect((await focused(page)).id).toBe('field-email');

    // Tab to "Create an account", then Enter.
    for (let step = 0; step < 10 && (await focused(page)).text !== 'Create an account'; step += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focused(page)).toMatchObject({ text: 'Create an account', outline: 'solid 3px' });
    await page.keyboard.press('Enter');
    await onProviderSignUp(page);

    // The form starts in its first field and goes through the fields in reading order.
    const email = uniqueEmail('keyboard');
    const steps: [string, string][] = [
      ['field-givenName', 'Katherine'],
      ['field-familyName', 'Johnson'],
      ['field-email', email],
      ['field-password', DEFAULT_PASSWORD],
    ];
    for (const [index, [id, text]] of steps.entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ id, outline: 'solid 3px' });
      await page.keyboard.type(text);
    }
    await landInApp(page, () => page.keyboard.press('Enter'), '/packs');
    expect(await readStoredUser(page)).toMatchObject({
      email,
      givenName: 'Katherine',
      familyName: 'Johnson',
    });
  });
});
