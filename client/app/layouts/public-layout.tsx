import { Outlet } from 'react-router';
import { PublicHeader } from '@client/app/shell/app-header';

/** Pages anyone can see: the landing page, sign-in steps and public shares. */
export function PublicLayout() {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <span>Packtrail: plan lighter, pack smarter.</span>
      </footer>
    </div>
  );
}
