import { Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCategories } from '@client/lib/api/gear-categories';
import { PageTitle } from '@client/components/page-title';
import { UnitSwitcher } from '@client/components/unit-switcher';
import { paths } from '@client/lib/paths';
import { useWeightUnit } from '@client/hooks/use-weight-unit';
import type { BundleDetail, BundleEntry } from '@client/lib/api/bundle-types';
import { useBundleListMutations } from '@client/features/bundles/hooks/use-bundle-list-mutations';
import { useBundleMutations } from '@client/features/bundles/hooks/use-bundle-mutations';
import { BackLink } from './back-link';
import { BundleDescription } from './bundle-description';
import { BundleEntries } from './bundle-entries';
import { BundleName } from './bundle-name';
import { BundleSummary } from './bundle-summary';
import { DeleteBundleDialog } from './delete-bundle-dialog';
import { ItemPicker } from './item-picker';
import { UsedInPacks } from './used-in-packs';

/** After a removal, focus goes to the next entry's remove button (or the one before, or the picker). */
function focusAfterRemoval(entries: BundleEntry[], removed: BundleEntry, fallback: () => void) {
  const index = entries.indexOf(removed);
  const neighbour = entries[index + 1] ?? entries[index - 1];
  const button = neighbour
    ? document.querySelector<HTMLButtonElement>(`[data-remove="${CSS.escape(neighbour.id)}"]`)
    : null;
  if (button) button.focus();
  else fallback();
}

/** One bundle: its name, description and category, its items, totals, and the packs using it. */
export function BundleView({ bundle }: { bundle: BundleDetail }) {
  const [unit, setUnit] = useWeightUnit();
  const mutations = useBundleMutations(bundle.id);
  const list = useBundleListMutations();
  const { categories = [] } = useCategories();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const pickerRef = useRef<HTMLInputElement>(null);
  const categoryId = useId();

  const removeEntry = (entry: BundleEntry) => {
    focusAfterRemoval(bundle.items, entry, () => pickerRef.current?.focus());
    void mutations.remove(entry);
  };

  return (
    <div className="page bundle-page">
      <PageTitle title={bundle.name} />
      <BackLink />
      <header className="bundle-header">
        <div className="bundle-header-main">
          <BundleName
            name={bundle.name}
            onRename={(name) => void mutations.change({ name }, `Could not rename ${bundle.name}`)}
          />
          <BundleDescription
            description={bundle.description}
            onSave={(description) =>
              void mutations.change({ description }, 'Could not save the description')
            }
          />
        </div>
        <div className="bundle-header-side">
          <div className="bundle-category-field">
            <label htmlFor={categoryId}>Category in packs</label>
            <select
              id={categoryId}
              className="input"
              value={bundle.categoryId ?? ''}
              onChange={(event) =>
                void mutations.change(
                  { categoryId: event.target.value === '' ? null : event.target.value },
                  'Could not change the category',
                )
              }
            >
              <option value="">Uncategorized</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          <UnitSwitcher value={unit} onChange={setUnit} label="Show weights in" />
        </div>
      </header>

      <div className="bundle-layout">
        <BundleSummary bundle={bundle} unit={unit} />
        <section className="bundle-items" aria-labelledby="bundle-items-title">
          <h2 id="bundle-items-title">Items</h2>
          <ItemPicker entries={bundle.items} unit={unit} add={mutations.add} inputRef={pickerRef} />
          {bundle.items.length === 0 ? (
            <p className="bundle-no-entries">
              Nothing in this bundle yet. Search your gear above and press Enter to add the first
              item; add it again for more than one.
            </p>
          ) : (
            <BundleEntries
              entries={bundle.items}
              unit={unit}
              onQuantity={mutations.setQuantity}
              onRemove={removeEntry}
              onMove={(entry, overId) => void mutations.move(entry, overId)}
            />
          )}
        </section>
        <UsedInPacks packs={bundle.usedInPacks} />
        <div className="bundle-danger">
          <button
            type="button"
            className="button button-danger-outline"
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" size={18} />
            Delete bundle
          </button>
        </div>
      </div>

      <DeleteBundleDialog
        bundle={deleting ? bundle : null}
        usedInPacks={bundle.usedInPacks}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          // The list shows at once without it; if the server refuses, it comes back with a toast.
          void navigate(paths.bundles(), { replace: true });
          void list.remove(bundle);
        }}
      />
    </div>
  );
}
