import { LogOut, Search } from 'lucide-react';
import { MAIN_NAV } from './navigation';
import { useCurrentUser, type CurrentUser } from '@client/lib/current-user';
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
        <AccountLink />
        <IntentLink
          to={paths.logout()}
          className="icon-button"
          aria-label="Sign out"
          title="Sign out"
        >
          <LogOut aria-hidden="true" size={20} />
        </IntentLink>
      </div>
    </header>
  );
}

const initials = (user: CurrentUser): string =>
  `${user.givenName.charAt(0)}${user.familyName.charAt(0)}`.toUpperCase() ||
  user.email.charAt(0).toUpperCase();

const fullName = (user: CurrentUser): string =>
  `${user.givenName} ${user.familyName}`.trim() || user.email;

/** The account page, shown as the signed-in user's initials. */
function AccountLink() {
  const user = useCurrentUser();
  const name = user ? fullName(user) : '';
  return (
    <IntentLink
      to={paths.account()}
      className="avatar-button"
      aria-label={user ? `Account: ${name}` : 'Account'}
      title={name || 'Account'}
    >
      <span aria-hidden="true">{user ? initials(user) : '?'}</span>
    </IntentLink>
  );
}

/** The public pages' header: the brand, the theme, and sign-in (or the app, when signed in). */
export function PublicHeader() {
  const user = useCurrentUser();
  return (
    <header className="app-header">
      <Brand to={paths.landing()} />
      <div className="header-actions">
        <ThemeToggle />
        {user ? (
          <IntentLink to={paths.home()} className="button button-primary">
            Open Packtrail
          </IntentLink>
        ) : (
          <IntentLink to={paths.login()} className="button button-primary">
            Sign in
          </IntentLink>
        )}
      </div>
    </header>
  );
}
