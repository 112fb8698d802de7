/** The list's shape in grey while the places load. */
export function PlacesSkeleton() {
  return (
    <div className="places-skeleton" role="status">
      <span className="visually-hidden">Loading your places…</span>
      {Array.from({ length: 5 }, (_, index) => (
        <span key={index} className="places-skeleton-row" aria-hidden="true">
          <span className="places-skeleton-dot" />
          <span className="skeleton-bar" style={{ width: `${45 + ((index * 17) % 40)}%` }} />
        </span>
      ))}
    </div>
  );
}

/** No places yet: how to add one (a click on a desktop, the centre button on a phone). */
export function PlacesEmpty() {
  return (
    <p className="places-empty" role="status">
      <span className="places-wide-only">No places yet: click the map to add one.</span>
      <span className="places-narrow-only">No places yet: tap Add place here.</span>
    </p>
  );
}
