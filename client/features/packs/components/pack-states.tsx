import { PackageSearch } from 'lucide-react';
import { IntentLink } from '@client/components/intent-link';
import { LoadError } from '@client/components/load-error';
import { paths } from '@client/lib/paths';

/** The page's shape in grey while the pack loads. */
export function PackSkeleton() {
  return (
    <div className="page pack-page" role="status" aria-live="polite">
      <span className="visually-hidden">Loading the pack…</span>
      <div className="pack-skeleton" aria-hidden="true">
        <span className="skeleton-bar" style={{ width: '30%', height: 28 }} />
        <span className="skeleton-bar" style={{ width: '55%' }} />
        <div className="pack-skeleton-body">
          <div>
            {Array.from({ length: 6 }, (_, index) => (
              <span
                key={index}
                className="skeleton-bar pack-skeleton-line"
                style={{ width: `${70 + ((index * 13) % 30)}%` }}
              />
            ))}
          </div>
          <span className="skeleton-bar pack-skeleton-side" />
        </div>
      </div>
    </div>
  );
}

/**
 * No pack of this user's has this id: deleted, someone else's, or mistyped. The heading stays
 * the page's name, with the reason under it.
 */
export function PackNotFound({ packId }: { packId: string }) {
  return (
    <div className="page pack-page">
      <header className="page-header">
        <h1>Pack</h1>
      </header>
      <div className="message-box packs-message" role="alert">
        <PackageSearch aria-hidden="true" size={40} className="message-box-icon" />
        <h2>This pack was not found</h2>
        <p>
          None of your packs is at “<span className="pack-missing-id">{packId}</span>”. It may have
          been deleted, or the link may be wrong.
        </p>
        <IntentLink to={paths.packs()} className="button button-primary">
          Go to your packs
        </IntentLink>
      </div>
    </div>
  );
}

/** The pack could not be loaded for another reason: say it, and offer to try again. */
export function PackError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="page pack-page">
      <header className="page-header">
        <h1>Pack</h1>
      </header>
      <LoadError
        what="This pack"
        className="message-box packs-message"
        error={error}
        onRetry={onRetry}
      />
    </div>
  );
}
