import { LogOut } from 'lucide-react';
import { MAIN_NAV } from './navigation';
import { SearchLauncher } from './search-launcher';
import { useCurrentUser } from '@client/lib/current-user';
import { paths } from '@client/lib/paths';
import { Brand } from '@client/components/brand';
import { IntentLink, IntentNavLink } from '@client/components/intent-link';
import { ThemeToggle } from '@client/components/theme-toggle';
import { fullNameOf, UserAvatar } from '@client/components/user-avatar';

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
        <SearchLauncher />
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

/** The account page, shown as the signed-in user's picture or initials. */
function AccountLink() {
  const user = useCurrentUser();
  const name = user ? fullNameOf(user) : '';
  return (
    <IntentLink
      to={paths.account()}
      className="avatar-button"
      aria-label={user ? `Account: ${name}` : 'Account'}
      title={name || 'Account'}
    >
      {user ? <UserAvatar user={user} /> : <span aria-hidden="true">?</span>}
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
