import { createHash } from 'node:crypto';
import express, { type Router } from 'express';

/**
 * The one script of the sign-in pages, a file of their own origin because the CSP runs no
 * inline script. In <head>, so it runs before the first paint:
 *
 * - the theme: the app's stored choice (client/lib/theme.ts, `vite-ui-theme`) puts `light` or
 *   `dark` on <html>; `system` or nothing leaves the stylesheet to follow prefers-color-scheme,
 *   which is also what a page without script does;
 * - Show/Hide buttons beside password fields: rendered `hidden`, shown only when this runs, and
 *   the field is masked again on submit so no browser keeps it as plain text.
 */
const PAGE_SCRIPT = `(function () {
  'use strict';
  try {
    var theme = localStorage.getItem('vite-ui-theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.classList.add(theme);
  } catch (error) {
    // Storage can be blocked; the system's setting applies.
  }

  function setUpReveal(button) {
    var input = document.getElementById(button.getAttribute('data-reveals'));
    if (!input) return;
    function show(visible) {
      input.type = visible ? 'text' : 'password';
      button.textContent = visible ? 'Hide' : 'Show';
      button.setAttribute('aria-label', visible ? 'Hide password' : 'Show password');
    }
    button.addEventListener('click', function () {
      show(input.type === 'password');
    });
    if (input.form) input.form.addEventListener('submit', function () { show(false); });
    button.hidden = false;
  }

  function setUp() {
    Array.prototype.forEach.call(document.querySelectorAll('button[data-reveals]'), setUpReveal);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', setUp);
  else setUp();
})();
`;

/** The app's favicon (client/public/favicon.svg): the pages must not depend on the client build. */
const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1f6f4a"/><path d="M6 24 13 10l5 9 3-5 5 10z" fill="#fff"/></svg>';

interface PageAsset {
  /** The file name, with a hash of the content: a new content is a new name. */
  name: string;
  type: string;
  body: string;
}

const asset = (base: string, extension: string, type: string, body: string): PageAsset => {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return { name: `${base}-${hash}.${extension}`, type, body };
};

export const PAGE_ASSETS = {
  script: asset('pages', 'js', 'text/javascript; charset=utf-8', PAGE_SCRIPT),
  favicon: asset('favicon', 'svg', 'image/svg+xml', FAVICON),
} as const;

const BY_NAME = new Map<string, PageAsset>(
  Object.values(PAGE_ASSETS).map((file) => [file.name, file]),
);

/** Serves the assets under `<mount>/assets/<name>`, cached for a year (their names change). */
export function pageAssetsRouter(): Router {
  const router = express.Router();
  router.get('/:name', (request, response, next) => {
    const file = BY_NAME.get(String(request.params.name));
    if (!file) return next();
    response
      .status(200)
      .type(file.type)
      .set('Cache-Control', 'public, max-age=31536000, immutable')
      .send(file.body);
  });
  return router;
}
