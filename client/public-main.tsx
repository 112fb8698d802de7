import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startWithStoredUser } from '@client/lib/start';
import { applyTheme, onSystemThemeChange, readStoredTheme, resolveTheme } from '@client/lib/theme';
import { loadTripMap, showsPlaces } from '@client/features/public/components/trip-map-box';
import { PAGE_DATA_ELEMENT_ID, PublicPageView, type PublicPageData } from './public-page';

/**
 * The public pages' own entry (a bundle of its own: React and the page components, no router,
 * SWR or shell): hydrates what the server rendered from the data it inlined, once the spec's
 * start has run (a stored user reloads the page into the signed-in app; client/lib/start.ts).
 */
function start(): void {
  const root = document.getElementById('root');
  const data = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!root || !data) throw new Error('No server-rendered page to start');
  const page = JSON.parse(data) as PublicPageData;
  // The embed is always server-rendered (it is framed by other sites, where no session cookie
  // comes): reloading could never bring a signed-in view, only sign a stored user out.
  const serverRendered = root.hasAttribute('data-server-rendered') && page.kind !== 'embed';
  const path = window.location.pathname;
  if (
    startWithStoredUser({ serverRendered, path, reload: () => window.location.reload() }) ===
    'reload'
  )
    return;
  // /theme-init.js set the theme before the first paint; 'system' follows the system from here.
  if (readStoredTheme() === 'system') {
    onSystemThemeChange((prefersDark) => applyTheme(resolveTheme('system', prefersDark)));
  }
  if (page.kind === 'trip' && showsPlaces(page.trip.route?.points ?? [], page.trip.waypoints)) {
    // Offline or a stale chunk: the outline stays (the map box says nothing more).
    loadTripMap().catch(() => undefined);
  }
  // In a transition, hydration yields to the browser every few milliseconds instead of taking
  // the main thread for the whole page at once (a 500-line pack's was one task of 0.2 s, 0.9 s
  // on a throttled phone): the page is already drawn, and a tap during hydration is replayed.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <PublicPageView page={page} />
      </StrictMode>,
    );
  });
}

start();
