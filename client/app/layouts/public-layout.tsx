import { PublicHeader } from '@client/app/shell/app-header';
import { Shell } from '@client/app/shell/shell';
import { readCurrentUser } from '@client/lib/current-user';

/** Pages anyone can see: the landing page, sign-in steps and public shares. */
export function PublicLayout() {
  return (
    <Shell
      header={<PublicHeader />}
      after={
        <footer className="site-footer">
          <span>Packtrail: plan lighter, pack smarter.</span>
        </footer>
      }
    />
  );
}

/**
 * The first load of a visitor's page, while its code loads: the header at once (not the footer,
 * which the page would then push down). Nothing when a user is stored: the start page sends
 * them home.
 */
export function PublicLayoutLoading() {
  return readCurrentUser() ? null : <Shell header={<PublicHeader />} />;
}
