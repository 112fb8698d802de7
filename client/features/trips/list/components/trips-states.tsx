import { Plus, Route } from 'lucide-react';
import { ImportTripButton } from './import-trip-button';

/** Grey cards where the trips will be, while the list loads. */
export function TripsSkeleton() {
  return (
    <div className="trips-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Loading your trips…</span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="list-card trip-card trip-card-skeleton" aria-hidden="true">
          <span className="trip-card-preview" />
          <span className="trip-card-body">
            <span className="skeleton-bar" style={{ width: `${45 + ((index * 19) % 30)}%` }} />
            <span className="skeleton-bar" style={{ width: '60%' }} />
            <span className="skeleton-bar" style={{ width: '85%' }} />
          </span>
        </div>
      ))}
    </div>
  );
}

/** A new user's trips page: the two ways to make the first trip. */
export function TripsEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="message-box trips-message">
      <Route aria-hidden="true" size={40} className="message-box-icon" />
      <h2>Plan your first trip</h2>
      <p>
        A trip has dates, a route with its elevation profile, camps and water on the map, and the
        packs you take: it works out what is on your back each day, food and water included.
      </p>
      <div className="trips-message-actions">
        <ImportTripButton label="Start from a GPX file" primary />
        <button type="button" className="button" onClick={onCreate}>
          <Plus aria-hidden="true" size={18} />
          New trip
        </button>
      </div>
      <p className="muted">A GPX or KML file from another app brings its route and waypoints.</p>
    </div>
  );
}
