import '@client/styles/public.css';
import { useSyncExternalStore, type ReactNode } from 'react';
import { paths } from '@client/lib/paths';

const unsubscribe = () => undefined;
const noChanges = () => unsubscribe;
const addressNow = () => window.location.pathname + window.location.search;
const nothingOnServer = () => undefined;

export interface PublicFrameProps {
  children: ReactNode;
  /**
   * Where "Sign in" brings the visitor back to (this page's path and query). Without it the
   * link says /login and, once the page runs, points back to the page it is on.
   */
  redirectTo?: string;
}

/**
 * The frame of a public page for a visitor who is not signed in (the signed-in app has its
 * own): the skip link, a header with the logo and "Sign in", the page in <main>, a footer.
 * Light and dark by the system's preference or the app's theme class.
 */
export function PublicFrame({ children, redirectTo }: PublicFrameProps) {
  // The server (and hydration) say nothing; the browser then fills in where the page is.
  const here = useSyncExternalStore(noChanges, addressNow, nothingOnServer);
  return (
    <div className="public-frame">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="public-header">
        <a className="brand" href={paths.landing()} aria-label="Packtrail home">
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="var(--brand)" />
            <path d="M6 24 13 10l5 9 3-5 5 10z" fill="var(--brand-contrast)" />
          </svg>
          <span>Packtrail</span>
        </a>
        <a className="button button-primary" href={paths.login(redirectTo ?? here)}>
          Sign in
        </a>
      </header>
      <main id="main" className="public-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <span>Packtrail: plan lighter, pack smarter.</span>
      </footer>
    </div>
  );
}
