import { Backpack, SearchX } from 'lucide-react';
import { IntentLink } from '@client/components/intent-link';
import { paths } from '@client/lib/paths';

/** Grey rows where the list will be, while the first page loads. */
export function GearSkeleton() {
  return (
    <div className="gear-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Loading your gear…</span>
      <div className="skeleton-bar skeleton-toolbar" aria-hidden="true" />
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="skeleton-row" aria-hidden="true">
          <span className="skeleton-bar skeleton-thumb" />
          <span className="skeleton-bar" style={{ width: `${40 + ((index * 17) % 35)}%` }} />
          <span className="skeleton-bar skeleton-short" />
        </div>
      ))}
    </div>
  );
}

/** A new user's library. */
export function GearEmpty() {
  return (
    <div className="message-box">
      <Backpack aria-hidden="true" size={40} className="message-box-icon" />
      <h2>Start your gear library</h2>
      <p>
        Everything you own goes here once, with its weight; packs then borrow from it. Type a name
        above, add a weight like <kbd>450</kbd>, <kbd>1.2 kg</kbd> or <kbd>1 lb 4 oz</kbd>, and
        press <kbd>Enter</kbd>.
        <span className="keyboard-hint">
          {' '}
          Press <kbd>N</kbd> anywhere to add another.
        </span>
      </p>
      <p className="muted">
        Coming from LighterPack? Import a list’s CSV export on the{' '}
        <IntentLink to={paths.packs()}>Packs</IntentLink> screen: its items join your library.
      </p>
    </div>
  );
}

/** Nothing matches the search and filters. */
export function GearNoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className="message-box" role="status">
      <SearchX aria-hidden="true" size={32} className="message-box-icon" />
      <h2>No gear matches</h2>
      <p>Nothing in your library fits this search and these filters.</p>
      <button type="button" className="button" onClick={onClear}>
        Clear search and filters
      </button>
    </div>
  );
}
