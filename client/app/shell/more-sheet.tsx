import { Boxes, ChevronRight, Home, LogOut, Search, type LucideIcon } from 'lucide-react';
import { Dialog } from '@client/components/dialog';
import { IntentLink } from '@client/components/intent-link';
import { ThemeChoice } from '@client/components/theme-choice';
import { fullNameOf, UserAvatar } from '@client/components/user-avatar';
import { useCurrentUser } from '@client/lib/current-user';
import { paths } from '@client/lib/paths';
import { isInArea, MORE_NAV } from './navigation';
import { NavIcon } from './nav-icon';

/** The icon of each area in the sheet, by its path. */
const ICONS: Record<string, LucideIcon> = {
  [paths.home()]: Home,
  [paths.bundles()]: Boxes,
  [paths.search()]: Search,
};

interface MoreSheetProps {
  open: boolean;
  onClose: () => void;
  pathname: string;
}

/**
 * What the bottom navigation has no room for: the other areas, the account, the theme and
 * signing out. A modal sheet (the native <dialog>: focus stays inside, Escape closes, focus
 * goes back to "More"); following a link closes it.
 */
export function MoreSheet({ open, onClose, pathname }: MoreSheetProps) {
  return (
    <Dialog open={open} onClose={onClose} title="More" className="dialog-sheet more-sheet">
      <nav aria-label="More areas">
        <ul className="more-list">
          {MORE_NAV.map(({ label, to, wideOnly }, index) => (
            <li key={to} className={wideOnly ? 'home-width-only' : undefined}>
              <IntentLink
                to={to}
                className="more-link"
                aria-current={isInArea(pathname, to) ? 'page' : undefined}
                data-autofocus={index === firstShownIndex ? true : undefined}
                onClick={onClose}
              >
                <NavIcon icon={ICONS[to]} size={20} />
                <span className="more-link-label">{label}</span>
                <ChevronRight aria-hidden="true" size={18} className="more-link-chevron" />
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="more-theme">
        <span aria-hidden="true">Theme</span>
        <ThemeChoice />
      </div>
      <ul className="more-list more-account">
        <li>
          <AccountRow pathname={pathname} onClose={onClose} />
        </li>
        <li>
          <IntentLink to={paths.logout()} className="more-link" onClick={onClose}>
            <LogOut aria-hidden="true" size={20} />
            <span className="more-link-label">Sign out</span>
          </IntentLink>
        </li>
      </ul>
    </Dialog>
  );
}

/** Home shows only on wide screens, so focus starts on the first area every width shows. */
const firstShownIndex = MORE_NAV.findIndex((item) => !item.wideOnly);

function AccountRow({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  const user = useCurrentUser();
  const to = paths.account();
  return (
    <IntentLink
      to={to}
      className="more-link"
      aria-current={isInArea(pathname, to) ? 'page' : undefined}
      onClick={onClose}
    >
      {user && <UserAvatar user={user} />}
      <span className="more-link-label">
        Account
        {user && <span className="more-link-detail">{fullNameOf(user)}</span>}
      </span>
      <ChevronRight aria-hidden="true" size={18} className="more-link-chevron" />
    </IntentLink>
  );
}
