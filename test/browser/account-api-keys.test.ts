import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answered, checkAxe, openPage, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';

const FIT = readFileSync(new URL('../fixtures/activities/garmin-fenix-5-run.fit', import.meta.url));

/** The account page's API keys: one made and shown once, used by a script, then revoked. */
describe('API keys on the account page', () => {
  const signedIn = signUpOncePerFile({ givenName: 'Iona', familyName: 'Watch' });

  it('makes a key shown once, lists its use, and revokes it', async () => {
    const page = await openPage({ storageState: signedIn() });
    await visit(page, '/account', { waitFor: 'text=API keys' });
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'API keys' }),
    });
    await section.getByText('No keys yet.').waitFor();

    await section.getByRole('button', { name: 'Make a key' }).click();
    await section.getByText('Name the key after where it is used').waitFor();

    await section.getByLabel('Name of a new key').fill('Phone');
    const made = answered(page, 'POST', '/api/account/api-keys');
    await section.getByRole('button', { name: 'Make a key' }).click();
    const { key } = (await (await made).json()) as { key: string };
    await section.getByText('Copy the key for “Phone” now').waitFor();
    expect(await section.getByLabel('The key', { exact: true }).inputValue()).toBe(key);
    expect(
      await section.getByLabel('Upload a file with it', { exact: true }).inputValue(),
    ).toContain(`Authorization: Bearer ${key}`);
    expect(await section.locator('.account-key').innerText()).toContain('never used');
    await checkAxe(page);

    // A script uploads with it: no cookie, the key alone.
    const uploaded = await fetch(new URL('/api/activities/files', page.url()), {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
      body: (() => {
        const form = new FormData();
        form.append('file', new Blob([FIT]), 'run.fit');
        return form;
      })(),
    });
    expect(uploaded.status).toBe(201);

    // Shown once: after a reload the key is gone from the page, its use is listed.
    await visit(page, '/account', { waitFor: '.account-key' });
    expect(await page.content()).not.toContain(key);
    expect(await section.locator('.account-key').innerText()).toMatch(/last used \d/);

    await section.getByRole('button', { name: 'Revoke Phone' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke Phone?' });
    const revoked = answered(page, 'DELETE', /\/api\/account\/api-keys\/.+/);
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    expect((await revoked).status()).toBe(204);
    await section.getByText('No keys yet.').waitFor();
    await checkAxe(page);
  });
});
