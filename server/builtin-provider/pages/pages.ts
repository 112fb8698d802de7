import { NEW_PASSWORD_HINT, PASSWORD_MAX, PASSWORD_MIN } from '../password-rules.js';
import { html, type SafeHtml } from './html.js';
import { field, focusFirst, formAlert, layout, type FormErrors, type SiteLinks } from './layout.js';

export type { FormErrors, SiteLinks } from './layout.js';

/** Where a sign-in's pages link and post, under its interaction. */
export interface InteractionLinks {
  /** The sign-in page (GET) and where its form posts. */
  signIn: string;
  login: string;
  signUp: string;
  register: string;
  abort: string;
  /** "Forgot password?", which links back to this sign-in. */
  forgotPassword: string;
}

/** The browser's own length limits for a new password, the same as the server's. */
export const NEW_PASSWORD_LENGTHS = html`minlength="${PASSWORD_MIN}" maxlength="${PASSWORD_MAX}"`;

const cancelForm = (links: InteractionLinks): SafeHtml =>
  html`<form class="cancel" method="post" action="${links.abort}">
    <button class="quiet" type="submit">Cancel</button>
  </form>`;

export interface SignInView {
  site: SiteLinks;
  links: InteractionLinks;
  email?: string;
  errors?: FormErrors<'email' | 'password'>;
}

export function signInPage({ site, links, email, errors = {} }: SignInView): string {
  const focus = focusFirst(['email', 'password'] as const, errors);
  return layout(
    site,
    'Sign in',
    html`<h1>Sign in to Packtrail</h1>
      <p class="lead">Use the email and password of your Packtrail account.</p>
      ${formAlert(errors.form)}
      <form method="post" action="${links.login}" novalidate>
        ${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: email, error: errors.email, autofocus: focus === 'email' })}
        ${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: errors.password, autofocus: focus === 'password' })}
        <p class="forgot"><a href="${links.forgotPassword}">Forgot password?</a></p>
        <button class="primary" type="submit">Sign in</button>
      </form>
      <p class="switch">New to Packtrail? <a href="${links.signUp}">Create an account</a></p>
      ${cancelForm(links)}`,
  );
}

export interface SignUpValues {
  email?: string;
  givenName?: string;
  familyName?: string;
}

export type SignUpField = 'email' | 'password' | 'givenName' | 'familyName';

export interface SignUpView {
  site: SiteLinks;
  links: InteractionLinks;
  values?: SignUpValues;
  errors?: FormErrors<SignUpField>;
}

export function signUpPage({ site, links, values = {}, errors = {} }: SignUpView): string {
  const focus = focusFirst(['givenName', 'familyName', 'email', 'password'] as const, errors);
  return layout(
    site,
    'Create an account',
    html`<h1>Create your Packtrail account</h1>
      <p class="lead">Your gear, packs and trips, in one place.</p>
      ${formAlert(errors.form)}
      <form method="post" action="${links.register}" novalidate>
        <div class="name-row">
          ${field({ name: 'givenName', label: 'Given name', type: 'text', autocomplete: 'given-name', value: values.givenName, error: errors.givenName, autofocus: focus === 'givenName', extra: html`maxlength="100"` })}
          ${field({ name: 'familyName', label: 'Family name', type: 'text', autocomplete: 'family-name', value: values.familyName, error: errors.familyName, autofocus: focus === 'familyName', extra: html`maxlength="100"` })}
        </div>
        ${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: values.email, error: errors.email, autofocus: focus === 'email' })}
        ${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: NEW_PASSWORD_HINT, error: errors.password, autofocus: focus === 'password', extra: NEW_PASSWORD_LENGTHS })}
        <button class="primary" type="submit">Create account</button>
      </form>
      <p class="switch">Already have an account? <a href="${links.signIn}">Sign in</a></p>
      ${cancelForm(links)}`,
  );
}

export interface MessageView {
  site: SiteLinks;
  title: string;
  message: string;
  /** A short technical reason (an OAuth error code), shown small. */
  detail?: string;
}

/** What a page says while the database does not answer (answered 503 with Retry-After). */
export const UNAVAILABLE_VIEW = {
  title: 'Sign-in is not available',
  message: 'Sign-in is not available right now. Try again in a moment.',
} as const;

/** Errors and dead ends: an expired sign-in, a bad authorization request. */
export function messagePage({ site, title, message, detail }: MessageView): string {
  return layout(
    site,
    title,
    html`<h1>${title}</h1>
      <p class="lead">${message}</p>
      ${detail ? html`<p class="hint">Details: <code>${detail}</code></p>` : ''}
      <p class="switch"><a href="${site.home}">Back to Packtrail</a></p>`,
  );
}
