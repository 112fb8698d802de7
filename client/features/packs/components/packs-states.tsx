import { Backpack, Plus } from 'lucide-react';

/** Grey cards where the packs will be, while the list loads. */
export function PacksSkeleton() {
  return (
    <div className="packs-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Loading your packs…</span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="list-card pack-card pack-card-skeleton" aria-hidden="true">
          <span className="skeleton-bar" style={{ width: `${45 + ((index * 19) % 30)}%` }} />
          <span className="skeleton-bar" style={{ width: '85%' }} />
          <span className="skeleton-bar" style={{ width: '60%' }} />
        </div>
      ))}
    </div>
  );
}

/** A new user's packs page. */
export function PacksEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="message-box packs-message">
      <Backpack aria-hidden="true" size={40} className="message-box-icon" />
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
