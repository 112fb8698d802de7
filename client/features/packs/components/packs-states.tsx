import { Backpack, Plus, RotateCw } from 'lucide-react';
import { errorMessage } from '../api/pack-errors';

/** Grey cards where the packs will be, while the list loads. */
export function PacksSkeleton() {
  return (
    <div className="packs-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Loading your packs…</span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="pack-card pack-card-skeleton" aria-hidden="true">
          <span className="pack-skeleton-bar" style={{ width: `${45 + ((index * 19) % 30)}%` }} />
          <span className="pack-skeleton-bar" style={{ width: '85%' }} />
          <span className="pack-skeleton-bar" style={{ width: '60%' }} />
        </div>
      ))}
    </div>
  );
}

/** The list could not be loaded: the reason and a way to try again. */
export function PacksError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="packs-message" role="alert">
      <h2>Your packs could not be loaded</h2>
      <p>{errorMessage(error)}.</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        <RotateCw aria-hidden="true" size={18} />
        Try again
      </button>
    </div>
  );
}

/** A new user's packs page. */
export function PacksEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="packs-message">
      <Backpack aria-hidden="true" size={40} className="packs-message-icon" />
      <h2>Build your first pack</h2>
      <p>
        A pack is the gear for one trip, by category, with its base, worn and consumable weights.
        Items come from your gear library, so a change there shows in every pack.
      </p>
      <button type="button" className="button button-primary" onClick={onCreate}>
        <Plus aria-hidden="true" size={18} />
        New pack
      </button>
      <p className="muted">Coming from LighterPack? Import a list from its CSV export.</p>
    </div>
  );
}
