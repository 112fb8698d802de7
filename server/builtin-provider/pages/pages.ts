import { html, trusted, type SafeHtml } from './html.js';
import { PAGE_STYLES } from './page-styles.js';

/** Field-level messages, plus one for the whole form (e.g. too many attempts). */
export type FormErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

export interface InteractionLinks {
  /** The sign-in page (GET) and where its form posts. */
  signIn: string;
  login: string;
  signUp: string;
  register: string;
  abort: string;
}

const LOGO = html`<svg
  viewBox="0 0 32 32"
  width="32"
  height="32"
  aria-hidden="true"
  focusable="false"
>
  <rect width="32" height="32" rx="7" fill="var(--brand)" />
  <path d="M6 24 13 10l5 9 3-5 5 10z" fill="var(--brand-contrast)" />
</svg>`;

function layout(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="robots" content="noindex" />
        <title>${title} · Packtrail</title>
        <style>
          ${trusted(PAGE_STYLES)}
        </style>
      </head>
      <body>
        <main>
          <div class="brand">${LOGO}<span>Packtrail</span></div>
          ${body}
        </main>
      </body>
    </html> `.value;
}

interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  error?: string;
  hint?: string;
  autofocus?: boolean;
  extra?: SafeHtml;
}

function field(options: FieldOptions): SafeHtml {
  const { name, label, type, autocomplete, value, error, hint, autofocus, extra } = options;
  const id = `field-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return html`<div class="field">
    <label for="${id}">${label}</label>
    <input
      id="${id}"
      name="${name}"
      type="${type}"
      autocomplete="${autocomplete}"
      required
      ${type === 'password' ? '' : html`value="${value ?? ''}"`}
      ${described ? html`aria-describedby="${described}"` : ''}
      ${error ? html`aria-invalid="true"` : ''}
      ${autofocus ? html`autofocus` : ''}
      ${extra}
    />
    ${hint ? html`<p class="hint" id="${id}-hint">${hint}</p>` : ''}
    ${error ? html`<p class="error" id="${id}-error">${error}</p>` : ''}
  </div>`;
}

const formAlert = (message: string | undefined): SafeHtml | string =>
  message ? html`<p class="alert" role="alert">${message}</p>` : '';

const cancelForm = (links: InteractionLinks): SafeHtml =>
  html`<form class="cancel" method="post" action="${links.abort}">
    <button class="quiet" type="submit">Cancel</button>
  </form>`;

/** The first field with an error gets the focus, else the first field. */
const focusFirst = <Field extends string>(
  fields: readonly Field[],
  errors: FormErrors<Field>,
): Field | undefined => fields.find((name) => errors[name]) ?? fields[0];

export interface SignInView {
  links: InteractionLinks;
  email?: string;
  errors?: FormErrors<'email' | 'password'>;
}

export function signInPage({ links, email, errors = {} }: SignInView): string {
  const focus = focusFirst(['email', 'password'] as const, errors);
  return layout(
    'Sign in',
    html`<h1>Sign in to Packtrail</h1>
      <p class="lead">Use the email and password of your Packtrail account.</p>
      ${formAlert(errors.form)}
      <form method="post" action="${links.login}" novalidate>
        ${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: email, error: errors.email, autofocus: focus === 'email' })}
        ${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: errors.password, autofocus: focus === 'password' })}
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
  links: InteractionLinks;
  values?: SignUpValues;
  errors?: FormErrors<SignUpField>;
}

export function signUpPage({ links, values = {}, errors = {} }: SignUpView): string {
  const focus = focusFirst(['givenName', 'familyName', 'email', 'password'] as const, errors);
  const lengths = html`minlength="8" maxlength="128"`;
  return layout(
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
        ${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: 'At least 8 characters.', error: errors.password, autofocus: focus === 'password', extra: lengths })}
        <button class="primary" type="submit">Create account</button>
      </form>
      <p class="switch">Already have an account? <a href="${links.signIn}">Sign in</a></p>
      ${cancelForm(links)}`,
  );
}

export interface MessageView {
  title: string;
  message: string;
  /** Where "Back to Packtrail" goes. */
  homeUrl: string;
  /** A short technical reason (an OAuth error code), shown small. */
  detail?: string;
}

/** Errors and dead ends: an expired sign-in, a bad authorization request. */
/** What a page says while the database does not answer (answered 503 with Retry-After). */
export const UNAVAILABLE_VIEW = {
  title: 'Sign-in is not available',
  message: 'Sign-in is not available right now. Try again in a moment.',
} as const;

export function messagePage({ title, message, homeUrl, detail }: MessageView): string {
  return layout(
    title,
    html`<h1>${title}</h1>
      <p class="lead">${message}</p>
      ${detail ? html`<p class="hint">Details: <code>${detail}</code></p>` : ''}
      <p class="switch"><a href="${homeUrl}">Back to Packtrail</a></p>`,
  );
}
