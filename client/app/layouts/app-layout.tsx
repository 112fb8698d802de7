import { AppHeader } from '@client/app/shell/app-header';
import { BottomNav } from '@client/app/shell/bottom-nav';
import { Shell } from '@client/app/shell/shell';
import { useBottomNavHidden } from './route-handle';

/** The signed-in area: header, the page, and the bottom navigation unless the page hides it. */
export function AppLayout() {
  const hideBottomNav = useBottomNavHidden();
  return <Shell header={<AppHeader />} after={hideBottomNav ? null : <BottomNav />} />;
}
