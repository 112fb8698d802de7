import { Archive, ArchiveRestore, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { useMarkGearViewsStale } from '@client/hooks/use-gear-views-stale';
import type { BulkAction, GearCategory, GearItem } from '@client/lib/api/gear-types';
import type { ItemsUpdate } from '@client/features/gear/api/use-library-pages';
import { runBulkAction } from '@client/features/gear/hooks/bulk-action';
import { itemsLabel } from '@client/features/gear/utils/bulk-words';
import { DeleteUsage } from './delete-usage';
import { NO_CATEGORY } from '@client/features/gear/utils/gear-rows';

interface BulkBarProps {
  /** The selected items among those shown. */
  items: GearItem[];
  categories: GearCategory[];
  /** Changes the loaded list at once (the library's optimistic update). */
  apply: ItemsUpdate;
  onCategoryCountsChanged: () => void;
  /** Clears the selection (the button, and after an action that worked). */
  onClear: () => void;
}

/** Stays at the bottom of the screen while items are ticked: move, retire, delete them at once. */
export function BulkBar({
  items,
  categories,
  apply,
  onCategoryCountsChanged,
  onClear,
}: BulkBarProps) {
  const [confirming, setConfirming] = useState(false);
  const markGearViewsStale = useMarkGearViewsStale();
  const onAction = (action: BulkAction, categoryId: string | null = null) => {
    const name = categories.find((category) => category.id === categoryId)?.name ?? '';
    void runBulkAction(apply, items, action, { categoryId, name }, onCategoryCountsChanged).then(
      (done) => {
        // What went through changed packs and bundles too, even when some of it failed.
        markGearViewsStale();
        if (done) onClear();
      },
    );
  };
  const moveId = useId();
  const count = items.length;
  const anyActive = items.some((item) => !item.retired);
  const anyRetired = items.some((item) => item.retired);

  return (
    <div className="bulk-bar" role="region" aria-label="Selected items">
      <div className="bulk-head">
        <button
          type="button"
          className="icon-button"
          aria-label="Clear selection"
          title="Clear selection"
          onClick={onClear}
        >
          <X aria-hidden="true" size={20} />
        </button>
        <p className="bulk-count" aria-live="polite">
          <strong>{count.toLocaleString()}</strong> selected
        </p>
      </div>
      <div className="bulk-actions">
        <label htmlFor={moveId} className="visually-hidden">
          Move selected items to category
        </label>
        <select
          id={moveId}
          className="input input-small"
          value=""
          onChange={(event) => {
            const value = event.target.value;
            if (value === '') return;
            onAction('move', value === NO_CATEGORY ? null : value);
          }}
        >
          <option value="">Move to…</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
          <option value={NO_CATEGORY}>No category</option>
        </select>
        {anyActive && (
          <button type="button" className="button button-small" onClick={() => onAction('retire')}>
            <Archive aria-hidden="true" size={16} />
            Retire
          </button>
        )}
        {anyRetired && (
          <button
            type="button"
            className="button button-small"
            onClick={() => onAction('unretire')}
          >
            <ArchiveRestore aria-hidden="true" size={16} />
            Unretire
          </button>
        )}
        <button
          type="button"
          className="button button-small button-danger-outline"
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" size={16} />
          Delete
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${itemsLabel(count)}?`}
        confirmLabel={`Delete ${itemsLabel(count)}`}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onAction('delete');
        }}
      >
        <DeleteUsage
          ids={items.map((item) => item.id)}
          photos={items.some((item) => item.photoUrl !== null)}
        />
      </ConfirmDialog>
    </div>
  );
}
