import { ExternalLink } from 'lucide-react';
import { IntentLink } from '@client/components/intent-link';
import { useAccount } from '@client/lib/api/account';
import { paths } from '@client/lib/paths';
import { CopyField } from './copy-field';
import { packEmbedCode } from './embed-code';
import type { ShareTarget } from './types';

/** The public address of what is shared, absolute (it is pasted elsewhere). */
export function publicUrl(target: ShareTarget, username: string, origin: string): string {
  const path =
    target.kind === 'pack'
      ? paths.publicPack(username, target.slug)
      : paths.publicTrip(username, target.id);
  return `${origin}${path}`;
}

/** Whether the profile lists it, or it is reachable by its link alone. */
function ProfileNote({ username, what }: { username: string; what: string }) {
  const { data: account } = useAccount();
  if (!account) return null;
  return account.profilePublic ? (
    <p className="field-hint">
      Your public profile,{' '}
      <a href={paths.publicProfile(username)} target="_blank" rel="noopener noreferrer">
        /u/{username}
      </a>
      , lists it too.
    </p>
  ) : (
    <p className="field-hint">
      Your profile is private, so no profile page lists this {what}; its link still opens it for
      anyone. Turn the profile on in <IntentLink to={paths.account()}>your account</IntentLink>.
    </p>
  );
}

/**
 * What a public pack or trip offers: its link to copy or open, and for a pack the embed code a
 * blog pastes. A pack's link ends with its slug, which its details can rename.
 */
export function ShareLink({ target, username }: { target: ShareTarget; username: string }) {
  const origin = window.location.origin;
  const url = publicUrl(target, username, origin);
  return (
    <div className="share-public">
      <CopyField label="Public link" value={url} copyLabel="Copy the link" copiedText="Link copied">
        <a className="button button-small" href={url} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" size={16} />
          Open<span className="visually-hidden"> the public page (opens in a new tab)</span>
        </a>
      </CopyField>
      {target.kind === 'pack' && (
        <p className="field-hint">
          The link ends with the pack’s slug, <code>{target.slug}</code>. Renaming the slug in the
          pack’s details changes the link, and the old one stops working.
        </p>
      )}
      <ProfileNote username={username} what={target.kind} />
      {target.kind === 'pack' && (
        <CopyField
          label="Embed code"
          value={packEmbedCode({ origin, username, slug: target.slug, packName: target.name })}
          copyLabel="Copy the embed code"
          copiedText="Embed code copied"
          hint="Paste it into a blog post or a web page to show the pack there."
          multiline
        />
      )}
    </div>
  );
}
