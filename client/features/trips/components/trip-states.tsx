import { ArrowLeft, SearchX } from 'lucide-react';
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
  tripId: string;
  error: unknown;
  onRetry: () => void;
}

/**
 * The trip could not be loaded. No trip of this user's has the id (deleted, someone else's, or
 * not an id at all: 404 or 400): the heading stays the page's name, with the reason under it.
 * Anything else is said, with Try again.
 */
export function TripLoadError({ tripId, error, onRetry }: TripLoadErrorProps) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <>
      <header className="page-header">
        <h1>Trip</h1>
      </header>
      {missing ? (
        <div className="message-box trips-message" role="alert">
          <SearchX aria-hidden="true" size={40} className="message-box-icon" />
          <h2>This trip was not found</h2>
          <p>
            None of your trips is at “<span className="trip-missing-id">{tripId}</span>”. It may
            have been deleted, or the link may be wrong.
          </p>
          <IntentLink to={paths.trips()} className="button button-primary">
            <ArrowLeft aria-hidden="true" size={18} />
            Go to your trips
          </IntentLink>
        </div>
      ) : (
        <LoadError
          what="This trip"
          className="message-box trips-message"
          error={error}
          onRetry={onRetry}
        >
          <IntentLink to={paths.trips()} className="button">
            Go to your trips
          </IntentLink>
        </LoadError>
      )}
    </>
  );
}
