import { describe, expect, it } from 'vitest';
import {
  passwordResetLink,
  ResetLinkRefused,
} from '@server/builtin-provider/password-reset/password-reset-link.js';
import { loadConfig } from '@server/config/load-config.js';
import { DataDirectoryInUseError } from '@server/database/data-directory-lock.js';
import { setupApi } from '@test/support/api-fixture.js';
import { HttpSession } from '@test/support/http-session.js';
import { newAccountValues, signUp } from '@test/support/sign-in.js';
import { headingOf, setNewPassword, signInWith } from './password-reset.helpers.js';

const embedded = !process.env.TEST_DATABASE_URL;

describe('the operator’s password reset link (no mail server)', () => {
  const { app, restart } = setupApi({ users: 0 });

  it('makes a link on the server’s database that sets a new password once', async () => {
    const { account, session } = await signUp(app.baseUrl, newAccountValues());
    if (embedded) {
      // The embedded database is the running server's alone: said, not shared.
      const refusal = passwordResetLink(app.config, account.email);
      await expect(refusal).rejects.toBeInstanceOf(DataDirectoryInUseError);
      await expect(refusal).rejects.toThrow(/open in another process: a Packtrail server/);
      await app.close();
    }
    const link = await passwordResetLink(app.config, ` ${account.email.toUpperCase()} `);
    expect(link).toMatch(new RegExp(`^${app.baseUrl}/oidc/password/reset/[\\w-]{43}$`));
    if (embedded) await restart();

    const done = await setNewPassword(new HttpSession(), link, 'set by the operator’s link');
    expect(headingOf(done.html)).toBe('Password changed');
    expect((await session.fetch(`${app.baseUrl}/api/auth/me`)).status).toBe(401);
    const signedIn = await signInWith(app.baseUrl, account.email, 'set by the operator’s link');
    expect(signedIn.signedIn).toBe(true);
    expect((await new HttpSession().fetch(link)).status).toBe(400);
  });

  it('says so for an address without an account, or not an address at all', async () => {
    if (embedded) await app.close();
    try {
      await expect(passwordResetLink(app.config, 'nobody@example.com')).rejects.toThrow(
        new ResetLinkRefused('No account uses nobody@example.com on this server.'),
      );
      await expect(passwordResetLink(app.config, 'nobody')).rejects.toThrow(
        new ResetLinkRefused('"nobody": Enter a valid email address.'),
      );
    } finally {
      if (embedded) await restart();
    }
  });

  it('refuses when sign-in goes through an external provider', async () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'packtrail',
      DATA_DIR: app.config.DATA_DIR,
    });
    await expect(passwordResetLink(config, 'someone@example.com')).rejects.toThrow(
      /external provider .*passwords are reset there/,
    );
  });
});
