import '@client/styles/shell.css';
import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { IntentNavLink } from '@client/components/intent-link';
import { paths } from '@client/lib/paths';
import { BOTTOM_NAV, isInArea, MORE_NAV } from './navigation';
import { MoreSheet } from './more-sheet';

/** The areas behind "More", and the account: "More" is marked while one of them shows. */
const MORE_AREAS = [...MORE_NAV.map((item) => item.to), paths.account()];

/**
 * The thumb-reachable navigation on screens up to 1024 px wide (CSS hides it on wider ones):
 * five areas, and "More" for everything else.
 */
export function BottomNav() {
  const { pathname } = useLocation();
  // The sheet belongs to the page it was opened on: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const inMore = MORE_AREAS.some((to) => isInArea(pathname, to));
  return (
    <>
      <nav className="bottom-nav" aria-label="Main">
        {BOTTOM_NAV.map(({ label, to, icon: Icon }) => (
          <IntentNavLink key={to} to={to} className="bottom-nav-link">
            <Icon aria-hidden="true" size={22} />
            <span>{label}</span>
          </IntentNavLink>
        ))}
        <button
          type="button"
          className={inMore ? 'bottom-nav-link active' : 'bottom-nav-link'}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpenOn(pathname)}
        >
          <Ellipsis aria-hidden="true" size={22} />
          <span>More</span>
        </button>
      </nav>
      <MoreSheet open={open} onClose={() => setOpenOn(null)} pathname={pathname} />
    </>
  );
}
