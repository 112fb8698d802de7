import { useState } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { Dialog } from '@client/components/dialog';
import type { GearCategory, GearItem, GearItemChanges } from '@client/lib/api/gear-types';
import { DeleteItemDialog } from './delete-item-dialog';
import { ItemForm } from './item-form';
import { ItemPhoto } from './item-photo';

interface ItemDrawerProps {
  /** The item to show; null closes the drawer. */
  item: GearItem | null;
  categories: GearCategory[];
  unit: WeightUnit;
  fallbackCurrency: string;
  save: (item: GearItem, changes: GearItemChanges) => Promise<unknown>;
  onPhotoChanged: (item: GearItem) => void;
  onDelete: (item: GearItem) => void;
  onClose: () => void;
}

/** Everything about one item, in a panel from the side (a full sheet on phones). */
export function ItemDrawer({
  item,
  categories,
  unit,
  fallbackCurrency,
  save,
  onPhotoChanged,
  onDelete,
  onClose,
}: ItemDrawerProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Dialog open={item !== null} onClose={onClose} title="Item details" className="dialog-drawer">
      {item && (
        <>
          <ItemPhoto item={item} onChanged={onPhotoChanged} />
          <ItemForm
            key={item.id}
            item={item}
            categories={categories}
            unit={unit}
            fallbackCurrency={fallbackCurrency}
            save={save}
            onSaved={onClose}
            onCancel={onClose}
            onDelete={() => setConfirming(true)}
          />
          <DeleteItemDialog
            item={confirming ? item : null}
            onCancel={() => setConfirming(false)}
            onConfirm={(confirmed) => {
              setConfirming(false);
              onDelete(confirmed);
            }}
          />
        </>
      )}
    </Dialog>
  );
}
