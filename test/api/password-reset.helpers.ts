import { expect } from 'vitest';
import { BuiltinProviderService } from '@server/builtin-provider/builtin-provider.service.js';
import { HttpSession } from '@test/support/http-session.js';
import { isAppCallback, loginUrl, pageOf, postCallback, type Page } from '@test/support/sign-in.js';
import type { ReceivedMail } from '@test/support/stand-ins/smtp.js';
import type { TestApp } from '@test/support/test-app.js';

export { messages, type Page } from '@test/support/sign-in.js';

export const SENDER = 'Packtrail <trail@packtrail.test>';

/** The provider's sign-in page, reached as the app sends a visitor there. */
export async function openSignInPage(session: HttpSession, appUrl: string): Promise<Page> {
  return pageOf(await session.follow(await loginUrl(session, appUrl)));
}

/** Follows the sign-in page's "Forgot password?" link. */
export async function openForgotPassword(session: HttpSession, signIn: Page): Promise<Page> {
  const href = /<a href="([^"]*\/password\/forgot[^"]*)">Forgot password\?<\/a>/.exec(
    signIn.html,
  )?.[1];
  if (!href) throw new Error(`No "Forgot password?" link on:\n${signIn.html}`);
  return pageOf(await session.follow(new URL(href.replace(/&amp;/g, '&'), signIn.url).toString()));
}

export async function submitPage(
  session: HttpSession,
  page: Page,
  values: Record<string, string>,
): Promise<Page> {
  return pageOf(await session.submitForm(page.url, page.html, values));
}

/** "Forgot password?" for `email`, from a fresh sign-in in `session`. */
export async function askForResetLink(
  session: HttpSession,
  appUrl: string,
  email: string,
): Promise<Page> {
  const forgot = await openForgotPassword(session, await openSignInPage(session, appUrl));
  return submitPage(session, forgot, { email });
}

/** The reset link in a mail's text part (the HTML part carries the same one). */
export function linkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/oidc\/password\/reset\/[\w-]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`No reset link in:\n${mail.text}`);
  return link;
}

/** Opens a reset link and sets `password` with its form. */
export async function setNewPassword(
  session: HttpSession,
  link: string,
  password: string,
): Promise<Page> {
  const form = await pageOf(await session.follow(link));
  expect(form.status, form.html).toBe(200);
  return submitPage(session, form, { password });
}

export interface SignInAttempt {
  session: HttpSession;
  /** Whether the app signed the session in (POST /api/auth/callback answered 200). */
  signedIn: boolean;
  /** The provider's answer when it did not send the browser back to the app. */
  page?: Page;
}

/** Signs in with an email and password on the provider's page, in `session` (a new one unless told). */
export async function signInWith(
  appUrl: string,
  email: string,
  password: string,
  session = new HttpSession(),
): Promise<SignInAttempt> {
  const signIn = await openSignInPage(session, appUrl);
  const done = await session.submitForm(
    signIn.url,
    signIn.html,
    { email, password },
    isAppCallback(appUrl),
  );
  if (!isAppCallback(appUrl)(new URL(done.url))) {
    return { session, signedIn: false, page: await pageOf(done) };
  }
  const code = new URL(done.url).searchParams.get('code') ?? '';
  const callback = await postCallback(session, appUrl, code);
  return { session, signedIn: callback.status === 200 };
}

/** The heading of a provider page. */
export const headingOf = (html: string): string => /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';

export const resetsOf = (app: TestApp) => app.app.get(BuiltinProviderService).passwordResets;
