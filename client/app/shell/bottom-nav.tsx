import { BOTTOM_NAV } from './navigation';
import { IntentNavLink } from '@client/components/intent-link';

/** The thumb-reachable navigation on screens up to 1024 px wide (CSS hides it on wider ones). */
export function BottomNav() {
  return (
    <nav className="bottom-nav" aria-label="Main">
      {BOTTOM_NAV.map(({ label, to, icon: Icon }) => (
        <IntentNavLink key={to} to={to} className="bottom-nav-link">
          <Icon aria-hidden="true" size={22} />
          <span>{label}</span>
        </IntentNavLink>
      ))}
    </nav>
  );
}
