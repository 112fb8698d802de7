import { NEW_PASSWORD_HINT } from '../password-rules.js';
import { html } from './html.js';
import { field, formAlert, layout, type FormErrors, type SiteLinks } from './layout.js';
import { NEW_PASSWORD_LENGTHS } from './pages.js';

/** Where "Back to sign in" goes: the sign-in the visitor came from, or a new one. */
const backToSignIn = (href: string) =>
  html`<p class="switch"><a href="${href}">Back to sign in</a></p>`;

export interface ForgotPasswordView {
  site: SiteLinks;
  backTo: string;
  email?: string;
  errors?: FormErrors<'email'>;
}

/** Asks for the address to mail a link to. The form posts back to the page's own address. */
export function forgotPasswordPage({ site, backTo, email, errors = {} }: ForgotPasswordView) {
  return layout(
    site,
    'Forgot password',
    html`<h1>Reset your password</h1>
      <p class="lead">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      ${formAlert(errors.form)}
      <form method="post" novalidate>
        ${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: email, error: errors.email, autofocus: true })}
        <button class="primary" type="submit">Send reset link</button>
      </form>
      ${backToSignIn(backTo)}`,
  );
}

export interface ResetLinkSentView {
  site: SiteLinks;
  backTo: string;
  email: string;
  minutes: number;
}

/** The one answer to every well-formed request, whether the address has an account or not. */
export function resetLinkSentPage({ site, backTo, email, minutes }: ResetLinkSentView) {
  return layout(
    site,
    'Check your email',
    html`<h1>Check your email</h1>
      <p class="lead" role="status">
        If an account uses <strong>${email}</strong>, a link to choose a new password is on its way
        there. It works once, for ${minutes} minutes.
      </p>
      <p class="hint">
        Nothing after a few minutes? Look in the spam folder, check the address, or ask again.
      </p>
      ${backToSignIn(backTo)}`,
  );
}

/** "Forgot password?" on a server that sends no mail: a link comes from its operator. */
export function resetByOperatorPage({ site, backTo }: { site: SiteLinks; backTo: string }) {
  return layout(
    site,
    'Forgot password',
    html`<h1>Reset your password</h1>
      <p class="lead">
        This Packtrail server does not send email, so a reset link comes from the person who runs
        it. Ask them for one.
      </p>
      <p class="hint">
        They make it with <code>npm run password-reset-link -- you@example.com</code>.
      </p>
      ${backToSignIn(backTo)}`,
  );
}

export interface NewPasswordView {
  site: SiteLinks;
  email: string;
  errors?: FormErrors<'password'>;
}

/** Sets the new password, under the same rules as sign-up; posts back to the link itself. */
export function newPasswordPage({ site, email, errors = {} }: NewPasswordView) {
  return layout(
    site,
    'Choose a new password',
    html`<h1>Choose a new password</h1>
      <p class="lead">For your Packtrail account <strong>${email}</strong>.</p>
      ${formAlert(errors.form)}
      <form method="post" novalidate>
        <input type="email" name="username" autocomplete="username" value="${email}" hidden />
        ${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: NEW_PASSWORD_HINT, error: errors.password, autofocus: true, extra: NEW_PASSWORD_LENGTHS })}
        <button class="primary" type="submit">Save new password</button>
      </form>`,
  );
}

export function passwordChangedPage({ site }: { site: SiteLinks }) {
  return layout(
    site,
    'Password changed',
    html`<h1>Password changed</h1>
      <p class="lead" role="status">
        Your new password is set, and every browser that was signed in to your account has been
        signed out.
      </p>
      <a class="primary button" href="${site.signIn}">Sign in with your new password</a>`,
  );
}

/** A link that is used, expired, replaced by a newer password, or was never one. */
export function resetLinkExpiredPage({ site }: { site: SiteLinks }) {
  return layout(
    site,
    'Link expired',
    html`<h1>This link has expired</h1>
      <p class="lead">
        A password reset link works once, for a short time, and this one cannot be used any more.
        Ask for a new one.
      </p>
      <a class="primary button" href="${site.forgotPassword}">Ask for a new link</a>`,
  );
}
