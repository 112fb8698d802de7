import { AppHeader } from '@client/app/shell/app-header';
import { BottomNav } from '@client/app/shell/bottom-nav';
import { Shell } from '@client/app/shell/shell';
import { readCurrentUser } from '@client/lib/current-user';
import { useBottomNavHidden } from './route-handle';

/** The signed-in area: header, the page, and the bottom navigation unless the page hides it. */
export function AppLayout() {
  const hideBottomNav = useBottomNavHidden();
  return <Shell header={<AppHeader />} after={hideBottomNav ? null : <BottomNav />} />;
}

/**
 * The first load of a signed-in page, while its code (and any data its route starts) loads:
 * the frame at once, so the page paints its header a round trip or two before the screen
 * itself. Nothing for a visitor with no stored user, whom the route sends to sign in.
 */
export function AppLayoutLoading() {
  return readCurrentUser() ? <Shell header={<AppHeader />} after={<BottomNav />} /> : null;
}
