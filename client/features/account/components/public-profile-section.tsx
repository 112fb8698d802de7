import { ExternalLink } from 'lucide-react';
import { SwitchField } from '@client/components/switch-field';
import { paths } from '@client/lib/paths';
import type { Account } from '@client/features/account/api/types';
import { usePublicProfile } from '@client/features/account/hooks/use-public-profile';

/**
 * The public profile page (/u/username: the public packs and trips) on or off, and whether
 * search engines may index the public pages. Without a username there is no profile address:
 * the section asks for one first.
 */
export function PublicProfileSection({ account }: { account: Account }) {
  const settings = usePublicProfile(account);
  const { username } = account;
  return (
    <section className="account-card" aria-labelledby="public-profile-heading">
      <header className="account-card-header">
        <h2 id="public-profile-heading">Public profile</h2>
        <p className="muted">
          A page listing the packs and trips you made public. Those open by their own links either
          way.
        </p>
      </header>
      <div className="public-profile-rows">
        {!username && (
          <p className="public-profile-ask">
            Choose a username under <strong>Public username</strong> first: your profile’s address
            is made of it.
          </p>
        )}
        <SwitchField
          label={`Show my public profile at /u/${username ?? 'your-username'}`}
          hint={
            settings.profilePublic
              ? 'Anyone can see your name, picture and public packs and trips there.'
              : 'Off: that address answers “Not Found”.'
          }
          checked={settings.profilePublic}
          disabled={!username && !settings.profilePublic}
          busy={settings.saving}
          onChange={settings.setProfilePublic}
        />
        {settings.profilePublic && username && (
          <p className="public-profile-link">
            <a href={paths.publicProfile(username)} target="_blank" rel="noopener noreferrer">
              View your public profile
              <ExternalLink aria-hidden="true" size={14} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        )}
        <SwitchField
          label="Let search engines index my public pages"
          hint={
            settings.searchIndexing
              ? 'Search engines may list your public profile, packs and trips.'
              : 'Off: your public pages are marked noindex, so search engines leave them out.'
          }
          checked={settings.searchIndexing}
          busy={settings.saving}
          onChange={settings.setSearchIndexing}
        />
      </div>
    </section>
  );
}
