import { useState } from 'react';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Dialog } from '@client/components/dialog';
import type { GearCategory } from '@client/lib/api/gear-types';
import {
  useCategoryMutations,
  type CategoryMutationOptions,
} from '@client/features/gear/hooks/use-category-mutations';
import { itemsLabel } from '@client/features/gear/utils/bulk-words';
import { CategoryEditorRow } from './category-editor-row';
import { NewCategoryForm } from './new-category-form';

interface CategoryDialogProps extends CategoryMutationOptions {
  open: boolean;
  onClose: () => void;
  categories: GearCategory[];
}

/** After a move the row sits elsewhere in the DOM and may have lost focus: put it back. */
function refocusMoveButton(id: string, step: -1 | 1) {
  requestAnimationFrame(() => {
    const wanted = step < 0 ? 'up' : 'down';
    const other = step < 0 ? 'down' : 'up';
    const find = (dir: string) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${id}:${dir}`)}"]`);
    const button = find(wanted);
    (button && !button.disabled ? button : find(other))?.focus();
  });
}

/** Create, rename, recolour, reorder and delete categories. */
export function CategoryDialog({ open, onClose, categories, ...options }: CategoryDialogProps) {
  const [deleting, setDeleting] = useState<GearCategory | null>(null);
  // Here rather than on the screen: they load with the dialog, only when it is first opened.
  const mutations = useCategoryMutations(options);

  const move = (category: GearCategory, step: -1 | 1) => {
    void mutations
      .move(categories, category, step)
      .then(() => refocusMoveButton(category.id, step));
  };

  return (
    <Dialog open={open} onClose={onClose} title="Categories" className="dialog-categories">
      {categories.length === 0 ? (
        <p className="muted">
          No categories yet. Shelter, Sleep, Cook, Clothing… add your own below.
        </p>
      ) : (
        <ol className="category-list" aria-label="Your categories, in order">
          {categories.map((category, index) => (
            <CategoryEditorRow
              key={category.id}
              category={category}
              first={index === 0}
              last={index === categories.length - 1}
              mutations={mutations}
              onMove={move}
              onDelete={setDeleting}
            />
          ))}
        </ol>
      )}
      <NewCategoryForm categoryCount={categories.length} create={mutations.create} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'category'}?`}
        confirmLabel="Delete category"
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void mutations.remove(deleting);
          setDeleting(null);
        }}
      >
        <p>
          {!deleting || deleting.itemCount === 0
            ? 'It has no items.'
            : deleting.itemCount === 1
              ? 'Its item stays in your library, without a category.'
              : `Its ${itemsLabel(deleting.itemCount)} stay in your library, without a category.`}
        </p>
      </ConfirmDialog>
    </Dialog>
  );
}
