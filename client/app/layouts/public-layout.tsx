import { PublicHeader } from '@client/app/shell/app-header';
import { Shell } from '@client/app/shell/shell';

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
