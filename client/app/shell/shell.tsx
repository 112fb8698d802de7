import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

/** A page frame: the skip link, a header, the routed page in <main>, and what goes below. */
export function Shell({ header, after }: { header: ReactNode; after?: ReactNode }) {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {header}
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      {after}
    </div>
  );
}
