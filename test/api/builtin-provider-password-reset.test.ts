import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import { productionPasswordHashing } from '@test/support/test-app.js';
import { HttpSession } from '@test/support/http-session.js';
import { loginUrl, newAccountValues, signUp } from '@test/support/sign-in.js';
import { startSmtpStandIn, type SmtpStandIn } from '@test/support/stand-ins/smtp.js';
import {
  askForResetLink,
  headingOf,
  linkIn,
  messages,
  openForgotPassword,
  openSignInPage,
  resetsOf,
  SENDER,
  setNewPassword,
  signInWith,
  submitPage,
} from './password-reset.helpers.js';

const NEW_PASSWORD = 'a brand new passphrase';

describe('password reset by email', () => {
  let smtp: SmtpStandIn;
  // Closed after the app has stopped (hooks after the tests run in reverse order).
  afterAll(() => smtp.close());
  const { app } = setupApi(async () => {
    smtp = await startSmtpStandIn();
    // TRUST_PROXY: each test asks from an address of its own (X-Forwarded-For), as the limits
    // count per address.
    // Resetting a password is signing in: production's password hashing cost, not the tests'.
    const env = { SMTP_URL: smtp.url, SMTP_FROM: SENDER, TRUST_PROXY: 'loopback' };
    return { env: { ...env, ...productionPasswordHashing }, users: 0 };
  });
  let db: DataSource;
  beforeAll(() => {
    db = app.app.get(DataSource);
  });

  let lastAddress = 0;
  /** A browser at a client address no other test uses. */
  const browser = (): HttpSession =>
    new HttpSession({ 'X-Forwarded-For': `198.51.100.${(lastAddress += 1)}` });

  const passwordHashOf = async (email: string): Promise<string> => {
    const rows = await db.query<{ password_hash: string }[]>(
      'SELECT password_hash FROM provider_accounts WHERE email = $1',
      [email],
    );
    return rows[0]?.password_hash ?? '';
  };

  /** A new account and a reset link mailed to it. */
  async function accountWithLink() {
    const owner = await signUp(app.baseUrl, newAccountValues());
    const asked = await askForResetLink(browser(), app.baseUrl, owner.account.email);
    expect(asked.status, asked.html).toBe(200);
    const link = linkIn(await smtp.mailFor(owner.account.email));
    return { ...owner, link };
  }

  it('mails a link that sets a new password and signs the account out everywhere, and only it', async () => {
    const owner = await signUp(app.baseUrl, newAccountValues());
    const { email, password } = owner.account;
    const otherBrowser = await signInWith(app.baseUrl, email, password);
    expect(otherBrowser.signedIn).toBe(true);
    const bystander = await signUp(app.baseUrl, newAccountValues());

    const asked = await askForResetLink(browser(), app.baseUrl, email);
    expect(asked.status).toBe(200);
    expect(headingOf(asked.html)).toBe('Check your email');

    const mail = await smtp.mailFor(email);
    expect(mail).toMatchObject({
      subject: 'Reset your Packtrail password',
      from: SENDER,
      to: email,
      envelopeTo: [email],
    });
    const link = linkIn(mail);
    expect(link).toMatch(new RegExp(`^${app.baseUrl}/oidc/password/reset/[\\w-]{43}$`));
    expect(mail.text).toContain('within 30 minutes');
    expect(mail.html).toContain(`href="${link}"`);

    const done = await setNewPassword(browser(), link, NEW_PASSWORD);
    expect(done.status, done.html).toBe(200);
    expect(headingOf(done.html)).toBe('Password changed');

    // The app's sessions of the account are gone, in both browsers; the bystander's stays.
    for (const session of [owner.session, otherBrowser.session]) {
      expect((await session.fetch(`${app.baseUrl}/api/auth/me`)).status).toBe(401);
    }
    expect((await bystander.session.fetch(`${app.baseUrl}/api/auth/me`)).status).toBe(200);
    // So is the provider's session: a new sign-in in the owner's browser asks for the password,
    // where the bystander's browser is sent straight back to the app.
    const ownerAgain = await openSignInPage(owner.session, app.baseUrl);
    expect(headingOf(ownerAgain.html)).toBe('Sign in to Packtrail');
    const bystanderAgain = await bystander.session.follow(
      await loginUrl(bystander.session, app.baseUrl),
      {},
      (url) => url.pathname === '/auth/callback',
    );
    expect(new URL(bystanderAgain.url).pathname).toBe('/auth/callback');

    const withOld = await signInWith(app.baseUrl, email, password);
    expect(withOld.signedIn).toBe(false);
    expect(messages(withOld.page?.html ?? '')).toEqual(['Wrong email or password.']);
    expect((await signInWith(app.baseUrl, email, NEW_PASSWORD)).signedIn).toBe(true);
  });

  it('keeps only a hash of the link’s token, bound to the account, for 30 minutes', async () => {
    const { link, me, account } = await accountWithLink();
    const token = link.split('/').at(-1) ?? '';
    const rows = await db.query<{ token_hash: string; email: string; minutes: number }[]>(
      `SELECT t.token_hash, a.email, (extract(epoch FROM t.expires_at - t.created_at) / 60)::float8 AS minutes
       FROM password_reset_tokens t JOIN provider_accounts a ON a.id = t.account_id
       WHERE a.email = $1`,
      [account.email],
    );
    expect(rows).toEqual([
      {
        token_hash: createHash('sha256').update(token).digest('hex'),
        email: account.email,
        minutes: 30,
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(me.email).toBe(account.email);
  });

  it('opens the form as often as asked, but sets a password only once', async () => {
    const { link, account } = await accountWithLink();
    const session = browser();
    // A mail scanner opening the link first uses nothing up.
    const opened = await session.fetch(link);
    expect(opened.status).toBe(200);
    // The page's own requests and links never carry its address (and token) as a Referer.
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect((await setNewPassword(session, link, NEW_PASSWORD)).status).toBe(200);
    const hashAfterFirst = await passwordHashOf(account.email);

    const used = await session.fetch(link);
    expect(used.status).toBe(400);
    expect(headingOf(await used.text())).toBe('This link has expired');
    const posted = await session.fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: 'another new password' }).toString(),
    });
    expect(posted.status).toBe(400);
    expect(headingOf(await posted.text())).toBe('This link has expired');
    expect(await passwordHashOf(account.email)).toBe(hashAfterFirst);
  });

  it('refuses a link past its expiry and leaves the password as it was', async () => {
    const { link, account, session } = await accountWithLink();
    const form = await browser().follow(link);
    const formHtml = await form.response.text();
    await db.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'
       WHERE account_id = (SELECT id FROM provider_accounts WHERE email = $1)`,
      [account.email],
    );
    const hashBefore = await passwordHashOf(account.email);

    expect((await browser().fetch(link)).status).toBe(400);
    const posted = await submitPage(
      browser(),
      { url: link, status: 200, html: formHtml, headers: new Headers() },
      { password: NEW_PASSWORD },
    );
    expect(posted.status).toBe(400);
    expect(headingOf(posted.html)).toBe('This link has expired');
    expect(await passwordHashOf(account.email)).toBe(hashBefore);
    expect((await session.fetch(`${app.baseUrl}/api/auth/me`)).status).toBe(200);
  });

  it('answers an unknown email with the same words and status, and mails nothing', async () => {
    const known = await signUp(app.baseUrl, newAccountValues());
    const unknown = newAccountValues().email;
    const forKnown = await askForResetLink(browser(), app.baseUrl, known.account.email);
    const forUnknown = await askForResetLink(browser(), app.baseUrl, unknown);

    expect(forUnknown.status).toBe(forKnown.status);
    const words = (html: string, email: string) =>
      html.replaceAll(email, 'EMAIL').replace(/interaction\/[\w-]+/g, 'interaction/UID');
    expect(words(forUnknown.html, unknown)).toBe(words(forKnown.html, known.account.email));

    await smtp.mailFor(known.account.email);
    await resetsOf(app).settled();
    expect(smtp.mails.filter((mail) => mail.envelopeTo.includes(unknown))).toEqual([]);
  });

  it('answers before the mail has gone out', async () => {
    const { account } = await signUp(app.baseUrl, newAccountValues());
    const held = smtp.hold();
    try {
      const asked = await askForResetLink(browser(), app.baseUrl, account.email);
      expect(asked.status).toBe(200);
      // The mail server has not taken the mail yet, and the page has answered all the same.
      expect(smtp.mails.some((mail) => mail.envelopeTo.includes(account.email))).toBe(false);
    } finally {
      held.release();
    }
    await smtp.mailFor(account.email);
  });

  it('mails one address at most 3 links an hour, account or not, whoever asks', async () => {
    const { account } = await signUp(app.baseUrl, newAccountValues());
    for (const email of [account.email, newAccountValues().email]) {
      for (let request = 0; request < 3; request += 1) {
        expect((await askForResetLink(browser(), app.baseUrl, email)).status).toBe(200);
      }
      const refused = await askForResetLink(browser(), app.baseUrl, email);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(messages(refused.html)).toEqual([
        'Too many reset links were asked for. Try again in an hour.',
      ]);
    }
    await resetsOf(app).settled();
    const mailed = smtp.mails.filter((mail) => mail.envelopeTo.includes(account.email));
    expect(mailed).toHaveLength(3);
  });

  it('takes at most 10 requests an hour from one client address', async () => {
    const session = browser();
    for (let request = 0; request < 10; request += 1) {
      const asked = await askForResetLink(session, app.baseUrl, newAccountValues().email);
      expect(asked.status).toBe(200);
    }
    const refused = await askForResetLink(session, app.baseUrl, newAccountValues().email);
    expect(refused.status).toBe(429);
  });

  it('refuses a malformed email by its field, and a short password without using the link', async () => {
    const session = browser();
    const forgot = await openForgotPassword(session, await openSignInPage(session, app.baseUrl));
    const malformed = await submitPage(session, forgot, { email: 'not-an-email' });
    expect(malformed.status).toBe(400);
    expect(messages(malformed.html)).toEqual(['Enter a valid email address.']);

    const { link } = await accountWithLink();
    const short = await setNewPassword(browser(), link, 'short');
    expect(short.status).toBe(400);
    expect(messages(short.html)).toEqual(['Use at least 8 characters.']);
    // The rule is said once: the error replaces the hint that says the same.
    expect(short.html.match(/8 characters/g)).toHaveLength(1);
    expect((await setNewPassword(browser(), link, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a NUL character by its field or as no link, never with a 500', async () => {
    const nul = 'This contains an invisible NUL character (U+0000). Type it again.';
    const session = browser();
    const forgot = await openForgotPassword(session, await openSignInPage(session, app.baseUrl));
    const inEmail = await submitPage(session, forgot, { email: 'ada\u0000@example.com' });
    expect(inEmail.status).toBe(400);
    expect(messages(inEmail.html)).toEqual([nul]);
    const inQuery = await session.fetch(`${app.baseUrl}/oidc/password/forgot?interaction=%00`);
    expect(inQuery.status).toBe(200);

    const { link } = await accountWithLink();
    const inPassword = await setNewPassword(browser(), link, 'long enough\u0000');
    expect(inPassword.status).toBe(400);
    expect(messages(inPassword.html)).toEqual([nul]);
    expect((await browser().fetch(`${link}%00`)).status).toBe(400);
    expect((await browser().fetch(`${app.baseUrl}/oidc/password/reset/%00`)).status).toBe(400);
  });

  it('links back to the sign-in it came from', async () => {
    const session = browser();
    const signIn = await openSignInPage(session, app.baseUrl);
    const forgot = await openForgotPassword(session, signIn);
    expect(forgot.status).toBe(200);
    const back = /<a href="([^"]*)">Back to sign in<\/a>/.exec(forgot.html)?.[1];
    expect(back && new URL(back, forgot.url).toString()).toBe(signIn.url);
    const sent = await submitPage(session, forgot, { email: newAccountValues().email });
    expect(sent.html).toContain(`<a href="${back}">Back to sign in</a>`);
  });

  it('links the mail to PUBLIC_URL, whatever host the request named', async () => {
    const { account } = await signUp(app.baseUrl, newAccountValues());
    const session = new HttpSession({
      'X-Forwarded-For': '203.0.113.9',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
    });
    await askForResetLink(session, app.baseUrl, account.email);
    expect(linkIn(await smtp.mailFor(account.email)).startsWith(`${app.baseUrl}/oidc/`)).toBe(true);
  });
});

describe('password reset without a mail server', () => {
  const { app } = setupApi({ users: 0 });

  it('says whom to ask for a link, and takes no email', async () => {
    const session = new HttpSession();
    const forgot = await openForgotPassword(session, await openSignInPage(session, app.baseUrl));
    expect(forgot.status).toBe(200);
    expect(forgot.html).toContain('does not send email');
    expect(forgot.html).toContain('npm run password-reset-link');
    expect(forgot.html).not.toContain('<form');
    const posted = await session.fetch(forgot.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=someone%40example.com',
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('does not send email');
  });
});
