import { ConfirmDialog } from '@client/components/confirm-dialog';
import type { GearItem } from '@client/lib/api/gear-types';
import { DeleteUsage } from './delete-usage';

interface DeleteItemDialogProps {
  /** The item to delete; null: the dialog is closed. */
  item: GearItem | null;
  onCancel: () => void;
  onConfirm: (item: GearItem) => void;
}

/** Asks before deleting one item, naming the packs and bundles it comes out of. */
export function DeleteItemDialog({ item, onCancel, onConfirm }: DeleteItemDialogProps) {
  return (
    <ConfirmDialog
      open={item !== null}
      title={`Delete ${item?.name ?? 'item'}?`}
      confirmLabel="Delete item"
      danger
      onCancel={onCancel}
      onConfirm={() => {
        if (item) onConfirm(item);
      }}
    >
      {item && <DeleteUsage ids={[item.id]} photos={item.photoUrl !== null} />}
    </ConfirmDialog>
  );
}
