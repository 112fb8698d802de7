import { ArrowLeft } from 'lucide-react';
import { IntentLink } from '@client/components/intent-link';
import { LoadError } from '@client/components/load-error';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';

/** The trip page's shape in grey while the trip loads. */
export function TripSkeleton() {
  return (
    <div className="trip-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Loading the trip…</span>
      <span className="skeleton-bar trip-skeleton-title" aria-hidden="true" />
      <span className="skeleton-bar trip-skeleton-line" aria-hidden="true" />
      <span className="trip-skeleton-map" aria-hidden="true" />
    </div>
  );
}

interface TripLoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** The trip could not be loaded: not found (deleted, or another user's), or a failure to retry. */
export function TripLoadError({ error, onRetry }: TripLoadErrorProps) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="message-box trips-message" role="alert">
        <h1>This trip could not be found</h1>
        <p>It may have been deleted, or the link is wrong.</p>
        <IntentLink to={paths.trips()} className="button button-primary">
          <ArrowLeft aria-hidden="true" size={18} />
          Back to your trips
        </IntentLink>
      </div>
    );
  }
  return (
    <LoadError
      what="This trip"
      className="message-box trips-message"
      headingLevel={1}
      error={error}
      onRetry={onRetry}
    >
      <IntentLink to={paths.trips()} className="button">
        Back to your trips
      </IntentLink>
    </LoadError>
  );
}
