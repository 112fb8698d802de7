/** The dark palette, for a stored `dark` theme and for `system` (or none) on a dark system. */
const DARK = `
    --bg: #000000;
    --surface: #171c19;
    --text: #eef2ef;
    --text-muted: #a9b4ae;
    --border: #2b332f;
    --input-border: #7d8a83;
    --brand: #3fae7a;
    --brand-strong: #5cc493;
    --brand-contrast: #04140c;
    --focus: #7aa7ff;
    --danger: #ff7a6e;
    --shadow: 0 1px 2px rgb(0 0 0 / 0.5), 0 4px 16px rgb(0 0 0 / 0.4);
    color-scheme: dark;`;

/**
 * The sign-in pages' stylesheet, inline in each page (the CSP allows inline styles, and the pages
 * must not depend on the client build). Same tokens as client/styles/global.css. The theme is
 * the app's: the pages' script puts the stored choice on <html> (`light` or `dark`) before the
 * first paint; with `system`, no choice or no script, the system's setting decides.
 */
export const PAGE_STYLES = `
:root {
  --bg: #f5f6f4;
  --surface: #ffffff;
  --text: #16201b;
  --text-muted: #4d5a53;
  --border: #d9ded9;
  --input-border: #6b776f;
  --brand: #1f6f4a;
  --brand-strong: #175a3b;
  --brand-contrast: #ffffff;
  --focus: #2563eb;
  --danger: #b42318;
  --shadow: 0 1px 2px rgb(0 0 0 / 0.06), 0 4px 16px rgb(0 0 0 / 0.06);
  --font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  color-scheme: light;
}
:root.dark {${DARK}
}
@media (prefers-color-scheme: dark) {
  :root:not(.light) {${DARK}
  }
}
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  min-height: 100vh;
  padding: 24px 16px 48px;
  background: var(--bg);
  color: var(--text);
  font-family: var(--font);
  font-size: 16px;
  line-height: 1.5;
}
.site { max-width: 420px; margin: 0 auto 16px; }
.site a { display: inline-block; padding: 10px 0; color: var(--text-muted); font-weight: 600; }
.site a:hover { color: var(--text); }
main {
  max-width: 420px;
  margin: 0 auto;
  padding: 32px 28px;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: 12px;
  box-shadow: var(--shadow);
}
.brand {
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 24px;
  font-size: 1.125rem;
  font-weight: 700;
}
h1 { margin: 0 0 8px; font-size: 1.5rem; line-height: 1.2; }
.lead { margin: 0 0 24px; color: var(--text-muted); }
.field { margin-bottom: 18px; }
label { display: block; margin-bottom: 6px; font-weight: 600; }
input {
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid var(--input-border);
  border-radius: 8px;
  background: var(--surface);
  color: var(--text);
  font: inherit;
}
input[aria-invalid='true'] { border: 2px solid var(--danger); }
.secret { display: flex; gap: 8px; }
.secret input { flex: 1; min-width: 0; }
.reveal {
  min-width: 72px;
  padding: 8px 12px;
  border: 1px solid var(--input-border);
  background: var(--surface);
  color: var(--text);
}
.reveal:hover { border-color: var(--text); }
.forgot { margin: -8px 0 18px; text-align: right; }
.hint { margin: 6px 0 0; color: var(--text-muted); font-size: 0.875rem; }
.error { margin: 6px 0 0; color: var(--danger); font-size: 0.9375rem; font-weight: 600; }
.alert {
  margin: 0 0 20px;
  padding: 10px 12px;
  border: 1px solid var(--danger);
  border-radius: 8px;
  color: var(--danger);
  font-weight: 600;
}
.name-row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
button {
  min-height: 44px;
  border-radius: 8px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.primary {
  width: 100%;
  margin-top: 6px;
  padding: 10px 16px;
  border: 0;
  background: var(--brand);
  color: var(--brand-contrast);
}
.primary:hover { background: var(--brand-strong); }
a.button {
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  border-radius: 8px;
  font-weight: 600;
  text-decoration: none;
}
.quiet {
  padding: 8px 4px;
  border: 0;
  background: none;
  color: var(--text-muted);
  text-decoration: underline;
}
.switch { margin: 24px 0 0; text-align: center; }
.cancel { margin-top: 8px; text-align: center; }
a { color: var(--brand-strong); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
code { font-size: 0.875rem; overflow-wrap: anywhere; }
strong { overflow-wrap: anywhere; }
@media (max-width: 480px) {
  body { padding: 8px 12px 16px; }
  .site { margin-bottom: 8px; }
  main { padding: 24px 18px; }
  .name-row { grid-template-columns: 1fr; gap: 0; }
}
`;
