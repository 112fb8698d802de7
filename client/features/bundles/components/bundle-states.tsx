import { Boxes, Plus } from 'lucide-react';
import { IntentLink } from '@client/components/intent-link';
import { PageTitle } from '@client/components/page-title';
import { paths } from '@client/lib/paths';

/** Grey cards where the bundles will be, while the list loads. */
export function BundlesSkeleton() {
  return (
    <div className="bundle-skeleton" role="status">
      <span className="visually-hidden">Loading your bundles…</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="bundle-skeleton-card" aria-hidden="true">
          <span className="skeleton-bar bundle-skeleton-title" />
          <span className="skeleton-bar" style={{ width: `${55 + ((index * 13) % 35)}%` }} />
          <span className="skeleton-bar bundle-skeleton-short" />
        </div>
      ))}
    </div>
  );
}

/** A bundle's page before its data is here: its shape, in grey. */
export function BundleSkeleton() {
  return (
    <div className="bundle-skeleton-detail" role="status">
      <span className="visually-hidden">Loading the bundle…</span>
      <span className="skeleton-bar bundle-skeleton-heading" aria-hidden="true" />
      <span className="skeleton-bar" style={{ width: '45%' }} aria-hidden="true" />
      {Array.from({ length: 4 }, (_, index) => (
        <span key={index} className="skeleton-bar bundle-skeleton-row" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A user with no bundles yet: what a bundle is for, and the way to make one. */
export function BundlesEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="message-box bundle-message">
      <Boxes aria-hidden="true" size={40} className="message-box-icon" />
      <h2>No bundles yet</h2>
      <p>
        A cook kit, a first-aid kit: group gear you always carry together; add it to a pack in one
        go.
      </p>
      <p className="muted">
        A pack holding a bundle stays linked to it, so a change to the kit shows in every pack that
        uses it.
      </p>
      <button type="button" className="button button-primary" onClick={onCreate}>
        <Plus aria-hidden="true" size={18} />
        Create your first bundle
      </button>
    </div>
  );
}

/** The address names no bundle of this user's (deleted, mistyped, or someone else's). */
export function BundleNotFound() {
  return (
    <div className="page page-centered bundle-not-found">
      <PageTitle title="Bundle not found" />
      <h1>Bundle not found</h1>
      <p className="page-lead">
        There is no bundle of yours at this address. It may have been deleted, or the link may be
        wrong.
      </p>
      <IntentLink to={paths.bundles()} className="button button-primary">
        Go to your bundles
      </IntentLink>
    </div>
  );
}
