import { Outlet } from 'react-router';
import { AppHeader } from '@client/app/shell/app-header';
import { BottomNav } from '@client/app/shell/bottom-nav';
import { useBottomNavHidden } from './route-handle';

/** The signed-in area: header, the page, and the bottom navigation unless the page hides it. */
export function AppLayout() {
  const hideBottomNav = useBottomNavHidden();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      {!hideBottomNav && <BottomNav />}
    </div>
  );
}
