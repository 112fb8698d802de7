import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PublicPageView, type PublicPageData } from './public-page';
import { SitePageView, type SitePageKind } from './site-page';

export type { PublicPageData, SitePageKind };

/**
 * The server's rendering of a public page (built by `vite build --ssr` into
 * dist/ssr/public-render.js, imported by server/public-pages/): the HTML that goes inside
 * <div id="root">, from the same components client/public-main.tsx hydrates.
 */
export function renderPublicPage(page: PublicPageData): string {
  return renderToString(
    <StrictMode>
      <PublicPageView page={page} />
    </StrictMode>,
  );
}

/** The start page or /marketing, for inside <div id="root"> (never hydrated). */
export function renderSitePage(kind: SitePageKind): string {
  return renderToString(
    <StrictMode>
      <SitePageView kind={kind} />
    </StrictMode>,
  );
}
