import { Search, UserRound } from 'lucide-react';
import { MAIN_NAV } from './navigation';
import { paths } from '@client/lib/paths';
import { Brand } from '@client/components/brand';
import { IntentLink, IntentNavLink } from '@client/components/intent-link';
import { ThemeToggle } from '@client/components/theme-toggle';

/** The signed-in area's header: every area on wide screens, search and account on small ones. */
export function AppHeader() {
  return (
    <header className="app-header">
      <Brand to={paths.home()} />
      <nav className="header-nav" aria-label="Areas">
        {MAIN_NAV.map(({ label, to }) => (
          <IntentNavLink key={to} to={to} className="header-nav-link">
            {label}
          </IntentNavLink>
        ))}
      </nav>
      <div className="header-actions">
        <IntentLink
          to={paths.search()}
          className="icon-button small-screen-only"
          aria-label="Search"
        >
          <Search aria-hidden="true" size={20} />
        </IntentLink>
        <ThemeToggle />
        <IntentLink to={paths.account()} className="icon-button" aria-label="Account">
          <UserRound aria-hidden="true" size={20} />
        </IntentLink>
      </div>
    </header>
  );
}

/** The public pages' header: the brand, sign-in and the theme. */
export function PublicHeader() {
  return (
    <header className="app-header">
      <Brand to={paths.landing()} />
      <div className="header-actions">
        <ThemeToggle />
        <IntentLink to={paths.login()} className="button button-primary">
          Sign in
        </IntentLink>
      </div>
    </header>
  );
}
