import '@client/styles/shell.css';
import { Backpack, Compass, Ellipsis, Map, Package, Tent, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { IntentNavLink } from '@client/components/intent-link';
import { lazyPart, PartLoading } from '@client/components/lazy-part';
import { paths } from '@client/lib/paths';
import { BOTTOM_NAV, isInArea, MORE_NAV } from './navigation';
import { NavIcon } from './nav-icon';

/** Not part of any page's first view: loads on intent (a pointer or focus on "More") or a tap. */
const MoreSheet = lazyPart(() => import('./more-sheet').then((module) => module.MoreSheet));

/** The icon of each area in the bar, by its path. */
const ICONS: Record<string, LucideIcon> = {
  [paths.gear()]: Package,
  [paths.packs()]: Backpack,
  [paths.trips()]: Tent,
  [paths.track()]: Compass,
  [paths.map()]: Map,
};

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
  // Mounted from its first opening on, so that it closes (and gives focus back) as a dialog does.
  const [sheetShown, setSheetShown] = useState(false);
  const open = openOn === pathname;
  const inMore = MORE_AREAS.some((to) => isInArea(pathname, to));
  return (
    <>
      <nav className="bottom-nav" aria-label="Main">
        {BOTTOM_NAV.map(({ label, to }) => (
          <IntentNavLink key={to} to={to} className="bottom-nav-link">
            <NavIcon icon={ICONS[to]} size={22} />
            <span>{label}</span>
          </IntentNavLink>
        ))}
        <button
          type="button"
          className={inMore ? 'bottom-nav-link active' : 'bottom-nav-link'}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={MoreSheet.preload}
          onFocus={MoreSheet.preload}
          onClick={() => {
            setSheetShown(true);
            setOpenOn(pathname);
          }}
        >
          <Ellipsis aria-hidden="true" size={22} />
          <span>More</span>
        </button>
      </nav>
      {sheetShown && (
        <PartLoading>
          <MoreSheet.Component open={open} onClose={() => setOpenOn(null)} pathname={pathname} />
        </PartLoading>
      )}
    </>
  );
}
