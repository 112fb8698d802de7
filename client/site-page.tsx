import { PublicFrame } from '@client/features/public/pages';
import { LandingPage, MarketingPage } from '@client/features/marketing/pages';

/** The visitor's pages the server renders once, as they hold no one's data. */
export type SitePageKind = 'landing' | 'marketing';

/**
 * The start page or /marketing in the signed-out frame, rendered by the server
 * (client/public-render.tsx) and never hydrated: nothing on them needs React in the browser
 * (client/site-main.ts runs the start rule and the theme only).
 */
export function SitePageView({ kind }: { kind: SitePageKind }) {
  return <PublicFrame>{kind === 'landing' ? <LandingPage /> : <MarketingPage />}</PublicFrame>;
}
