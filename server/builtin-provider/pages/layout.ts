import { html, trusted, type SafeHtml } from './html.js';
import { PAGE_ASSETS } from './page-assets.js';
import { PAGE_STYLES } from './page-styles.js';

/** Field-level messages, plus one for the whole form (e.g. too many attempts). */
export type FormErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

/** Addresses every page needs, all from PUBLIC_URL and the provider's mount (never a Host header). */
export interface SiteLinks {
  /** The app's home page: "Back to Packtrail". */
  home: string;
  /** The app's sign-in route, which starts a fresh sign-in. */
  signIn: string;
  /** Where the provider serves its pages' script and favicon (`/oidc/assets`). */
  assets: string;
  /** The "Forgot password?" page outside a sign-in (from an expired link). */
  forgotPassword: string;
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

/** A whole page: the card with the brand, under a link back to the site. */
export function layout(site: SiteLinks, title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="robots" content="noindex" />
        <meta
          name="description"
          content="${title}: Packtrail's own sign-in, for your gear library, packs and trips."
        />
        <title>${title} · Packtrail</title>
        <link rel="icon" type="image/svg+xml" href="${site.assets}/${PAGE_ASSETS.favicon.name}" />
        <script src="${site.assets}/${PAGE_ASSETS.script.name}"></script>
        <style>
          ${trusted(PAGE_STYLES)}
        </style>
      </head>
      <body>
        <nav class="site" aria-label="Site">
          <a href="${site.home}"><span aria-hidden="true">←</span> Back to Packtrail</a>
        </nav>
        <main>
          <div class="brand">${LOGO}<span>Packtrail</span></div>
          ${body}
        </main>
      </body>
    </html> `.value;
}

export interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  error?: string;
  /** Shown under the field until there is an error, which says it instead. */
  hint?: string;
  autofocus?: boolean;
  extra?: SafeHtml;
}

/** Show/Hide for a password field: hidden until the pages' script wires it up. */
const revealButton = (id: string): SafeHtml =>
  html`<button
    class="reveal"
    type="button"
    data-reveals="${id}"
    aria-controls="${id}"
    aria-label="Show password"
    hidden
  >
    Show
  </button>`;

export function field(options: FieldOptions): SafeHtml {
  const { name, label, type, autocomplete, value, error, autofocus, extra } = options;
  const id = `field-${name}`;
  // The error replaces the hint: "Use at least 8 characters." under "At least 8 characters."
  // would say the same thing twice.
  const hint = error ? undefined : options.hint;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const input = html`<input
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
  />`;
  return html`<div class="field">
    <label for="${id}">${label}</label>
    ${type === 'password' ? html`<div class="secret">${input}${revealButton(id)}</div>` : input}
    ${hint ? html`<p class="hint" id="${id}-hint">${hint}</p>` : ''}
    ${error ? html`<p class="error" id="${id}-error">${error}</p>` : ''}
  </div>`;
}

export const formAlert = (message: string | undefined): SafeHtml | string =>
  message ? html`<p class="alert" role="alert">${message}</p>` : '';

/** The first field with an error gets the focus, else the first field. */
export const focusFirst = <Field extends string>(
  fields: readonly Field[],
  errors: FormErrors<Field>,
): Field | undefined => fields.find((name) => errors[name]) ?? fields[0];
