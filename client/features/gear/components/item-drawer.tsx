import { useState } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { Dialog } from '@client/components/dialog';
import type { GearCategory, GearItem, GearItemChanges } from '@client/lib/api/gear-types';
import { DeleteItemDialog } from './delete-item-dialog';
import { ItemForm } from './item-form';
import type { LibraryWear } from '@client/features/gear/utils/item-wear';
import { ItemPhoto } from './item-photo';
import { ItemWear } from './item-wear';

interface ItemDrawerProps {
  /** The item to show; null closes the drawer. */
  item: GearItem | null;
  /** Its gear mileage and retirement hint (Explorer). */
  wear: LibraryWear | undefined;
  /** On Basic the drawer says where mileage comes from, and leaves out its field. */
  explorer: boolean;
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
  wear,
  explorer,
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
          <ItemWear wear={wear} explorer={explorer} />
          <ItemForm
            key={item.id}
            item={item}
            retirementField={explorer}
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
