import '@client/styles/public-frame.css';
import '@client/styles/site.css';
import { analytics } from '@client/lib/analytics';
import { startWithStoredUser } from '@client/lib/start';
import { applyTheme, onSystemThemeChange, readStoredTheme, resolveTheme } from '@client/lib/theme';

/**
 * The start page's and /marketing's script (built apart: vite build --mode site). The server
 * rendered the page whole and no React runs here: only the spec's start (a stored user reloads
 * the page, and the server, seeing the session, answers with the app), the page view for
 * product analytics, as the app counts its pages, and the theme following the system. Its stylesheets are the page's: the server inlines them in the document.
 */
function start(): void {
  const reload = () => window.location.reload();
  const path = window.location.pathname;
  if (startWithStoredUser({ serverRendered: true, path, reload }) === 'reload') return;
  analytics.pageview(path);
  if (readStoredTheme() === 'system') {
    onSystemThemeChange((prefersDark) => applyTheme(resolveTheme('system', prefersDark)));
  }
}

start();
